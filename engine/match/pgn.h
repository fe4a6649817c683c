// PGN export of played games, with the variant's own piece and file letters.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/match/referee.h"

namespace hecto {

// One game as PGN text, ending with an empty line. `event` names the match.
// `minimal`: the seven tag roster (and Variant, FEN, SetUp), no comments.
std::string toPgn(const GameRecord& game, const std::string& event, bool minimal = false);

// The leading digits of a FEN's move number field as a number from 1 to
// MAX_MOVE_NUMBER, whatever the text (no overflow on "99999999999").
constexpr int MAX_MOVE_NUMBER = 999999;
int moveNumber(std::string_view text);

// The moves of PGN move text, without numbers, comments, variations, NAGs
// and the result.
std::vector<std::string> pgnMoveTokens(const std::string& movetext);

}  // namespace hecto
