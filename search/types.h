// Scores and limits shared by the search and the evaluation.
#pragma once

#include <array>
#include <cstdint>

#include "movegen/piece.h"

namespace hecto {

using Value = int;
constexpr int MAX_PLY = 128;
constexpr Value VALUE_DRAW = 0;
constexpr Value VALUE_MATE = 32000;
constexpr Value VALUE_INFINITE = 32001;
constexpr Value VALUE_NONE = 32002;
constexpr Value VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;
// Evaluations stay well inside this, so they never look like mates.
constexpr Value VALUE_KNOWN_WIN = 20000;

constexpr Value mateIn(int ply) { return VALUE_MATE - ply; }
constexpr Value matedIn(int ply) { return -VALUE_MATE + ply; }
constexpr bool isMate(Value v) { return v >= VALUE_MATE_IN_MAX_PLY || v <= -VALUE_MATE_IN_MAX_PLY; }

// A middle-game and an end-game value, blended by the game phase.
struct Score {
    int mg = 0, eg = 0;
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score operator-() const { return {-mg, -eg}; }
    Score& operator+=(Score o) { return mg += o.mg, eg += o.eg, *this; }
    Score& operator-=(Score o) { return mg -= o.mg, eg -= o.eg, *this; }
    constexpr bool operator==(const Score&) const = default;
};

// One weight per piece type, indexed by PieceType.
using TypeTable = std::array<int, PIECE_TYPE_NB>;
using PieceValues = std::array<Score, PIECE_TYPE_NB>;
// One TypeTable per rank, counted from each side's own first rank.
constexpr int MAX_RANKS = 16;  // the tallest board of movegen/boards.h
using RankTables = std::array<TypeTable, MAX_RANKS>;

}  // namespace hecto
