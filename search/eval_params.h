// Evaluation weights, in centipawns (middle game, end game). First
// estimates, one named constant each, so that tuning can replace them.
#pragma once

#include <array>

#include "movegen/piece.h"
#include "search/types.h"

namespace hecto {

using TypeTable = std::array<int, PIECE_TYPE_NB>;
//                        -  P  N  B  R  Q  A  M  C  W  K

constexpr int PHASE_MAX = 256;
constexpr Value TEMPO = 10;

constexpr int PAWN_ADVANCE_MG = 3;  // per rank, scaled down off the centre files
constexpr int PAWN_ADVANCE_EG = 4;
constexpr int PASSED_MG = 45;   // a passed pawn one step from promotion
constexpr int PASSED_EG = 150;
constexpr Score ISOLATED = {10, 15};
constexpr Score DOUBLED = {10, 20};

// Per half square closer to the centre.
constexpr TypeTable CENTRE_MG = {0, 0, 4, 2, 0, 1, 3, 2, 3, 3, 0};
constexpr TypeTable CENTRE_EG = {0, 0, 3, 2, 1, 2, 2, 2, 3, 2, 0};

// Per square reached that no enemy pawn guards, above a typical count.
constexpr TypeTable MOBILITY_MG = {0, 0, 4, 4, 2, 1, 3, 2, 3, 3, 0};
constexpr TypeTable MOBILITY_EG = {0, 0, 4, 5, 4, 2, 3, 3, 3, 3, 0};
constexpr TypeTable MOBILITY_BASE = {0, 0, 4, 6, 6, 12, 10, 12, 6, 6, 0};

constexpr Score OPEN_FILE = {25, 10};  // rook with no pawn on its file
constexpr Score SEMI_OPEN_FILE = {12, 6};
constexpr Score BISHOP_PAIR = {30, 50};

// King safety: attack units from pieces that reach the enemy king's zone.
constexpr TypeTable KING_ATTACK_WEIGHT = {0, 0, 2, 2, 3, 5, 4, 4, 2, 2, 0};
constexpr int KING_DANGER_CAP = 100;
constexpr int KING_DANGER_DIVISOR = 16;
constexpr int KING_ADVANCE_MG = 12;  // per rank away from its own first rank
constexpr int KING_CENTRE_EG = 4;
constexpr int KING_SHELTER_MG = 12;  // per own pawn in front of the king

// Driving a lone king: toward the edge, and our king toward it.
constexpr Value MOPUP_EDGE = 20;
constexpr Value MOPUP_CLOSE = 8;

constexpr int SCALE_NORMAL = 64;
constexpr int SCALE_DRAWISH = 16;

}  // namespace hecto
