// BigBangChess: hands and drops in FEN and notation, the drop order, the
// area growing and shrinking (contractions and what they take), king
// capture and the game's end, each illegal drop's reason, and the search
// finding king captures. Perft is in perft_test.cpp.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace hecto;
using hecto::test::searchTo;
using hecto::test::game;

namespace {

const std::string START = "11/11/11/11/5k5/11/5K5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1";

bool hasMove(const Game& g, const std::string& name) {
    for (Move m : g.legalMoves())
        if (g.moveName(m) == name) return true;
    return false;
}

int playableSquares(const Game& g) {
    int n = 0;
    for (int s = 0; s < 121; ++s) n += g.playable(s);
    return n;
}

}  // namespace

TEST_CASE("bigbang: start position, hands in FEN, drops in UCI and SAN", "[bigbang]") {
    auto g = game("bigbang");
    CHECK(g->fen() == START);
    CHECK(playableSquares(*g) == 9);
    CHECK(g->inHand(WHITE, PAWN) == 8);
    CHECK(g->inHand(BLACK, QUEEN) == 1);
    g->play("P@f6");
    CHECK(g->fen() == "11/11/11/11/5k5/5P5/5K5/11/11/11/11[QRRBBNNPPPPPPPqrrbbnnpppppppp] b - - 0 1");
    CHECK(playableSquares(*g) == 25);
    // The SAN of a drop is its UCI name; SAN input reads it back (a pawn's
    // letter may be left out).
    CHECK(g->san(g->parseMove("P@e7")) == "P@e7");
    CHECK(g->moveName(g->parseSan("@e7")) == "P@e7");
    g->undo();
    CHECK(g->fen() == START);
    // Empty hands are "[]"; "[-]" is read too.
    g->setFen("11/11/11/11/5k5/11/4QK5/11/11/11/11[-] b - - 3 20");
    CHECK(g->fen() == "11/11/11/11/5k5/11/4QK5/11/11/11/11[] b - - 3 20");
}

TEST_CASE("bigbang: drop order levels", "[bigbang]") {
    // Three pawns dropped: only pawns; the fourth unlocks knights and bishops.
    auto g = game("bigbang", "11/11/11/3ppk1p3/11/5K5/11/3PP1P4/11/11/11[QRRBBNNPPPPPqrrbbnnppppp] w - - 0 1");
    CHECK(hasMove(*g, "P@e6"));
    CHECK_FALSE(hasMove(*g, "N@e6"));
    CHECK_THROWS_WITH(g->play("N@e6"), Catch::Contains("N may be dropped only after 4 drops of P"));
    g->setFen("11/11/11/3ppk1p3/11/5K5/11/3PP1PP3/11/11/11[QRRBBNNPPPPqrrbbnnppppp] w - - 0 1");
    CHECK(hasMove(*g, "N@e6"));
    CHECK(hasMove(*g, "B@e6"));
    CHECK_THROWS_WITH(g->play("R@e6"), Catch::Contains("R may be dropped only after 2 drops of N/B"));
    // Two minors dropped: rooks; one rook dropped: the queen.
    g->setFen("11/11/11/3ppk1p3/11/5K5/3N3B3/3PP1PP3/11/11/11[QRRBNPPPPqrrbbnnppppp] w - - 0 1");
    CHECK(hasMove(*g, "R@e6"));
    CHECK_THROWS_WITH(g->play("Q@e6"), Catch::Contains("Q may be dropped only after 1 drops of R"));
    g->setFen("11/11/11/3ppk1p3/11/5K5/3N3B3/3PP1PP3/2R8/11/11[QRBNPPPPqrrbbnnppppp] w - - 0 1");
    CHECK(hasMove(*g, "Q@e6"));
}

