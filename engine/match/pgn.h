// PGN export of played games, with the variant's own piece and file letters.
#pragma once

#include <string>
#include <vector>

#include "engine/match/referee.h"

namespace hecto {

// One game as PGN text, ending with an empty line. `event` names the match.
std::string toPgn(const GameRecord& game, const std::string& event);

// The moves of PGN move text, without numbers, comments, variations, NAGs
// and the result.
std::vector<std::string> pgnMoveTokens(const std::string& movetext);

}  // namespace hecto
