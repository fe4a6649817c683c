// Variants files (VariantPath, --variants): any text is read or refused
// with one error naming the file and line. A game that is read can be
// played: its start position is accepted and reads back, every legal move
// names itself and makes and undoes cleanly along a few plies (picked by
// the input's bytes), and reading the same text again gives the same games.
#include "fuzz/input.h"
#include "fuzz/position_checks.h"
#include "movegen/game.h"
#include "movegen/variants_file.h"

namespace hecto::fuzz {

namespace {

constexpr const char* SOURCE = "fuzz.ini";
// Enough to reach every kind of move of a game; more only slows the
// fuzzer (a 16x16 board can have hundreds of moves, each checked).
constexpr size_t MAX_GAMES = 2;
constexpr int MAX_PLIES = 4;

}  // namespace

void variantsFile(const uint8_t* data, size_t size) {
    const std::string_view text = textOf(data, size);
    std::vector<Variant> games;
    try {
        games = readVariants(text, SOURCE);
    } catch (const InputError& e) {
        const std::string what = e.what();
        check(what.starts_with(std::string(SOURCE) + ":"), "an error that names no file and line: " + what);
        check(what.find('\n') == std::string::npos, "an error of several lines: " + what);
        return;
    }
    const auto again = readVariants(text, SOURCE);
    check(again.size() == games.size(), "the same text read twice gives another number of games");
    for (size_t i = 0; i < games.size(); ++i)
        check(again[i].key == games[i].key && again[i].startFen == games[i].startFen,
              "the same text read twice gives another game " + games[i].key);

    for (size_t i = 0; i < games.size() && i < MAX_GAMES; ++i) {
        const Variant& v = games[i];
        auto game = newGame(v);
        check(game->fen() == newGame(v)->fen(), v.key + ": two new games differ");
        for (int ply = 0; ply < MAX_PLIES; ++ply) {
            checkPosition(*game);
            const auto moves = game->legalMoves();
            if (moves.empty() || game->status().over()) break;
            const uint8_t pick = size ? data[size_t(ply * 31 + int(i)) % size] : 0;
            game->make(moves[pick % moves.size()]);
        }
    }
}

}  // namespace hecto::fuzz
