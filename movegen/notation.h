// Square and move names in a game's own notation.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "move.h"
#include "variant.h"

namespace hecto {

// Bad input from a user or another program: the message names the problem.
struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Notation {
    const Variant* variant;
    bool standardFiles = false;  // print a, b, c, ... even where the game names files otherwise
    // Chess960 (UCI_Chess960): castling is written as the king taking its own
    // rook ("e1h1"), as the king's destination may be a plain king move too.
    // Elsewhere only a castling whose king moves less than two files is
    // (a game from a variants file may define one): its destination is
    // a king step's too.
    bool chess960 = false;

    char fileChar(int f) const { return standardFiles ? char('a' + f) : variant->files[f]; }
    std::string square(int s) const {
        return fileChar(s % variant->width) + std::to_string(s / variant->width + 1);
    }
    // Index of a file letter (either alphabet), or -1.
    int fileOf(char c) const;
    // Reads a square at the front of `text` and consumes it; -1 if none.
    int readSquare(std::string_view& text) const;
    std::string move(Move m) const;
    // Does the castling move m's king move two or more files (so that no
    // king step shares its destination)?
    bool farCastling(Move m) const;
    // Does a coordinate move from m.from() to `to` name the castling move m?
    // Its destination does where the king moves two or more files; the
    // rook's square does in Chess960 and wherever the king moves less.
    bool namesCastling(Move m, int to) const;
};

}  // namespace hecto
