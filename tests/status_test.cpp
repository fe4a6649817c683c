// Game end: checkmate, stalemate, repetition, fifty moves, dead positions.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace hecto;
using hecto::test::game;

TEST_CASE("checkmate and stalemate", "[status]") {
    auto g = game("chess");
    test::play(*g, "f2f3 e7e5 g2g4 d8h4");
    CHECK(g->status().outcome == Outcome::CHECKMATE);
    CHECK(g->status().winner == BLACK);
    CHECK(g->legalMoves().empty());
    g = game("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(g->status().outcome == Outcome::STALEMATE);
    // Mate by a Champion's jump cannot be blocked.
    // The rook could reach e9, between king and Champion, but that does not
    // block a jump: only the king's steps to d10 f10 d9 f9 remain.
    g = game("tencubed", "4k5/r9/4C5/10/10/10/10/10/10/4K5 b - - 0 1");
    CHECK(g->legalMoves().size() == 4);
}

TEST_CASE("threefold repetition", "[status]") {
    auto g = game("bigchess");
    test::play(*g, "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1");
    CHECK_FALSE(g->status().over());
    g->play("c8b10");
    CHECK(g->status().outcome == Outcome::REPETITION);
}

TEST_CASE("fifty-move rule only where the game has it", "[status]") {
    auto g = game("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    g->play("a1a2");
    CHECK(g->status().outcome == Outcome::FIFTY_MOVES);
    g = game("bigchess", "5k4/10/10/10/10/10/10/10/10/R4K4 w - - 99 80");
    g->play("a1a2");
    CHECK_FALSE(g->status().over());
    g = game("megachess", "7k6/14/14/14/14/14/14/R6K6 w - - 99 80");
    g->play("a1a2");
    CHECK(g->status().outcome == Outcome::FIFTY_MOVES);
}

TEST_CASE("insufficient material", "[status]") {
    const std::pair<const char*, bool> cases[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},
        {"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true},
        {"4k3/8/8/8/8/8/8/4KB2 w - - 0 1", true},
        {"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true},    // bishops on one colour
        {"4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", false},  // on both colours
        {"4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false},
        {"4k3/8/8/8/8/8/8/4KR2 w - - 0 1", false},
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},
    };
    for (const auto& [fen, dead] : cases) {
        INFO(fen);
        CHECK((game("chess", fen)->status().outcome == Outcome::INSUFFICIENT_MATERIAL) == dead);
    }
    CHECK(game("tencubed", "4k5/10/10/10/10/10/10/10/10/4KW4 w - - 0 1")->status().outcome == Outcome::ONGOING);
}
