// Material values per piece type and game: the tuned tables of
// eval_weights.h for the games they were tuned on, first estimates from the
// pieces' movement for any other.
#pragma once

#include "movegen/variant.h"
#include "search/eval_weights.h"
#include "search/types.h"

namespace hecto {

// Compounds near the sum of their parts, knights weaker on larger boards
// (fewer squares in reach of a board's worth).
inline PieceValues estimatedPieceValues(const Variant& v) {
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
    if (v.width * v.height > 64) p[KNIGHT] = {285, 275};
    return p;
}

inline PieceValues pieceValues(const Variant& v) {
    if (v.key == "chess") return CHESS_VALUES;
    if (v.key == "tencubed") return TENCUBED_VALUES;
    if (v.key == "bigchess") return BIGCHESS_VALUES;
    if (v.key == "megachess") return MEGACHESS_VALUES;
    return estimatedPieceValues(v);
}

// Plain values for exchanges (SEE) and move ordering.
inline int exchangeValue(const PieceValues& p, PieceType t) { return t == KING ? 20000 : p[t].mg; }

}  // namespace hecto
