// Incremental Zobrist keys and make/unmake against from-scratch recomputation
// along random games in every variant.
#include <catch2/catch.hpp>

#include "movegen/movegen.h"
#include "movegen/prng.h"

using namespace hecto;

// From the game's start, or from `fen` with Chess960 on.
template <class G> void randomGames(const char* variant, uint64_t seed, const char* fen = nullptr) {
    const Variant& v = *findVariant(variant);
    Prng rng(seed);
    for (int game = 0; game < 40; ++game) {
        Position<G> pos(v);
        if (fen) {
            pos.setChess960(true);
            pos.setFen(fen);
        }
        std::vector<Move> played;
        std::vector<std::string> fens{pos.fen()};
        for (int ply = 0; ply < 200; ++ply) {
            MoveList list;
            legalMoves(pos, list);
            if (!list.size) break;
            const Move m = list.moves[rng.next() % list.size];
            pos.make(m);
            REQUIRE(pos.key() == pos.computeKey());
            played.push_back(m);
            fens.push_back(pos.fen());
            // The FEN alone gives the same position and key.
            Position<G> copy(v);
            copy.setChess960(fen != nullptr);
            copy.setFen(fens.back());
            REQUIRE(copy.fen() == fens.back());
            REQUIRE(copy.key() == pos.key());
        }
        while (!played.empty()) {
            pos.unmake(played.back());
            played.pop_back();
            fens.pop_back();
            REQUIRE(pos.fen() == fens.back());
            REQUIRE(pos.key() == pos.computeKey());
        }
    }
}

TEST_CASE("incremental keys equal recomputed keys, and unmake restores", "[zobrist]") {
    randomGames<Geo8x8>("chess", 1);
    randomGames<Geo10x10>("tencubed", 2);
    randomGames<Geo10x10>("bigchess", 3);
    randomGames<Geo14x8>("megachess", 4);
    randomGames<Geo11x11>("bigbang", 5);
}

TEST_CASE("Chess960: incremental keys, FENs and unmake along random games", "[zobrist][chess960]") {
    // Kings beside their rooks, on the castling squares, between inner rooks.
    randomGames<Geo8x8>("chess", 6, "1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1");
    randomGames<Geo8x8>("chess", 7, "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1");
    randomGames<Geo8x8>("chess", 8, "2r1kr2/pppppppp/8/8/8/8/PPPPPPPP/2R1KR2 w FCfc - 0 1");
    randomGames<Geo8x8>("chess", 9, "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1");
}

TEST_CASE("keys tell apart side, castling and en passant", "[zobrist]") {
    Position<Geo8x8> a(*findVariant("chess")), b(*findVariant("chess"));
    a.setFen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    b.setFen("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    CHECK(a.key() != b.key());
    b.setFen("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
    CHECK(a.key() != b.key());
    a.setFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    b.setFen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    CHECK(a.key() != b.key());
}
