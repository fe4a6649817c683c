// Opening positions for matches: read from a file (FEN or EPD lines, lines
// of UCI moves, or PGN games) or made of random moves.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/match/referee.h"
#include "movegen/prng.h"

namespace hecto {

// AUTO: PGN if the file has an [Event or [FEN tag, else lines of FEN/EPD
// or UCI moves.
enum class OpeningFormat { AUTO, EPD, PGN };

// Every opening is checked against the rules; InputError names the line.
std::vector<Opening> loadOpenings(const std::string& path, const Variant& v, OpeningFormat format = OpeningFormat::AUTO);
// The same from the file's text; `source` names it in messages.
std::vector<Opening> parseOpenings(const std::string& text, const std::string& source, const Variant& v,
                                   OpeningFormat format = OpeningFormat::AUTO);

// Random openings: `plies` random legal moves from the start, with
// material still equal and a score within RANDOM_OPENING_MARGIN_CP for the
// side to move by a short search of Hecto's own (as opening books hold
// balanced positions: no mate in two after eight random plies).
constexpr int RANDOM_OPENING_MARGIN_CP = 150;
constexpr uint64_t RANDOM_OPENING_NODES = 4000;

class RandomOpenings {
public:
    RandomOpenings(const Variant& v, int plies, uint64_t seed);
    ~RandomOpenings();
    Opening next();  // InputError if no balanced opening turns up

private:
    struct Judge;
    const Variant& variant_;
    int plies_;
    Prng rng_;
    std::unique_ptr<Judge> judge_;
};

}  // namespace hecto
