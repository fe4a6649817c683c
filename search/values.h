// Weights and material per game: the tuned tables of eval_weights.h for the
// built-in games they were tuned on; for any other game the chess weights
// (fitted on the most positions) and first estimates of material from the
// pieces' movement (estimated_values.h).
#pragma once

#include "movegen/variant.h"
#include "search/estimated_values.h"
#include "search/eval_weights.h"
#include "search/types.h"

namespace hecto {

// BigBangChess keeps the values it has always played with (its evaluation,
// eval_bigbang.h, is hand-written around them).
inline constexpr PieceValues BIGBANG_VALUES = {
    {{0, 0}, {90, 125}, {285, 275}, {335, 345}, {480, 540}, {960, 1010}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};

// The games eval_weights.h holds tables for: hecto tune writes one pair
// for each. The tables are inline variables, like this list: a list with
// one definition for the whole program must not point at constants each
// file has its own copy of (the linker may discard the copy it points at).
struct TunedGame {
    const char* key;
    const EvalParams& weights;
    const PieceValues& values;
};
inline constexpr TunedGame TUNED_GAMES[] = {
    {"chess", CHESS_WEIGHTS, CHESS_VALUES},
    {"tencubed", TENCUBED_WEIGHTS, TENCUBED_VALUES},
    {"bigchess", BIGCHESS_WEIGHTS, BIGCHESS_VALUES},
    {"megachess", MEGACHESS_WEIGHTS, MEGACHESS_VALUES},
};

inline const TunedGame* tunedGame(const Variant& v) {
    for (const TunedGame& g : TUNED_GAMES)
        if (v.builtin && v.key == g.key) return &g;
    return nullptr;
}

inline PieceValues pieceValues(const Variant& v) {
    if (const TunedGame* g = tunedGame(v)) return g->values;
    if (v.builtin && v.key == "bigbang") return BIGBANG_VALUES;
    return estimatedPieceValues(v);
}

inline EvalParams evalWeights(const Variant& v) {
    const TunedGame* g = tunedGame(v);
    return g ? g->weights : CHESS_WEIGHTS;
}

// Plain values for exchanges (SEE) and move ordering.
inline int exchangeValue(const PieceValues& p, PieceType t) { return t == KING ? 20000 : p[t].mg; }

}  // namespace hecto
