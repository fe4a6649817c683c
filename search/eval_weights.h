// Evaluation weights in centipawns: (middle game, end game) pairs, tables
// per piece type, and material per game. First estimates from the pieces'
// movement (compounds near the sum of their parts, knights weaker on larger
// boards); `hecto tune` writes this file.
#pragma once

#include "search/types.h"

namespace hecto {

//                                 -  P  N  B  R  Q  A  M  C  W  K
constexpr Value TEMPO = 10;               // for the side to move
constexpr int PAWN_ADVANCE_MG = 3;        // per rank, scaled down off the centre files
constexpr int PAWN_ADVANCE_EG = 4;        // per rank
constexpr int PASSED_MG = 45;             // a passed pawn one step from promotion
constexpr int PASSED_EG = 150;
constexpr Score ISOLATED = {10, 15};      // a penalty
constexpr Score DOUBLED = {10, 20};       // a penalty
constexpr TypeTable CENTRE_MG = {0, 0, 4, 2, 0, 1, 3, 2, 3, 3, 0};  // per half square closer to the centre
constexpr TypeTable CENTRE_EG = {0, 0, 3, 2, 1, 2, 2, 2, 3, 2, 0};
constexpr TypeTable MOBILITY_MG = {0, 0, 4, 4, 2, 1, 3, 2, 3, 3, 0};  // per safe square reached, above MOBILITY_BASE
constexpr TypeTable MOBILITY_EG = {0, 0, 4, 5, 4, 2, 3, 3, 3, 3, 0};
constexpr Score OPEN_FILE = {25, 10};     // rook with no pawn on its file
constexpr Score SEMI_OPEN_FILE = {12, 6};  // rook with only enemy pawns on its file
constexpr Score BISHOP_PAIR = {30, 50};
constexpr TypeTable KING_ATTACK_WEIGHT = {0, 0, 2, 2, 3, 5, 4, 4, 2, 2, 0};  // units per attacked square of the king's zone
constexpr int KING_ADVANCE_MG = 12;       // per rank away from the king's first rank
constexpr int KING_CENTRE_EG = 4;         // per half square closer to the centre
constexpr int KING_SHELTER_MG = 12;       // per own pawn in front of the king

// Material per game.
constexpr PieceValues CHESS_VALUES = {{{0, 0}, {90, 125}, {320, 310}, {335, 345}, {480, 540}, {960, 1010}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};
constexpr PieceValues TENCUBED_VALUES = {{{0, 0}, {90, 125}, {285, 275}, {335, 345}, {480, 540}, {960, 1010}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};
constexpr PieceValues BIGCHESS_VALUES = {{{0, 0}, {90, 125}, {285, 275}, {335, 345}, {480, 540}, {960, 1010}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};
constexpr PieceValues MEGACHESS_VALUES = {{{0, 0}, {90, 125}, {285, 275}, {335, 345}, {480, 540}, {960, 1010}, {840, 860}, {900, 950}, {390, 420}, {360, 360}, {0, 0}}};

}  // namespace hecto
