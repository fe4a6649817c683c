// FEN in and out, and the errors malformed FENs get.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace hecto;
using hecto::test::game;

TEST_CASE("start positions round-trip", "[fen]") {
    for (const Variant& v : variants()) {
        auto g = newGame(v);
        CHECK(g->fen() == v.startFen);
        g->setFen(v.startFen);
        CHECK(g->fen() == v.startFen);
    }
}

TEST_CASE("FEN fields: multi-digit runs, castling letters, clocks", "[fen]") {
    auto g = game("tencubed", "10/10/4k5/10/10/10/10/10/4K5/10 b - - 12 40");
    CHECK(g->fen() == "10/10/4k5/10/10/10/10/10/4K5/10 b - - 12 40");
    // Missing clocks default to 0 and 1.
    g = game("chess", "4k3/8/8/8/8/8/8/4K3 w - -");
    CHECK(g->fen() == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    // Mega Chess names castling rooks by file.
    g = game("megachess", "r2r3k3r1r/14/14/14/14/14/14/R2R3K3R1R w ADLNadln - 0 1");
    CHECK(g->fen() == "r2r3k3r1r/14/14/14/14/14/14/R2R3K3R1R w ADLNadln - 0 1");
    g = game("megachess", "r2r3k3r1r/14/14/14/14/14/14/R2R3K3R1R w Nd - 0 1");
    CHECK(g->fen() == "r2r3k3r1r/14/14/14/14/14/14/R2R3K3R1R w Nd - 0 1");
    // Chess also takes file letters (X-FEN) and prints KQkq for outer rooks.
    g = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    CHECK(g->fen() == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

TEST_CASE("en passant fields, BigChess's two squares included", "[fen]") {
    // After a double step the square is kept only if a pawn can take there.
    auto g = game("chess");
    test::play(*g, "e2e4");
    CHECK(g->fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    g = game("chess", "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
    test::play(*g, "e2e4");
    CHECK(g->fen() == "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");

    // A triple step passes two squares; pawns beside either may take.
    g = game("bigchess", "5k4/10/10/10/10/1p8/1p8/10/P9/5K4 w - - 0 1");
    test::play(*g, "a2a5");
    CHECK(g->fen() == "5k4/10/10/10/10/Pp8/1p8/10/10/5K4 b - a3a4 0 1");
    // Counted by hand: 5 king moves, b4b3, and the two en passant captures.
    CHECK(g->legalMoves().size() == 8);
    // Either passed square alone is accepted on input.
    for (const char* ep : {"a3", "a4", "a3a4"}) {
        auto h = game("bigchess", std::string("5k4/10/10/10/10/Pp8/1p8/10/10/5K4 b - ") + ep + " 0 1");
        CHECK(h->fen() == "5k4/10/10/10/10/Pp8/1p8/10/10/5K4 b - a3a4 0 1");
    }
    auto h = game("bigchess", "5k4/10/10/10/10/Pp8/1p8/10/10/5K4 b - a3a4 0 1");
    h->play("b4a3");
    CHECK(h->fen() == "5k4/10/10/10/10/1p8/10/p9/10/5K4 w - - 0 2");
    h = game("bigchess", "5k4/10/10/10/10/Pp8/1p8/10/10/5K4 b - a3a4 0 1");
    h->play("b5a4");
    CHECK(h->fen() == "5k4/10/10/10/10/10/pp8/10/10/5K4 w - - 0 2");
}

TEST_CASE("malformed FENs are rejected with a reason, keeping the old position", "[fen][errors]") {
    auto g = game("chess");
    const std::string before = g->fen();
    const std::pair<const char*, const char*> bad[] = {
        {"", "at least a board"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "ranks"},
        {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "more than 8 ranks"},
        {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "longer than 8"},
        {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "longer than 8"},
        {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7 squares"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNC w KQkq - 0 1", "'C'"},
        {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "one black king"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", "one white king"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "no rook"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq1 - 0 1", "castling letter"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", "twice"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "en passant"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "half-move clock"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "move number"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "extra text"},
        {"4k3/8/8/8/8/8/8/4K2P w - - 0 1", "pawn on the first or last rank"},
        {"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "not to move is in check"},
    };
    for (const auto& [fen, reason] : bad) {
        INFO(fen);
        try {
            g->setFen(fen);
            FAIL("accepted a malformed FEN");
        } catch (const InputError& e) {
            CHECK_THAT(e.what(), Catch::Contains(reason));
        }
        CHECK(g->fen() == before);
    }
    // A game without castling wants '-'.
    CHECK_THROWS_WITH(game("tencubed", "4k5/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1"),
                      Catch::Contains("no castling"));
}
