// The board sizes Hecto plays, listed once. Every typed piece of the
// engine (position, game, search, evaluation, tuner) is instantiated for
// each entry, and every dispatch from a game's width and height to its
// geometry goes through withBoard(). A game of another size needs one more
// entry here and nothing else; each entry costs compile time, so the list
// holds the sizes of the games that ship (variants/*.ini) and 16x8, the
// widest board of 128 squares.
#pragma once

#include <string>

#include "geometry.h"
#include "notation.h"

namespace hecto {

// X(width, height) for each board.
#define HECTO_BOARDS(X) \
    X(8, 8)             \
    X(10, 8)            \
    X(12, 8)            \
    X(14, 8)            \
    X(16, 8)            \
    X(10, 10)           \
    X(11, 11)           \
    X(12, 12)           \
    X(16, 16)

#define HECTO_BOARD_ALIAS(W, H) using Geo##W##x##H = Geometry<W, H>;
HECTO_BOARDS(HECTO_BOARD_ALIAS)
#undef HECTO_BOARD_ALIAS

// "8x8, 10x8, ..." for messages.
inline std::string boardList() {
    std::string s;
#define HECTO_BOARD_NAME(W, H) s += (s.empty() ? "" : ", ") + std::to_string(W) + "x" + std::to_string(H);
    HECTO_BOARDS(HECTO_BOARD_NAME)
#undef HECTO_BOARD_NAME
    return s;
}

inline bool boardSupported(int width, int height) {
#define HECTO_BOARD_MATCH(W, H) if (width == W && height == H) return true;
    HECTO_BOARDS(HECTO_BOARD_MATCH)
#undef HECTO_BOARD_MATCH
    return false;
}

// Calls f.template operator()<Geometry<W, H>>() for the board of that size
// (a lambda []<class G>() { ... }), or throws InputError.
template <class F> decltype(auto) withBoard(int width, int height, F&& f) {
#define HECTO_BOARD_CASE(W, H) \
    if (width == W && height == H) return f.template operator()<Geometry<W, H>>();
    HECTO_BOARDS(HECTO_BOARD_CASE)
#undef HECTO_BOARD_CASE
    throw InputError("no board of " + std::to_string(width) + "x" + std::to_string(height) + " (Hecto plays " +
                     boardList() + ")");
}

}  // namespace hecto
