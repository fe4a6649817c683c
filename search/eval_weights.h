// Evaluation weights in centipawns: (middle game, end game) pairs, tables
// per piece type, and material per game. Written by `hecto tune`: Texel
// tuning, a local search over the weights minimising the mean squared
// error of sigmoid(K * eval) against 30% game result + 70% sigmoid(K *
// search score), K = 0.9519, on 68417 quiet positions of
// node-limited self-play (scripts/gen_tuning_data.sh):
// chess 45693, tencubed 6774, bigchess 7678, megachess 8272.
// Error 0.019121 -> 0.017709, on 6734 held-out positions 0.019634 -> 0.019009.
// The weights were then shared by every game; threatByPawn, threatByLesser
// and hanging were added later by hand (docs/search-log.md, trials 9-14)
// and are not tuned yet.
#pragma once

#include "search/eval_params.h"

namespace hecto {

// Tables per piece type: -, P, N, B, R, Q, A, M, C, W, K. Weights are in
// the order of EvalParams, which says what each one is.

constexpr EvalParams CHESS_WEIGHTS = {
    .tempo = 13,
    .pawnAdvanceMg = 2,
    .pawnAdvanceEg = 1,
    .passedMg = 49,
    .passedEg = 199,
    .isolated = {15, 14},
    .doubled = {15, 17},
    .centreMg = {0, 0, 5, 3, 1, 3, -5, 0, 17, 6, 0},
    .centreEg = {0, 0, 8, 4, 8, 6, 25, 27, 1, -1, 0},
    .mobilityMg = {0, 0, 6, 4, 2, 1, 3, -6, 3, 4, 0},
    .mobilityEg = {0, 0, 5, 4, 6, 11, -3, 11, 2, -10, 0},
    .openFile = {45, -5},
    .semiOpenFile = {23, 20},
    .bishopPair = {27, 59},
    .kingAttackWeight = {0, 0, 3, 0, 3, 5, 5, 10, -1, 4, 0},
    .kingAdvanceMg = 2,
    .kingCentreEg = 6,
    .kingShelterMg = 16,
    .threatByPawn = {70, 50},
    .threatByLesser = {40, 40},
    .hanging = {45, 25},
};
constexpr PieceValues CHESS_VALUES = {{{0, 0}, {90, 125}, {340, 338}, {357, 393}, {514, 574}, {1068, 1130}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};

constexpr EvalParams TENCUBED_WEIGHTS = {
    .tempo = 13,
    .pawnAdvanceMg = 2,
    .pawnAdvanceEg = 1,
    .passedMg = 49,
    .passedEg = 199,
    .isolated = {15, 14},
    .doubled = {15, 17},
    .centreMg = {0, 0, 5, 3, 1, 3, -5, 0, 17, 6, 0},
    .centreEg = {0, 0, 8, 4, 8, 6, 25, 27, 1, -1, 0},
    .mobilityMg = {0, 0, 6, 4, 2, 1, 3, -6, 3, 4, 0},
    .mobilityEg = {0, 0, 5, 4, 6, 11, -3, 11, 2, -10, 0},
    .openFile = {45, -5},
    .semiOpenFile = {23, 20},
    .bishopPair = {27, 59},
    .kingAttackWeight = {0, 0, 3, 0, 3, 5, 5, 10, -1, 4, 0},
    .kingAdvanceMg = 2,
    .kingCentreEg = 6,
    .kingShelterMg = 16,
    .threatByPawn = {70, 50},
    .threatByLesser = {40, 40},
    .hanging = {45, 25},
};
constexpr PieceValues TENCUBED_VALUES = {{{0, 0}, {90, 125}, {177, 273}, {241, 303}, {402, 568}, {750, 966}, {672, 846}, {734, 750}, {210, 486}, {258, 362}, {0, 0}}};

constexpr EvalParams BIGCHESS_WEIGHTS = {
    .tempo = 13,
    .pawnAdvanceMg = 2,
    .pawnAdvanceEg = 1,
    .passedMg = 49,
    .passedEg = 199,
    .isolated = {15, 14},
    .doubled = {15, 17},
    .centreMg = {0, 0, 5, 3, 1, 3, -5, 0, 17, 6, 0},
    .centreEg = {0, 0, 8, 4, 8, 6, 25, 27, 1, -1, 0},
    .mobilityMg = {0, 0, 6, 4, 2, 1, 3, -6, 3, 4, 0},
    .mobilityEg = {0, 0, 5, 4, 6, 11, -3, 11, 2, -10, 0},
    .openFile = {45, -5},
    .semiOpenFile = {23, 20},
    .bishopPair = {27, 59},
    .kingAttackWeight = {0, 0, 3, 0, 3, 5, 5, 10, -1, 4, 0},
    .kingAdvanceMg = 2,
    .kingCentreEg = 6,
    .kingShelterMg = 16,
    .threatByPawn = {70, 50},
    .threatByLesser = {40, 40},
    .hanging = {45, 25},
};
constexpr PieceValues BIGCHESS_VALUES = {{{0, 0}, {90, 125}, {253, 177}, {361, 317}, {444, 472}, {822, 1128}, {852, 778}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};

constexpr EvalParams MEGACHESS_WEIGHTS = {
    .tempo = 13,
    .pawnAdvanceMg = 2,
    .pawnAdvanceEg = 1,
    .passedMg = 49,
    .passedEg = 199,
    .isolated = {15, 14},
    .doubled = {15, 17},
    .centreMg = {0, 0, 5, 3, 1, 3, -5, 0, 17, 6, 0},
    .centreEg = {0, 0, 8, 4, 8, 6, 25, 27, 1, -1, 0},
    .mobilityMg = {0, 0, 6, 4, 2, 1, 3, -6, 3, 4, 0},
    .mobilityEg = {0, 0, 5, 4, 6, 11, -3, 11, 2, -10, 0},
    .openFile = {45, -5},
    .semiOpenFile = {23, 20},
    .bishopPair = {27, 59},
    .kingAttackWeight = {0, 0, 3, 0, 3, 5, 5, 10, -1, 4, 0},
    .kingAdvanceMg = 2,
    .kingCentreEg = 6,
    .kingShelterMg = 16,
    .threatByPawn = {70, 50},
    .threatByLesser = {40, 40},
    .hanging = {45, 25},
};
constexpr PieceValues MEGACHESS_VALUES = {{{0, 0}, {90, 125}, {229, 287}, {299, 301}, {364, 634}, {760, 1238}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};

}  // namespace hecto
