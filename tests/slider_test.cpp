// The magic / PEXT slider tables against a square-by-square walk.
#include <catch2/catch.hpp>

#include "movegen/attacks.h"
#include "movegen/rules.h"
#include "movegen/variant.h"
#include "movegen/boards.h"
#include "movegen/prng.h"

using namespace hecto;

// Random bits in every word of a bitboard.
template <class BB> BB randomBits(Prng& rng) {
    BB b = 0;
    for (size_t i = 0; i < sizeof(BB) / 8; ++i) b = (b << 64 / 2 << 64 / 2) | BB(rng.next());
    return b;
}

template <class G> void checkSliders(int trials) {
    using BB = typename G::BB;
    Prng rng(12345);
    auto random = [&] { return randomBits<BB>(rng) & G::ALL; };
    for (int trial = 0; trial < trials; ++trial) {
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
    // Every board of the registry; fewer trials on the large ones.
#define HECTO_CHECK_SLIDERS(W, H) checkSliders<Geometry<W, H>>(W * H > 128 ? 300 : 3000);
    HECTO_BOARDS(HECTO_CHECK_SLIDERS)
#undef HECTO_CHECK_SLIDERS
}

TEST_CASE("bitboards of every size: shifts, masks and scans at the edges", "[attacks]") {
    // 16x8 fills a 128-bit integer exactly; 16x16 four words.
    CHECK(Geo16x8::ALL == ~u128(0));
    CHECK(popcount(Geo16x8::ALL) == 128);
    CHECK(popcount(Geo16x16::ALL) == 256);
    CHECK(popcount(Geo12x12::ALL) == 144);
    CHECK(Geo16x8::north(Geo16x8::rankMask(7)) == 0);
    CHECK(Geo16x16::north(Geo16x16::rankMask(14)) == Geo16x16::rankMask(15));
    CHECK(Geo16x16::south(Geo16x16::rankMask(4)) == Geo16x16::rankMask(3));
    CHECK(Geo12x12::north(Geo12x12::rankMask(11)) == 0);
    using W4 = Geo16x16::BB;
    for (int s : {0, 63, 64, 127, 128, 200, 255}) {
        W4 b = bit<W4>(s);
        CHECK(lsb(b) == s);
        CHECK(msb(b | bit<W4>(0)) == s);
        CHECK(popLsb(b) == s);
        CHECK(!b);
        CHECK(popcount(lowSquares<W4>(s)) == s);
        CHECK((bit<W4>(s) - 1) == lowSquares<W4>(s));
    }
    CHECK(moreThanOne(bit<W4>(3) | bit<W4>(250)));
    CHECK(!moreThanOne(bit<W4>(250)));
}

TEST_CASE("leap tables follow the piece descriptions", "[attacks]") {
    const auto& r = rulesOf<Geo10x10>(*findVariant("tencubed"));
    const int e5 = Geo10x10::square(4, 4);
    CHECK(popcount(r.leap[KNIGHT][e5]) == 8);
    CHECK(popcount(ATTACKS<Geo10x10>.king[e5]) == 8);
    CHECK(popcount(r.leap[CHAMPION][e5]) == 12);  // 4 wazir + 4 dabbabah + 4 alfil
    CHECK(popcount(r.leap[WIZARD][e5]) == 12);    // 4 ferz + 8 camel
    CHECK(popcount(r.leap[CHAMPION][0]) == 5);    // a1: b1 c1 a2 a3 c3
    CHECK(popcount(r.leap[WIZARD][0]) == 3);      // a1: b2 d2 b4
}

namespace {
// between and line against sliding from one square to the other.
template <class G> void checkLines() {
    using BB = typename G::BB;
    const auto& at = ATTACKS<G>;
    for (int a = 0; a < G::SQ; ++a)
        for (int b = 0; b < G::SQ; ++b) {
            const BB bb = bit<BB>(b);
            BB between = 0, line = 0;
            if (a != b && (Sliders<G>::slowOrth(a, 0) & bb)) {
                between = Sliders<G>::slowOrth(a, bb) & Sliders<G>::slowOrth(b, bit<BB>(a));
                line = (Sliders<G>::slowOrth(a, 0) & Sliders<G>::slowOrth(b, 0)) | bit<BB>(a) | bb;
            } else if (a != b && (Sliders<G>::slowDiag(a, 0) & bb)) {
                between = Sliders<G>::slowDiag(a, bb) & Sliders<G>::slowDiag(b, bit<BB>(a));
                line = (Sliders<G>::slowDiag(a, 0) & Sliders<G>::slowDiag(b, 0)) | bit<BB>(a) | bb;
            }
            if (at.between[a][b] != between || at.line[a][b] != line) FAIL("squares " << a << " and " << b);
        }
}
}  // namespace

TEST_CASE("squares between and lines through two squares, on every board", "[attacks]") {
#define HECTO_CHECK_LINES(W, H) checkLines<Geometry<W, H>>();
    HECTO_BOARDS(HECTO_CHECK_LINES)
#undef HECTO_CHECK_LINES
    SUCCEED();
}
