// Opening files for matches (hecto match --openings): FEN or EPD lines,
// lines of UCI moves, or PGN games.
#include "engine/match/openings.h"
#include "fuzz/input.h"
#include "movegen/game.h"

namespace hecto::fuzz {

void openings(const uint8_t* data, size_t size) {
    if (size == 0) return;
    const Variant& v = variantOf(data[0]);
    std::vector<Opening> book;
    try {
        book = parseOpenings(std::string(textOf(data + 1, size - 1)), "openings", v);
    } catch (const InputError&) {
        return;
    }
    check(!book.empty(), "an openings file was accepted with no opening in it");
    // Each opening is what the match plays first: it must replay.
    for (const Opening& o : book) {
        auto game = newGame(v);
        game->setStandardFiles(true);
        try {
            if (!o.fen.empty()) game->setFen(o.fen);
            for (const std::string& m : o.moves) game->play(m);
        } catch (const InputError& e) {
            throw Failure(std::string("an accepted opening does not replay: ") + e.what());
        }
        check(!game->status().over(), "an accepted opening ends the game: " + game->fen());
    }
}

}  // namespace hecto::fuzz
