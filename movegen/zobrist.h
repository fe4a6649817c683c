// Zobrist keys, shared by every geometry (squares up to 128).
#pragma once

#include <cstdint>

#include "piece.h"

namespace hecto {

using Key = uint64_t;

struct ZobristKeys {
    Key piece[PIECE_NB][128];
    Key castling[128];  // per castling rook square
    Key enPassant[128];  // per en passant target square
    Key side;
    ZobristKeys();
};

extern const ZobristKeys ZOBRIST;

}  // namespace hecto
