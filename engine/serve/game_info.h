// What the page needs to know of the games before any room exists: each
// game's board, file letters, pieces (with the name and picture each has in
// that game), promotion set and drops; Hecto's levels; the clock choices.
#pragma once

#include <nlohmann/json.hpp>

#include "movegen/variant.h"

namespace hecto {

nlohmann::json gamesInfo();
// The picture of a piece type in a game (pieces/NAME.svg) and its name.
const char* pieceImage(const Variant& v, PieceType t);
const char* pieceName(const Variant& v, PieceType t);

}  // namespace hecto