TEST_CASE("bigbang: each illegal drop gets its reason; the game is unchanged", "[bigbang][errors]") {
    auto g = game("bigbang");
    const std::string before = g->fen();
    CHECK_THROWS_WITH(g->play("N@f6"), Catch::Contains("only after 4 drops of P"));
    CHECK_THROWS_WITH(g->play("P@e6"), Catch::Contains("share an edge with the own king"));
    CHECK_THROWS_WITH(g->play("P@f3"), Catch::Contains("outside the playable area"));
    CHECK_THROWS_WITH(g->play("P@d5"), Catch::Contains("not next to White's king"));
    CHECK_THROWS_WITH(g->play("K@f6"), Catch::Contains("cannot read drop"));
    CHECK_THROWS_WITH(g->play("P@"), Catch::Contains("cannot read drop"));
    CHECK_THROWS_WITH(g->play("P@f6x"), Catch::Contains("cannot read drop"));
    CHECK_THROWS_WITH(g->play("f5f4"), Catch::Contains("illegal move"));  // outside the 3x3 area
    g->play("P@f6");
    CHECK_THROWS_WITH(g->play("P@f6"), Catch::Contains("occupied"));
    g->setFen("11/11/11/11/5k5/11/5K5/11/11/11/11[Qqrrbbnnpppppppp] w - - 0 1");
    CHECK_THROWS_WITH(g->play("R@f6"), Catch::Contains("White has no R in hand"));
    CHECK(g->fen() == "11/11/11/11/5k5/11/5K5/11/11/11/11[Qqrrbbnnpppppppp] w - - 0 1");
    CHECK_THROWS_WITH(game("chess")->play("P@e4"), Catch::Contains("has no drops"));
    CHECK(before == START);
}

TEST_CASE("bigbang: malformed and impossible FENs", "[bigbang][fen][errors]") {
    auto g = game("bigbang");
    const std::pair<const char*, const char*> bad[] = {
        {"11/11/11/11/5k5/11/5K5/11/11/11/11 w - - 0 1", "hands in brackets"},
        {"11/11/11/11/5k5/11/5K5/11/11/11/11[QQ] w - - 0 1", "more 'Q' than a side's set of 1"},
        {"11/11/11/11/5k5/11/5K5/11/11/11/11[PPPPPPPPP] w - - 0 1", "more 'P'"},
        {"11/11/11/11/5k5/11/5K5/11/11/11/11[K] w - - 0 1", "no piece for a hand: 'K'"},
        {"11/11/11/11/5k5/11/5K5/11/11/11/11[C] w - - 0 1", "no piece for a hand: 'C'"},
        {"11/11/11/11/5k5/11/5K5/11/11/11/11[QR w - - 0 1", "must end with ']'"},
        // Three pieces allow the 5x5 area: c6 is outside it.
        {"11/11/11/11/5k5/2P8/5K5/11/11/11/11[] w - - 0 1", "c6, outside the playable area that 3 pieces allow"},
        {"11/11/11/11/4kk5/11/5K5/11/11/11/11[] w - - 0 1", "two Black kings"},
        // Eight pawns on the board and eight in hand: more than a set.
        {"11/11/11/11/3PPkPP3/3PPPP4/5K5/11/11/11/11[PPPPPPPP] w - - 0 1", "more than a set of 16"},
        {"11/11/11/11/5k5/11/5K5/11/11/11/11[] w KQ - 0 1", "no castling"},
    };
    for (const auto& [fen, message] : bad) {
        INFO(fen);
        CHECK_THROWS_WITH(g->setFen(fen), Catch::Contains(message));
        CHECK(g->fen() == START);
    }
    CHECK_THROWS_WITH(game("chess")->setFen("4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1"), Catch::Contains("no pieces in hand"));
}

