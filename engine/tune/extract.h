// Labelled positions from played games: the quiet positions of each
// finished game of a PGN file, labelled with the game's result.
#pragma once

#include <istream>
#include <ostream>
#include <string>

#include "movegen/variant.h"

namespace hecto {

class PositionReader;
struct TrainingPosition;

struct ExtractOptions {
    // Plies skipped at the start of every game, book moves included: the
    // opening is random or shared, not the engines' play.
    int skipPlies = 16;
};

struct ExtractCount {
    int games = 0;      // finished games read
    int repeated = 0;   // games left out as repeats of an earlier one
    long positions = 0; // lines written
};

// Writes readLabelled()'s lines, with the search score of the move's
// comment when it has one. Quiet means: not in check, and the move
// played from the position is no capture or promotion (the engine that
// searched it saw no tactic worth playing), so the static evaluation can
// stand for the position; positions the search saw a mate in are left
// out too. A game played before (deterministic engines repeat their games
// when the colours are reversed) and unfinished games (*) are skipped; InputError
// names the game of a move that cannot be read.
ExtractCount extractPositions(std::istream& pgn, const Variant& v, const ExtractOptions& options, std::ostream& out,
                              const std::string& source);

// Writes readLabelled()'s lines for every record of a hecto datagen file:
// its positions are quiet already, and scored by the search that played
// them. Returns the number of lines; records whose score no line can hold
// are left out.
long extractTrainingPositions(PositionReader& in, const Variant& v, std::ostream& out);

}  // namespace hecto
