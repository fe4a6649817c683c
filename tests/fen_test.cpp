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
}

TEST_CASE("Chess960 FENs: Shredder-FEN and X-FEN in, X-FEN out", "[fen][chess960]") {
    auto g = game("chess");
    g->setChess960(true);
    const auto roundTrip = [&](const std::string& in, const std::string& out) {
        INFO(in);
        g->setFen(in);
        CHECK(g->fen() == out);
        g->setFen(out);
        CHECK(g->fen() == out);
    };
    // Rook files (Shredder-FEN) become KQkq where that is the outermost rook.
    roundTrip("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    roundTrip("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
              "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    roundTrip("1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1",
              "1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w KQkq - 0 1");
    // An inner rook keeps its file letter (X-FEN): h1 stands beyond e1.
    roundTrip("1k6/8/8/8/8/8/8/R2KR2R w EA - 0 1", "1k6/8/8/8/8/8/8/R2KR2R w EQ - 0 1");
    roundTrip("1k6/8/8/8/8/8/8/R2KR2R w H - 0 1", "1k6/8/8/8/8/8/8/R2KR2R w K - 0 1");
    roundTrip("nnrqbkrb/pppp1pp1/7p/4p3/6P1/2N2B2/PPPPPP1P/NR1QBKR1 w Ggc - 2 9",
              "nnrqbkrb/pppp1pp1/7p/4p3/6P1/2N2B2/PPPPPP1P/NR1QBKR1 w Kkq - 2 9");
    // KQkq in: the outermost rook of each wing.
    g->setFen("1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w KQkq - 0 1");
    CHECK(g->moveName(g->parseMove("f1g1")) == "f1g1");  // O-O with the g1 rook, not a king step
    CHECK(g->san(g->parseMove("f1g1")) == "O-O");
    // Castling letters that fit no rook, or a second one on a wing.
    const std::pair<const char*, const char*> bad[] = {
        {"1k6/8/8/8/8/8/8/R2KR2R w EH - 0 1", "second right on that wing"},
        {"1k6/8/8/8/8/8/8/RR1K3R w AB - 0 1", "second right on that wing"},
        {"1k6/8/8/8/8/8/8/RR1K3R w AQ - 0 1", "given twice"},
        {"1k6/8/8/8/8/8/8/R2KR2R w G - 0 1", "no rook of that side stands on g1"},
        {"1k6/8/8/8/8/8/8/3KR3 w Q - 0 1", "no rook on that wing"},
        {"1k6/8/8/8/8/8/8/3KR3 w I - 0 1", "bad castling letter"},
    };
    const std::string before = g->fen();
    for (const auto& [fen, reason] : bad) {
        INFO(fen);
        CHECK_THROWS_WITH(g->setFen(fen), Catch::Contains(reason));
        CHECK(g->fen() == before);
    }
}

TEST_CASE("without UCI_Chess960, castling rights must fit standard chess", "[fen][chess960][errors]") {
    auto g = game("chess");
    const std::string before = g->fen();
    const std::pair<const char*, const char*> bad[] = {
        // Today's Chess960 start: the king is not on e1, rooks are named by file.
        {"1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1",
         "castling right 'G' names a rook by its file, as only Chess960 does (UCI_Chess960 is off)"},
        {"1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w KQkq - 0 1",
         "castling right 'K' but the king stands on f1, not e1, as only Chess960 allows (UCI_Chess960 is off)"},
        // Shredder-FEN even for the standard rooks.
        {"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "names a rook by its file"},
        // Q would name b1, the outermost rook of that wing.
        {"r3k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1",
         "castling right 'Q' names the rook on b1, which is no rook's start square, as only Chess960 allows"},
        {"r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1", "names the rook on g1"},
    };
    for (const auto& [fen, reason] : bad) {
        INFO(fen);
        CHECK_THROWS_WITH(g->setFen(fen), Catch::Contains(reason));
        CHECK(g->fen() == before);
    }
    // The other games too keep castling to their start squares.
    CHECK_THROWS_WITH(game("bigchess", "r4k3r/10/10/10/10/10/10/10/10/R4K3R w JAja - 0 1"),
                      Catch::Contains("BigChess writes K, Q, k, q"));
    CHECK_THROWS_WITH(game("bigchess", "r4k3r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1"),
                      Catch::Contains("the king stands on e1, not f1"));
    CHECK_THROWS_WITH(game("megachess", "r2r3k3r1r/14/14/14/14/14/14/R2R3K2R2R w K - 0 1"),
                      Catch::Contains("which is no rook's start square"));
    // Turning the option on takes the same FEN.
    g->setChess960(true);
    g->setFen("1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1");
    // BigChess has no Chess960: the option changes nothing there.
    auto b = game("bigchess");
    b->setChess960(true);
    CHECK_THROWS_WITH(b->setFen("r4k3r/10/10/10/10/10/10/10/10/R4K3R w JAja - 0 1"),
                      Catch::Contains("BigChess writes K, Q, k, q"));
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
        // Numbers are bounded before use: no overflow, one error each.
        {"4294967304/8/8/8/8/8/8/K6k w - - 0 1", "FEN rank 8 is longer than 8 squares"},
        {"8/8/8/8/8/8/8/K99999999999999999999k w - - 0 1", "FEN rank 1 is longer than 8 squares"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1",
         "half-move clock must be a whole number from 0 to 999999, not '99999999999'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1000000 1", "half-move clock must be"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 4294967297",
         "move number must be a whole number from 1 to 999999, not '4294967297'"},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 +1", "move number must be"},
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
    // The largest counters are taken, with leading zeros too.
    g->setFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 999999 0000999999");
    CHECK(g->fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 999999 999999");
    // Played on past them, the FEN written stays one that is read back.
    test::play(*g, "b8a6");
    CHECK(g->fen() == "r1bqkbnr/pppppppp/n7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 999999 999999");
    CHECK_NOTHROW(g->setFen(g->fen()));
    // A game without castling wants '-'.
    CHECK_THROWS_WITH(game("tencubed", "4k5/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1"),
                      Catch::Contains("no castling"));
}