TEST_CASE("bigbang: the area grows with drops and shrinks with captures, taking what is outside", "[bigbang]") {
    // The first drop may land on the 5x5 ring it opens.
    auto g = game("bigbang");
    g->play("P@f4");
    CHECK(playableSquares(*g) == 25);

    // Eight pieces (7x7): Qxe6 leaves seven (5x5), and the pieces on the 7x7
    // ring (c3, g9, i9) are taken with it; the half-move clock restarts.
    const std::string ring = "11/11/6p1p2/11/5k5/4p6/4QK5/7p3/2P8/11/11[RRBBNNPPPPPPPqrrbbnnpppp] w - - 7 1";
    g->setFen(ring);
    CHECK(playableSquares(*g) == 49);
    g->play("e5e6");
    CHECK(g->fen() == "11/11/11/11/5k5/4Q6/5K5/7p3/11/11/11[RRBBNNPPPPPPPqrrbbnnpppp] b - - 0 1");
    CHECK(playableSquares(*g) == 25);
    g->undo();
    CHECK(g->fen() == ring);
    // A capture landing on the ring takes the capturing piece too.
    g->play("e5i9");
    CHECK(g->fen() == "11/11/11/11/5k5/4p6/5K5/7p3/11/11/11[RRBBNNPPPPPPPqrrbbnnpppp] b - - 0 1");
    g->undo();

    // One capture, two shrinks: 16 pieces (9x9) become 15 (7x7), whose
    // contraction leaves 7 (5x5), whose ring is emptied in turn.
    const std::string cascade = "11/1N1p3p1B1/8p2/4p6/5kp4/1n7b1/3P1K5/4R6/2P8/1P7P1/11[QRBNPPPPqrrbnppp] w - - 0 1";
    g->setFen(cascade);
    g->play("e4e8");
    CHECK(playableSquares(*g) == 25);
    CHECK(g->fen() == "11/11/11/4R6/5kp4/11/3P1K5/11/11/11/11[QRBNPPPPqrrbnppp] b - - 0 1");
    g->undo();
    CHECK(g->fen() == cascade);
}

TEST_CASE("bigbang: pawns promote on the area's edge; one dropped there waits", "[bigbang]") {
    // Five pieces: the 5x5 area's far edge is rank 8.
    auto g = game("bigbang", "11/11/11/3n7/4P6/11/3k1Kp4/11/11/11/11[QRRBBNNPPPPPPqrrbbnpppp] w - - 0 1");
    for (const char* m : {"e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7d8q"}) CHECK(hasMove(*g, m));
    CHECK_FALSE(hasMove(*g, "e7e8"));
    g->play("e7e8q");
    CHECK(g->fen() == "11/11/11/3nQ6/11/11/3k1Kp4/11/11/11/11[QRRBBNNPPPPPPqrrbbnpppp] b - - 0 1");
    // Black's edge is rank 4.
    CHECK(hasMove(*g, "g5g4q"));

    g = game("bigbang", "11/11/11/11/5K5/11/5k5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1");
    g->play("P@f8");
    g->play("f5f4");
    CHECK_FALSE(hasMove(*g, "f8f9"));
    CHECK_FALSE(hasMove(*g, "f8f9q"));
}

TEST_CASE("bigbang: king capture ends the game; a contraction taking both kings is the mover's win", "[bigbang][status]") {
    auto g = game("bigbang", "11/11/11/11/5k5/11/5K5/3R7/11/11/11[] w - - 0 1");
    CHECK_FALSE(g->status().over());
    g->play("d4d7");
    g->play("f7e7");  // the king steps into the rook's line: no check rules
    g->play("d7e7");
    CHECK(g->status().outcome == Outcome::KING_CAPTURED);
    CHECK(g->status().winner == WHITE);
    CHECK(g->status().describe() == "White captures the king");
    CHECK(g->legalMoves().empty());  // a position without a king has no moves
    CHECK_THROWS_WITH(g->play("P@f6"), Catch::Contains("illegal"));

    // Qxf6 leaves 7 pieces: the 5x5 area loses the ring where both kings
    // stand. The mover wins; had only its own king gone, it would lose.
    g->setFen("11/11/11/8k2/6p4/5p1p3/3P1Q5/2K1P6/11/11/11[RRBBNNPPPPPPqrrbbnnppppp] w - - 0 1");
    g->play("f5f6");
    CHECK(g->status().outcome == Outcome::KING_CAPTURED);
    CHECK(g->status().winner == WHITE);
    g->setFen("11/11/11/5k5/6p4/5p1p3/3P1Q5/2K1P6/11/11/11[RRBBNNPPPPPPqrrbbnnppppp] w - - 0 1");
    g->play("f5f6");
    CHECK(g->status().outcome == Outcome::KING_CAPTURED);
    CHECK(g->status().winner == BLACK);
    // A king may be missing in a FEN: the game is over.
    g->setFen("11/11/11/11/6p4/5K5/4P6/11/11/11/11[QRRBBNNPPPPPPPqrrbbnnppppppp] b - - 0 1");
    CHECK(g->status().winner == WHITE);
    CHECK(g->perft(2) == 0);
}

