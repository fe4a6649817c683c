// Zobrist keys, shared by every geometry (squares up to 16x16).
#pragma once

#include <cstdint>

#include "geometry.h"
#include "piece.h"

namespace hecto {

using Key = uint64_t;

// Most pieces of one type a hand can hold (all of a side's pawns).
constexpr int MAX_HAND = 16;

struct ZobristKeys {
    Key piece[PIECE_NB][MAX_SQUARES];
    Key castling[MAX_SQUARES];   // per castling rook square
    Key enPassant[MAX_SQUARES];  // per en passant target square
    Key side;
    // Per colour, type and count: a hand of n pieces of a type xors keys 1..n.
    Key hand[2][PIECE_TYPE_NB][MAX_HAND + 1];
    ZobristKeys();
};

extern const ZobristKeys ZOBRIST;

}  // namespace hecto
