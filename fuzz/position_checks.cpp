#include "fuzz/position_checks.h"

#include "fuzz/input.h"

namespace hecto::fuzz {

namespace {

// Reads `fen`, which the engine itself wrote, into a fresh game of the same
// variant and notation: the same FEN and key must come out.
void reread(const Game& game, const std::string& fen, const std::string& after) {
    auto g = newGame(game.variant());
    g->setStandardFiles(game.notation().standardFiles);
    try {
        g->setFen(fen);
    } catch (const InputError& e) {
        throw Failure("the FEN the engine wrote" + after + " is refused: " + fen + " (" + e.what() + ")");
    }
    check(g->fen() == fen, "FEN " + fen + after + " reads back as " + g->fen());
    check(g->key() == game.key(), "FEN " + fen + after + ": the key differs from the key computed afresh");
}

// The move a name the engine wrote reads as.
template <class Parse> Move readBack(Parse parse, const std::string& name, const std::string& where) {
    try {
        return parse();
    } catch (const InputError& e) {
        throw Failure("the engine's own move name " + name + where + " is refused (" + e.what() + ")");
    }
}

}  // namespace

void checkPosition(Game& game) {
    const std::string fen = game.fen();
    const Key key = game.key();
    reread(game, fen, "");
    game.status();
    for (const Move m : game.legalMoves()) {
        const std::string uci = game.moveName(m), san = game.san(m), where = " in " + fen;
        check(readBack([&] { return game.parseMove(uci); }, uci, where) == m, "UCI " + uci + where + " reads as another move");
        check(readBack([&] { return game.parseSan(san); }, san, where) == m, "SAN " + san + where + " reads as another move");
        game.make(m);
        reread(game, game.fen(), " after " + uci);
        game.status();
        game.undo();
        check(game.fen() == fen && game.key() == key, "undoing " + uci + where + " gives " + game.fen());
    }
}

}  // namespace hecto::fuzz
