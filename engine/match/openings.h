// Opening positions for matches: read from a file (FEN or EPD lines, lines
// of UCI moves, or PGN games) or made of random moves.
#pragma once

#include <string>
#include <vector>

#include "engine/match/referee.h"
#include "movegen/prng.h"

namespace hecto {

// Every opening is checked against the rules; InputError names the line.
std::vector<Opening> loadOpenings(const std::string& path, const Variant& v);
// The same from the file's text; `source` names it in messages.
std::vector<Opening> parseOpenings(const std::string& text, const std::string& source, const Variant& v);

// `plies` random legal moves from the start, with material still equal
// (a crude but fair balance for games of the same piece set).
Opening randomOpening(const Variant& v, int plies, Prng& rng);

}  // namespace hecto
