// The UCI "go" command read into search limits. A go must always end in a
// bestmove, so nothing here refuses the command: a value out of range is
// brought into range, one that cannot be read is left out, an unknown
// search move is dropped, and each such repair is reported as a warning.
#pragma once

#include <string>
#include <vector>

#include "movegen/game.h"
#include "search/limits.h"

namespace hecto {

struct GoCommand {
    SearchLimits limits;
    std::vector<std::string> warnings;
};

GoCommand readGo(const std::vector<std::string>& words, const Game& game);

// The words go reads as parameters ("depth", "searchmoves", ...).
bool isGoKeyword(const std::string& word);

}  // namespace hecto
