// The magic / PEXT slider tables against a square-by-square walk.
#include <catch2/catch.hpp>

#include "movegen/attacks.h"
#include "movegen/prng.h"

using namespace hecto;

template <class G> void checkSliders() {
    using BB = typename G::BB;
    Prng rng(12345);
    auto random = [&] { return BB(u128(rng.next()) << 64 | rng.next()) & G::ALL; };
    for (int trial = 0; trial < 3000; ++trial) {
        BB occ = random();
        if (trial % 3 == 1) occ &= random();  // sparser boards
        if (trial % 3 == 2) occ &= random() & random();
        for (int s = 0; s < G::SQ; ++s) {
            REQUIRE(ATTACKS<G>.orth(s, occ) == Sliders<G>::slowOrth(s, occ));
            REQUIRE(ATTACKS<G>.diag(s, occ) == Sliders<G>::slowDiag(s, occ));
        }
    }
}

TEST_CASE("slider lookups match a walk along the rays", "[attacks]") {
    checkSliders<Geo8x8>();
    checkSliders<Geo10x10>();
    checkSliders<Geo14x8>();
}

TEST_CASE("leap tables follow the piece descriptions", "[attacks]") {
    const auto& at = ATTACKS<Geo10x10>;
    const int e5 = Geo10x10::square(4, 4);
    CHECK(popcount(at.leap[KNIGHT][e5]) == 8);
    CHECK(popcount(at.leap[KING][e5]) == 8);
    CHECK(popcount(at.leap[CHAMPION][e5]) == 12);  // 4 wazir + 4 dabbabah + 4 alfil
    CHECK(popcount(at.leap[WIZARD][e5]) == 12);    // 4 ferz + 8 camel
    CHECK(popcount(at.leap[CHAMPION][0]) == 5);    // a1: b1 c1 a2 a3 c3
    CHECK(popcount(at.leap[WIZARD][0]) == 3);      // a1: b2 d2 b4
}
