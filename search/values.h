// Material values per piece type and game. First estimates from the
// pieces' movement (compounds near the sum of their parts, knights weaker
// on larger boards); to be tuned from games.
#pragma once

#include <array>

#include "movegen/variant.h"
#include "search/types.h"

namespace hecto {

using PieceValues = std::array<Score, PIECE_TYPE_NB>;

inline PieceValues pieceValues(const Variant& v) {
    PieceValues p{};
    p[PAWN] = {90, 125};
    p[KNIGHT] = {320, 310};
    p[BISHOP] = {335, 345};
    p[ROOK] = {480, 540};
    p[QUEEN] = {960, 1010};
    p[ARCHBISHOP] = {840, 860};
    p[MARSHALL] = {900, 950};
    p[CHAMPION] = {390, 420};
    p[WIZARD] = {360, 360};
    if (v.width * v.height > 64) p[KNIGHT] = {285, 275};  // fewer squares in reach of a board's worth
    return p;
}

// Plain values for exchanges (SEE) and move ordering.
inline int exchangeValue(const PieceValues& p, PieceType t) { return t == KING ? 20000 : p[t].mg; }

}  // namespace hecto
