// The captures-and-promotions generator against the full one.
#include <algorithm>
#include <catch2/catch.hpp>

#include "movegen/movegen.h"
#include "movegen/prng.h"

using namespace hecto;

template <class G> void compareNoisy(const char* variant) {
    const Variant& v = *findVariant(variant);
    Prng rng(99);
    for (int game = 0; game < 30; ++game) {
        Position<G> pos(v);
        for (int ply = 0; ply < 150; ++ply) {
            MoveList all, noisy;
            legalMoves(pos, all);
            noisyMoves(pos, noisy);
            if (!all.size) break;
            std::vector<uint32_t> expected, got;
            for (Move m : all)
                if (pos.inCheck() || pos.at(m.to()) || m.kind() == PROMOTION || m.kind() == EN_PASSANT)
                    expected.push_back(m.raw());
            for (Move m : noisy) got.push_back(m.raw());
            std::sort(expected.begin(), expected.end());
            std::sort(got.begin(), got.end());
            REQUIRE(got == expected);
            pos.make(all.moves[rng.next() % all.size]);
        }
    }
}

TEST_CASE("noisy moves are exactly the captures and promotions, or all evasions", "[movegen]") {
    compareNoisy<Geo8x8>("chess");
    compareNoisy<Geo10x10>("tencubed");
    compareNoisy<Geo10x10>("bigchess");
    compareNoisy<Geo14x8>("megachess");
}
