// What the page needs to know of the games before any room exists: each
// game's board, file letters, pieces (with the name and picture each has in
// that game), promotion set and drops; Hecto's levels; the clock choices.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "movegen/variant.h"

namespace hecto {

nlohmann::json gamesInfo();
// The picture (web/pieces/NAME.svg, or "letter-x" for a piece of a
// variants file that has none) and the name the page shows.
std::string pieceImage(const Variant& v, PieceType t);
std::string pieceName(const Variant& v, PieceType t);
// The picture of a piece known only by its letter: the letter in a disc.
std::string letterPieceSvg(char letter);

}  // namespace hecto
