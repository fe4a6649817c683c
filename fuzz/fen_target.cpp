// FEN of every game, as Hecto reads it (position fen, perft --fen, openings)
// and as XBoard's setboard sends it.
#include "engine/cecp_fen.h"
#include "fuzz/input.h"
#include "fuzz/position_checks.h"

namespace hecto::fuzz {

void fen(const uint8_t* data, size_t size) {
    if (size == 0) return;
    const Variant& v = variantOf(data[0]);
    const bool xboard = mode(data[0], 0);
    const std::string text(textOf(data + 1, size - 1));
    auto game = newGame(v);
    game->setStandardFiles(xboard || mode(data[0], 1));
    const std::string before = game->fen();
    try {
        game->setFen(xboard ? hectoFen(text, v, CecpNotation(v.height)) : text);
    } catch (const InputError&) {
        check(game->fen() == before, "a refused FEN changed the position to " + game->fen());
        return;
    }
    checkPosition(*game);
}

}  // namespace hecto::fuzz
