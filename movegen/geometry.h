// Board geometry as a compile-time type: width, height, bitboard type and
// the masks that depend on them. A square is rank * W + file.
#pragma once

#include <type_traits>

#include "bitboard.h"

namespace hecto {

// Hecto's largest board: 16 x 16 (files a-p, ranks 1-16).
constexpr int MAX_BOARD_SIDE = 16;
constexpr int MAX_SQUARES = MAX_BOARD_SIDE * MAX_BOARD_SIDE;

template <int W_, int H_> struct Geometry {
    static constexpr int W = W_;
    static constexpr int H = H_;
    static constexpr int SQ = W * H;
    static_assert(W <= MAX_BOARD_SIDE && H <= MAX_BOARD_SIDE, "boards up to 16x16");
    // The narrowest bitboard that holds every square.
    using BB = std::conditional_t<(SQ <= 64), uint64_t, std::conditional_t<(SQ <= 128), u128, Wide<(SQ + 63) / 64>>>;

    static constexpr BB ALL = lowSquares<BB>(SQ);

    static constexpr int file(int s) { return s % W; }
    static constexpr int rank(int s) { return s / W; }
    static constexpr int square(int f, int r) { return r * W + f; }
    static constexpr bool onBoard(int f, int r) { return f >= 0 && f < W && r >= 0 && r < H; }

    static constexpr BB fileMask(int f) {
        BB b = 0;
        for (int r = 0; r < H; ++r) b |= bit<BB>(square(f, r));
        return b;
    }
    static constexpr BB rankMask(int r) {
        BB b = 0;
        for (int f = 0; f < W; ++f) b |= bit<BB>(square(f, r));
        return b;
    }
    static constexpr BB NOT_FIRST_FILE = ALL & ~fileMask(0);
    static constexpr BB NOT_LAST_FILE = ALL & ~fileMask(W - 1);

    // Shifts by one rank; the 'up' direction of a colour is +W for White.
    static constexpr BB north(BB b) { return (b << W) & ALL; }
    static constexpr BB south(BB b) { return b >> W; }
    template <int Color> static constexpr BB up(BB b) { return Color == 0 ? north(b) : south(b); }
    // Diagonal shifts toward the left (lower file) and right (higher file).
    template <int Color> static constexpr BB upLeft(BB b) { return up<Color>((b & NOT_FIRST_FILE) >> 1); }
    template <int Color> static constexpr BB upRight(BB b) { return up<Color>((b & NOT_LAST_FILE) << 1); }
    // Offset in square numbers of one step up for a colour.
    template <int Color> static constexpr int UP = Color == 0 ? W : -W;
};

}  // namespace hecto