TEST_CASE("bigbang: draws by fifty moves (drops restart the count), repetition, and no move", "[bigbang][status]") {
    auto g = game("bigbang", "11/11/11/11/5k5/11/5K5/11/11/11/11[Pp] w - - 99 80");
    g->play("P@f6");
    CHECK_FALSE(g->status().over());
    g = game("bigbang", "11/11/11/11/5k5/11/5K5/3R7/11/11/11[] w - - 99 80");
    g->play("d4d5");
    CHECK(g->status().outcome == Outcome::FIFTY_MOVES);
    // Flag falls: a lone king can still take a king.
    CHECK(g->hasMatingMaterial(BLACK));
    g = game("bigbang");
    test::play(*g, "f5e5 f7e7 e5f5 e7f7 f5e5 f7e7 e5f5 e7f7");
    CHECK(g->status().outcome == Outcome::REPETITION);
    CHECK(g->key() == game("bigbang")->key());
}

TEST_CASE("bigbang: keys include the hands; make and unmake restore everything", "[bigbang][zobrist]") {
    auto a = game("bigbang", "11/11/11/11/5k5/11/5K5/11/11/11/11[Qq] w - - 0 1");
    auto b = game("bigbang", "11/11/11/11/5k5/11/5K5/11/11/11/11[Qr] w - - 0 1");
    auto c = game("bigbang", "11/11/11/11/5k5/11/5K5/11/11/11/11[qQ] w - - 0 1");
    CHECK(a->key() != b->key());
    CHECK(a->key() == c->key());  // the order of the letters does not matter
}

TEST_CASE("bigbang: the search takes the king, and finds king captures in 2", "[bigbang][search]") {
    const auto takesKing = [](Game& g) {
        for (Move m : g.legalMoves()) {
            g.make(m);
            const bool won = g.status().outcome == Outcome::KING_CAPTURED;
            g.undo();
            if (won) return true;
        }
        return false;
    };
    // The rook takes the king on h8.
    auto g = game("bigbang", "11/11/11/3R3k3/11/11/5K5/11/11/11/11[] w - - 0 1");
    SearchResult r = searchTo(*g, 4);
    CHECK(g->moveName(r.best) == "d8h8");
    CHECK(r.score == mateIn(1));

    const char* inTwo[] = {
        // Rd4-d8 (or Rg4): every black reply leaves the king to a rook; no
        // drops to block with, and no passing.
        "11/11/11/7k3/3R7/11/5K5/3R7/11/11/11[] w - - 0 1",
        // A queen dropped beside both kings: taking it puts the black king next
        // to the white one, anything else leaves it to the queen.
        "11/11/11/7k3/11/6K4/11/3P7/11/11/11[Q] w - - 0 1",
    };
    for (const char* fen : inTwo) {
        INFO(fen);
        g = game("bigbang", fen);
        CHECK_FALSE(takesKing(*g));
        r = searchTo(*g, 6);
        CHECK(r.score == mateIn(3));
        g->make(r.best);
        for (Move reply : g->legalMoves()) {
            g->make(reply);
            CHECK(takesKing(*g));
            g->undo();
        }
    }
}
