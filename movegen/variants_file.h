// Games defined in a variants file, in the format of Fairy-Stockfish's
// variants.ini: `[name]` or `[name:parent]` sections of `key = value`
// lines, `#` and `;` comment lines. A section starts from its parent (a
// game registered before or a section above it) or, without one, from
// chess's rules with no pieces. Keys Hecto does not play are refused with
// the file, line and key; Hecto's own keys (prefix `hecto`) say what the
// format cannot: file letters, a display name, BigBangChess's area, hand
// and drop order, king capture.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "variant.h"

namespace hecto {

// The games of `text`, checked (board size, pieces, start position) but not
// registered. `source` names the text in errors ("FILE:LINE: ..."); games
// marked `builtin` take the tuned evaluation of the game of the same key.
// Throws InputError at the first problem.
std::vector<Variant> readVariants(std::string_view text, const std::string& source, bool builtin = false);

// Reads the file and registers its games, all or none; returns their keys.
std::vector<std::string> loadVariantsFile(const std::string& path);

}  // namespace hecto
