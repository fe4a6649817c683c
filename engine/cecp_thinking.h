// The search's UCI "info" lines as CECP thinking output:
// "ply score time nodes pv", time in centiseconds, the pv in XBoard's
// notation, a mate as 100000 + moves (negative when mated), as XBoard
// shows it.
#pragma once

#include <string>
#include <string_view>

#include "engine/cecp_notation.h"

namespace hecto {

constexpr int CECP_MATE_SCORE = 100000;

// "" for a line that is no principal variation (or not the first of several).
std::string cecpThinking(std::string_view uciInfo, const CecpNotation& n);

}  // namespace hecto
