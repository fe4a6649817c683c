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

    char fileChar(int f) const { return standardFiles ? char('a' + f) : variant->files[f]; }
    std::string square(int s) const {
        return fileChar(s % variant->width) + std::to_string(s / variant->width + 1);
    }
    // Index of a file letter (either alphabet), or -1.
    int fileOf(char c) const;
    // Reads a square at the front of `text` and consumes it; -1 if none.
    int readSquare(std::string_view& text) const;
    std::string move(Move m) const;
};

}  // namespace hecto
