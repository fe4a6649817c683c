// Square and move names in each game's own notation.
#include <algorithm>
#include <catch2/catch.hpp>

#include "helpers.h"
#include "movegen/variants_file.h"

using namespace hecto;
using hecto::test::game;

namespace {
bool hasMove(const Game& g, const std::string& name) {
    const auto moves = g.legalMoves();
    return std::any_of(moves.begin(), moves.end(), [&](Move m) { return g.moveName(m) == name; });
}
}  // namespace

TEST_CASE("BigChess names its tenth file m and accepts j", "[notation]") {
    auto g = game("bigchess");
    CHECK(hasMove(*g, "m2m5"));
    CHECK_FALSE(hasMove(*g, "j2j5"));
    CHECK(g->moveName(g->parseMove("j2j5")) == "m2m5");
    g->setStandardFiles(true);
    CHECK(hasMove(*g, "j2j5"));
    CHECK(g->moveName(g->parseMove("m2m5")) == "j2j5");
}

TEST_CASE("two-digit ranks and wide boards", "[notation]") {
    auto g = game("tencubed");
    CHECK(hasMove(*g, "e3e5"));
    test::play(*g, "e3e5 e8e6");
    CHECK(g->fen() == "2cwamwc2/1rnbqkbnr1/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 2");
    g = game("megachess");
    CHECK(hasMove(*g, "n2n4"));
    CHECK(hasMove(*g, "m1l3"));
}

