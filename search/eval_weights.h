// Evaluation weights in centipawns: (middle game, end game) pairs, tables
// per piece type, and material per game. Written by `hecto tune`: Texel
// tuning, a local search over the weights minimising the mean squared
// error of sigmoid(K * eval) against 30% game result + 70% sigmoid(K *
// search score), K = 0.9519, on 68417 quiet positions of
// node-limited self-play (scripts/gen_tuning_data.sh):
// chess 45693, tencubed 6774, bigchess 7678, megachess 8272.
// Error 0.019121 -> 0.017709, on 6734 held-out positions 0.019634 -> 0.019009.
// THREAT_BY_PAWN, THREAT_BY_LESSER and HANGING were added later by hand
// (docs/search-log.md, trials 9-14) and are not tuned yet.
#pragma once

#include "search/types.h"

namespace hecto {

//                                 -  P  N  B  R  Q  A  M  C  W  K
constexpr Value TEMPO = 13;               // for the side to move
constexpr int PAWN_ADVANCE_MG = 2;        // per rank, scaled down off the centre files
constexpr int PAWN_ADVANCE_EG = 1;        // per rank
constexpr int PASSED_MG = 49;             // a passed pawn one step from promotion
constexpr int PASSED_EG = 199;
constexpr Score ISOLATED = {15, 14};      // a penalty
constexpr Score DOUBLED = {15, 17};       // a penalty
constexpr TypeTable CENTRE_MG = {0, 0, 5, 3, 1, 3, -5, 0, 17, 6, 0};  // per half square closer to the centre
constexpr TypeTable CENTRE_EG = {0, 0, 8, 4, 8, 6, 25, 27, 1, -1, 0};
constexpr TypeTable MOBILITY_MG = {0, 0, 6, 4, 2, 1, 3, -6, 3, 4, 0};  // per safe square reached, above MOBILITY_BASE
constexpr TypeTable MOBILITY_EG = {0, 0, 5, 4, 6, 11, -3, 11, 2, -10, 0};
constexpr Score OPEN_FILE = {45, -5};     // rook with no pawn on its file
constexpr Score SEMI_OPEN_FILE = {23, 20};  // rook with only enemy pawns on its file
constexpr Score BISHOP_PAIR = {27, 59};
constexpr TypeTable KING_ATTACK_WEIGHT = {0, 0, 3, 0, 3, 5, 5, 10, -1, 4, 0};  // units per attacked square of the king's zone
constexpr int KING_ADVANCE_MG = 2;        // per rank away from the king's first rank
constexpr int KING_CENTRE_EG = 6;         // per half square closer to the centre
constexpr int KING_SHELTER_MG = 16;       // per own pawn in front of the king
constexpr Score THREAT_BY_PAWN = {70, 50};    // per enemy piece a pawn attacks
constexpr Score THREAT_BY_LESSER = {40, 40};  // per enemy piece a less valuable piece attacks
constexpr Score HANGING = {45, 25};           // per enemy piece attacked and not defended

// Material per game.
constexpr PieceValues CHESS_VALUES = {{{0, 0}, {90, 125}, {340, 338}, {357, 393}, {514, 574}, {1068, 1130}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};
constexpr PieceValues TENCUBED_VALUES = {{{0, 0}, {90, 125}, {177, 273}, {241, 303}, {402, 568}, {750, 966}, {672, 846}, {734, 750}, {210, 486}, {258, 362}, {0, 0}}};
constexpr PieceValues BIGCHESS_VALUES = {{{0, 0}, {90, 125}, {253, 177}, {361, 317}, {444, 472}, {822, 1128}, {852, 778}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};
constexpr PieceValues MEGACHESS_VALUES = {{{0, 0}, {90, 125}, {229, 287}, {299, 301}, {364, 634}, {760, 1238}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};

}  // namespace hecto
