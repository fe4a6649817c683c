// isLegal, for moves taken from elsewhere (other positions of the same
// game, as the transposition table and killer slots hold them), against
// the generator's list.
#include <algorithm>
#include <catch2/catch.hpp>

#include "movegen/legality.h"
#include "movegen/prng.h"

using namespace hecto;

namespace {

template <class G> void compareAlongRandomGames(const char* variant, uint64_t seed) {
    const Variant& v = *findVariant(variant);
    Prng rng(seed);
    std::vector<Move> seen;  // moves of earlier positions: mostly illegal here
    int legal = 0, tried = 0;
    for (int game = 0; game < 30; ++game) {
        Position<G> pos(v);
        for (int ply = 0; ply < 150; ++ply) {
            MoveList list;
            legalMoves(pos, list);
            if (!list.size) break;
            for (Move m : list) {
                INFO(variant << " " << pos.fen() << " " << pos.notation().move(m));
                REQUIRE(isLegal(pos, m));
                if (rng.next() % 4 == 0) seen.push_back(m);
            }
            for (int i = 0; i < 40 && !seen.empty(); ++i) {
                const Move m = seen[rng.next() % seen.size()];
                const bool expected = std::find(list.begin(), list.end(), m) != list.end();
                INFO(variant << " " << pos.fen() << " " << pos.notation().move(m));
                REQUIRE(isLegal(pos, m) == expected);
                legal += expected;
                ++tried;
            }
            CHECK_FALSE(isLegal(pos, Move()));
            // Arbitrary moves of every kind, mostly nonsense.
            for (int i = 0; i < 20; ++i) {
                const MoveKind kind = MoveKind(rng.next() % 5);
                const int from = int(rng.next() % G::SQ), to = kind == DROP ? from : int(rng.next() % G::SQ);
                const Move m(from, to, kind, kind == PROMOTION || kind == DROP ? int(1 + rng.next() % (KING - 1)) : 0);
                INFO(variant << " " << pos.fen() << " raw " << m.raw());
                REQUIRE(isLegal(pos, m) == (std::find(list.begin(), list.end(), m) != list.end()));
            }
            pos.make(list.moves[rng.next() % list.size]);
        }
    }
    CHECK(legal > tried / 50);
    CHECK(legal < tried);
}

}  // namespace

TEST_CASE("isLegal agrees with the generator for moves of other positions", "[legality]") {
    compareAlongRandomGames<Geo8x8>("chess", 21);
    compareAlongRandomGames<Geo10x10>("tencubed", 22);
    compareAlongRandomGames<Geo10x10>("bigchess", 23);
    compareAlongRandomGames<Geo14x8>("megachess", 24);
    compareAlongRandomGames<Geo11x11>("bigbang", 25);
}
