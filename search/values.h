// Material values per piece type and game: the tuned tables of
// eval_weights.h for the built-in games they were tuned on, first
// estimates from the pieces' movement (estimated_values.h) for any other.
#pragma once

#include "movegen/variant.h"
#include "search/estimated_values.h"
#include "search/eval_weights.h"
#include "search/types.h"

namespace hecto {

// BigBangChess keeps the values it has always played with (its evaluation,
// eval_bigbang.h, is hand-written around them).
constexpr PieceValues BIGBANG_VALUES = {
    {{0, 0}, {90, 125}, {285, 275}, {335, 345}, {480, 540}, {960, 1010}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};

inline PieceValues pieceValues(const Variant& v) {
    if (v.builtin && v.key == "chess") return CHESS_VALUES;
    if (v.builtin && v.key == "tencubed") return TENCUBED_VALUES;
    if (v.builtin && v.key == "bigchess") return BIGCHESS_VALUES;
    if (v.builtin && v.key == "megachess") return MEGACHESS_VALUES;
    if (v.builtin && v.key == "bigbang") return BIGBANG_VALUES;
    return estimatedPieceValues(v);
}

// Plain values for exchanges (SEE) and move ordering.
inline int exchangeValue(const PieceValues& p, PieceType t) { return t == KING ? 20000 : p[t].mg; }

}  // namespace hecto
