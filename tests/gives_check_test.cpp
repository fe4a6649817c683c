// givesCheck, answered before a move is made, against making the move and
// looking at the board, for every legal move along random games of every
// game (in BigBangChess: whether the move attacks the king it could take).
#include <catch2/catch.hpp>

#include "movegen/gives_check.h"
#include "movegen/movegen.h"
#include "movegen/prng.h"

using namespace hecto;

namespace {

template <class G> bool attacksKingAfter(Position<G>& pos, Move m) {
    const Color us = pos.sideToMove();
    pos.make(m);
    const bool check = pos.hasKing(~us) && pos.hasKing(us) && pos.attacked(pos.kingSquare(~us), us, pos.pieces());
    pos.unmake(m);
    return check;
}

template <class G> void compareAlongRandomGames(const char* variant, uint64_t seed, int games) {
    const Variant& v = *findVariant(variant);
    Prng rng(seed);
    int checks = 0, moves = 0;
    for (int game = 0; game < games; ++game) {
        Position<G> pos(v);
        for (int ply = 0; ply < 160; ++ply) {
            MoveList list;
            legalMoves(pos, list);
            if (!list.size) break;
            const CheckProbe<G> probe(pos);
            for (Move m : list) {
                INFO(variant << " " << pos.fen() << " " << pos.notation().move(m));
                const bool expected = attacksKingAfter(pos, m);
                REQUIRE(givesCheck(pos, m) == expected);
                REQUIRE(probe.gives(m) == expected);
                checks += expected;
                ++moves;
            }
            // Prefer checks and captures now and then: they make the
            // positions where discovered checks and contractions happen.
            Move next = list.moves[rng.next() % list.size];
            if (rng.next() % 3 == 0)
                for (Move m : list)
                    if (givesCheck(pos, m) || pos.at(m.to())) next = m;
            pos.make(next);
        }
    }
    INFO(variant << ": " << checks << " checks among " << moves << " moves");
    CHECK(checks > moves / 200);  // the games reach checks of every kind
}

}  // namespace

TEST_CASE("givesCheck agrees with making the move, in every game", "[givescheck]") {
    compareAlongRandomGames<Geo8x8>("chess", 11, 60);
    compareAlongRandomGames<Geo10x10>("tencubed", 12, 40);
    compareAlongRandomGames<Geo10x10>("bigchess", 13, 40);
    compareAlongRandomGames<Geo14x8>("megachess", 14, 40);
    compareAlongRandomGames<Geo11x11>("bigbang", 15, 60);
}

TEST_CASE("givesCheck: discovered checks, castling, en passant, promotion", "[givescheck]") {
    const Variant& chess = *findVariant("chess");
    Position<Geo8x8> pos(chess);
    const auto check = [&](const char* fen, const char* move, bool expected) {
        pos.setFen(fen);
        MoveList list;
        legalMoves(pos, list);
        for (Move m : list)
            if (pos.notation().move(m) == move) {
                INFO(fen << " " << move);
                CHECK(givesCheck(pos, m) == expected);
                CHECK(attacksKingAfter(pos, m) == expected);
                return;
            }
        FAIL("no move " << move << " in " << fen);
    };
    check("4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1", "e2c3", true);    // discovered by the rook
    check("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", true);       // castling rook checks
    check("8/1k6/8/3pP3/8/8/8/4K2B w - d6 0 1", "e5d6", true);   // en passant opens the diagonal
    check("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7e8q", false);
    check("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q", true);      // the queen checks along the rank
    check("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8n", false);
    check("4k3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7c8n", false);
    check("8/2P1k3/8/8/8/8/8/4K3 w - - 0 1", "c7c8n", true);     // the knight checks
}