TEST_CASE("castling is written as the king's move", "[notation]") {
    auto g = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(hasMove(*g, "e1g1"));
    CHECK(hasMove(*g, "e1c1"));
    g->play("e1g1");
    CHECK(g->fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");

    g = game("bigchess", "r4k3r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    g->play("f1i1");
    CHECK(g->fen() == "r4k3r/10/10/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    g->play("f10c10");
    CHECK(g->fen() == "2kr5r/10/10/10/10/10/10/10/10/R6RK1 w - - 2 2");

    // Mega Chess: the nearer unmoved rook of a wing castles.
    g = game("megachess", "r2r3k3r1r/14/14/14/14/14/14/R2R3K3R1R w ADLNadln - 0 1");
    g->play("h1j1");
    CHECK(g->fen() == "r2r3k3r1r/14/14/14/14/14/14/R2R4RK3R b adln - 1 1");
    // Once the inner rook has left, the outer one castles (hand-checked:
    // the reference engine binds each wing to one rook and cannot say).
    g = game("megachess", "r2r3k3r1r/14/14/14/14/14/14/R2R3K3R1R w ADLNadln - 0 1");
    test::play(*g, "d1d5 d8d6");
    g->play("h1f1");
    CHECK(g->fen() == "r6k3r1r/14/3r10/3R10/14/14/14/5KR4R1R b aln - 3 2");
    g = game("megachess", "r2r3k3r1r/14/14/14/14/14/14/R6K5R w AN - 0 1");
    g->play("h1f1");
    CHECK(g->fen() == "r2r3k3r1r/14/14/14/14/14/14/5KR6R b - - 1 1");
}

TEST_CASE("malformed and illegal moves are rejected, the game unchanged", "[notation][errors]") {
    auto g = game("chess");
    const std::string before = g->fen();
    CHECK_THROWS_WITH(g->play("e2e5"), Catch::Contains("illegal move 'e2e5'"));
    CHECK_THROWS_WITH(g->play("e2"), Catch::Contains("cannot read move"));
    CHECK_THROWS_WITH(g->play("e2e4x"), Catch::Contains("cannot read move"));
    CHECK_THROWS_WITH(g->play("i2i4"), Catch::Contains("cannot read move"));
    CHECK_THROWS_WITH(g->play("e2e4q"), Catch::Contains("illegal move"));
    CHECK_THROWS_WITH(g->play(""), Catch::Contains("cannot read move"));
    CHECK(g->fen() == before);
    auto t = game("tencubed", "4k5/P9/10/10/10/10/10/10/10/4K5 w - - 0 1");
    CHECK_NOTHROW(t->parseMove("a9a10m"));
    CHECK_THROWS_WITH(t->parseMove("a9a10r"), Catch::Contains("illegal move"));
    CHECK_THROWS_WITH(t->parseMove("a9a10"), Catch::Contains("illegal move"));
}

TEST_CASE("Chess960: castling written king-takes-rook, read in both forms", "[notation][chess960]") {
    auto g = game("chess");
    g->setChess960(true);
    g->setFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(hasMove(*g, "e1h1"));
    CHECK(hasMove(*g, "e1a1"));
    CHECK_FALSE(hasMove(*g, "e1g1"));
    // The king's two-square move is read as castling too: no king step goes there.
    CHECK(g->moveName(g->parseMove("e1g1")) == "e1h1");
    CHECK(g->moveName(g->parseMove("e1c1")) == "e1a1");
    g->play("e1h1");
    CHECK(g->fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    g->play("e8a8");
    CHECK(g->fen() == "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");

    // A king one file from its destination: that move is a king step, and
    // castling is only king-takes-rook.
    g->setFen("1k6/8/8/8/8/8/8/5K1R w H - 0 1");
    test::play(*g, "f1g1");
    CHECK(g->fen() == "1k6/8/8/8/8/8/8/6KR b - - 1 1");
    g->setFen("1k6/8/8/8/8/8/8/5K1R w H - 0 1");
    test::play(*g, "f1h1");
    CHECK(g->fen() == "1k6/8/8/8/8/8/8/5RK1 b - - 1 1");

    // King and rook swap; the king that stays on g1 castles too.
    g->setFen("1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1");
    CHECK(hasMove(*g, "f1g1"));
    CHECK_THROWS_WITH(g->play("f1h1"), Catch::Contains("illegal move 'f1h1'"));  // no rook there to castle with
    g->play("f1g1");
    CHECK(g->fen() == "1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRRK1 b kq - 1 1");
    // The rook may land on a square the black rook attacks; the king may not pass it.
    g->setFen("1k3r2/8/8/8/8/8/8/R5KR w HA - 0 1");
    CHECK(hasMove(*g, "g1h1"));
    CHECK_FALSE(hasMove(*g, "g1a1"));
    g->play("g1h1");
    CHECK(g->fen() == "1k3r2/8/8/8/8/8/8/R4RK1 b - - 1 1");
}

TEST_CASE("Chess960 off: castling is the king's move, king-takes-rook is no move", "[notation][chess960]") {
    auto g = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK_THROWS_WITH(g->play("e1h1"), Catch::Contains("illegal move 'e1h1'"));
    // The option on a standard position: the same moves, written king-takes-rook.
    g->setChess960(true);
    CHECK(hasMove(*g, "e1h1"));
    g->setChess960(false);
    CHECK(hasMove(*g, "e1g1"));
}

TEST_CASE("a castling one file long is written king-takes-rook, apart from the king's step", "[notation]") {
    // A game from a variants file whose king castles from h1 to i1: the
    // step h1i1 is a plain king move, so castling is written h1j1 (onto
    // its rook), in UCI and when read as a king's SAN move.
    const std::vector<Variant> games = readVariants(R"(
[near:chess]
maxFile = 10
archbishop = a
chancellor = c
startFen = rnabqbnk1r/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQBNK1R w KQkq - 0 1
castlingKingsideFile = i
castlingQueensideFile = c
)", "test.ini");
    auto g = newGame(games.at(0));
    CHECK(hasMove(*g, "h1i1"));
    CHECK(hasMove(*g, "h1j1"));
    const Move step = g->parseMove("h1i1"), castle = g->parseMove("h1j1");
    CHECK(step.kind() != CASTLING);
    CHECK(castle.kind() == CASTLING);
    CHECK(g->san(step) == "Ki1");
    CHECK(g->san(castle) == "O-O");
    CHECK(g->parseSan("Ki1") == step);
    CHECK(g->parseSan("Kj1") == castle);
    CHECK(g->parseSan("O-O") == castle);
    g->make(castle);
    CHECK(g->fen() == "rnabqbnk1r/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQBNRK1 b kq - 1 1");
}
