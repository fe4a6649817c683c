// Checks of a position the engine accepted, shared by the targets that
// reach one: its FEN reads back to the same position and key; every legal
// move's UCI and SAN names read back to that move; make and undo restore
// the position; the key kept up move by move is the key computed afresh.
#pragma once

#include "movegen/game.h"

namespace hecto::fuzz {

void checkPosition(Game& game);

}  // namespace hecto::fuzz
