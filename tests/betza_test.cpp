// Betza notation: what each description parses into, what is refused, and
// the tables built from it (an irregular piece's attacks read backwards
// must agree with its attacks read forwards).
#include <catch2/catch.hpp>
#include <algorithm>
#include <set>

#include "movegen/betza.h"
#include "movegen/notation.h"
#include "movegen/prng.h"
#include "movegen/rules.h"

using namespace hecto;

namespace {

std::set<std::pair<int, int>> targets(const Movement& m, Path p) {
    std::set<std::pair<int, int>> out;
    for (const Atom& a : m.atoms)
        if (a.path == p) out.insert({a.dx, a.dy});
    return out;
}

std::string refusal(const char* betza) {
    try {
        parseBetza(betza);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("Betza: leapers, riders and compounds", "[betza]") {
    CHECK(targets(parseBetza("N"), Path::LEAP) ==
          std::set<std::pair<int, int>>{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}});
    CHECK(parseBetza("K").atoms.size() == 8);
    CHECK(parseBetza("WF") == parseBetza("K"));
    CHECK(parseBetza("BN") == parseBetza("NB"));
    CHECK(parseBetza("WAD") == parseBetza("WDA"));
    CHECK(parseBetza("CF").atoms.size() == 12);
    CHECK(parseBetza("L") == parseBetza("C"));
    CHECK(targets(parseBetza("Q"), Path::RIDE).size() == 8);
    CHECK(targets(parseBetza("R"), Path::RIDE) == std::set<std::pair<int, int>>{{1, 0}, {-1, 0}, {0, 1}, {0, -1}});
    // A doubled leaper rides; a digit limits the ride.
    const Movement nn = parseBetza("NN");
    CHECK(targets(nn, Path::RIDE).size() == 8);
    CHECK(nn.atoms[0].range == 0);
    const Movement w3 = parseBetza("W3");
    CHECK(targets(w3, Path::RIDE).size() == 4);
    CHECK(std::all_of(w3.atoms.begin(), w3.atoms.end(), [](const Atom& a) { return a.range == 3; }));
    CHECK(parseBetza("R12").atoms[0].range == 12);
}

TEST_CASE("Betza: directions as Fairy-Stockfish reads them", "[betza]") {
    CHECK(targets(parseBetza("fN"), Path::LEAP) == std::set<std::pair<int, int>>{{1, 2}, {-1, 2}});
    CHECK(targets(parseBetza("fsW"), Path::LEAP) == std::set<std::pair<int, int>>{{0, 1}, {1, 0}, {-1, 0}});
    CHECK(targets(parseBetza("fR"), Path::RIDE) == std::set<std::pair<int, int>>{{0, 1}});
    CHECK(targets(parseBetza("vR"), Path::RIDE) == std::set<std::pair<int, int>>{{0, 1}, {0, -1}});
    CHECK(targets(parseBetza("sR"), Path::RIDE) == std::set<std::pair<int, int>>{{1, 0}, {-1, 0}});
    CHECK(targets(parseBetza("fF"), Path::LEAP) == std::set<std::pair<int, int>>{{1, 1}, {-1, 1}});
    CHECK(targets(parseBetza("frF"), Path::LEAP) == std::set<std::pair<int, int>>{{1, 1}});
    CHECK(targets(parseBetza("bN"), Path::LEAP) == std::set<std::pair<int, int>>{{1, -2}, {-1, -2}});
    CHECK(targets(parseBetza("fsN"), Path::LEAP) == std::set<std::pair<int, int>>{{2, 1}, {-2, 1}});
    // The silver and gold generals.
    CHECK(targets(parseBetza("FfW"), Path::LEAP) ==
          std::set<std::pair<int, int>>{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {0, 1}});
    CHECK(targets(parseBetza("WfF"), Path::LEAP) ==
          std::set<std::pair<int, int>>{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}});
}

TEST_CASE("Betza: modality, hoppers, lame and jumping leapers", "[betza]") {
    const Movement cannon = parseBetza("mRcpR");
    for (const Atom& a : cannon.atoms) {
        if (a.path == Path::RIDE) CHECK((a.quiet && !a.capture));
        else CHECK((a.path == Path::HOP && a.capture && !a.quiet));
    }
    CHECK(targets(cannon, Path::HOP).size() == 4);
    CHECK(targets(parseBetza("gQ"), Path::GRASSHOP).size() == 8);
    const Movement pawnLike = parseBetza("mfWcfF");
    CHECK(pawnLike.atoms.size() == 3);
    const Movement horse = parseBetza("nN");
    CHECK(std::all_of(horse.atoms.begin(), horse.atoms.end(), [](const Atom& a) { return a.lame; }));
    CHECK(leapWay(1, 2) == std::vector<std::pair<int, int>>{{0, 1}});
    CHECK(leapWay(2, 2) == std::vector<std::pair<int, int>>{{1, 1}});
    CHECK(leapWay(3, 2) == std::vector<std::pair<int, int>>{{1, 0}, {2, 1}});
    CHECK(parseBetza("jD").atoms[0].jumping);
    // The same move twice keeps the widest modality.
    CHECK(parseBetza("mWcW") == parseBetza("W"));
}

TEST_CASE("Betza: what cannot be read is refused, saying where", "[betza][errors]") {
    CHECK_THAT(refusal("X"), Catch::Contains("unknown letter 'X'") && Catch::Contains("character 1"));
    CHECK_THAT(refusal("Nf"), Catch::Contains("modifiers without a move letter") && Catch::Contains("character 2"));
    CHECK_THAT(refusal("pN"), Catch::Contains("hoppers"));
    CHECK_THAT(refusal("nW"), Catch::Contains("n and j need a leap that passes a square"));
    CHECK_THAT(refusal("nR"), Catch::Contains("for leapers, not riders"));
    CHECK_THAT(refusal("jZ"), Catch::Contains("exactly one square"));
    CHECK_THAT(refusal("ifmW"), Catch::Contains("initial moves"));
    CHECK_THAT(refusal("fceF"), Catch::Contains("en passant"));
    CHECK_THAT(refusal("R0"), Catch::Contains("range of 0"));
    CHECK_THAT(refusal("3"), Catch::Contains("a range must follow"));
    CHECK(refusal("").empty());  // a piece that cannot move
}

TEST_CASE("plain pieces: symmetric leaps and whole rook or bishop lines", "[betza]") {
    for (const char* b : {"N", "B", "R", "Q", "K", "BN", "RN", "WAD", "CF", "FA", "W", "F", "A", "QN"})
        CHECK(plainMovement(parseBetza(b)));
    for (const char* b : {"fN", "mRcpR", "nN", "W3", "fsW", "NN", "mNcB", "gB", "jD"})
        CHECK(!plainMovement(parseBetza(b)));
}

namespace {

// An irregular piece attacks s from x exactly when x is among the
// attackers of s that the backward walk finds.
template <class G> void checkBackwardWalk(const char* betza, int seed) {
    using BB = typename G::BB;
    Variant v;
    v.width = G::W;
    v.height = G::H;
    v.pieces[FIRST_OTHER_TYPE] = {'x', "customPiece1", betza, parseBetza(betza)};
    const Rules<G> r(v);
    REQUIRE(r.irregular(PieceType(FIRST_OTHER_TYPE)));
    Prng rng{uint64_t(seed)};
    for (int trial = 0; trial < 40; ++trial) {
        BB occ = 0;
        for (int s = 0; s < G::SQ; ++s)
            if (rng.next() % 4 == 0) occ |= bit<BB>(s);
        for (Color c : {WHITE, BLACK})
            for (int x = 0; x < G::SQ; ++x)
                for (int s = 0; s < G::SQ; ++s) {
                    if (x == s) continue;
                    const BB o = occ | bit<BB>(x) | bit<BB>(s);
                    const bool forward = testBit(r.attacks(c, PieceType(FIRST_OTHER_TYPE), x, o), s);
                    const bool backward = testBit(r.irregularAttackersOf(c, PieceType(FIRST_OTHER_TYPE), s, o), x);
                    if (forward != backward)
                        FAIL(betza << " colour " << c << " from " << x << " onto " << s << ": forward " << forward);
                }
    }
}

}  // namespace

TEST_CASE("irregular pieces: attackers found backwards are the attacks forwards", "[betza][attacks]") {
    int seed = 1;
    for (const char* b : {"mRcpR", "pR", "gQ", "nN", "nA", "nZ", "jD", "fN", "W3", "NN", "fR", "frF", "mNcB", "fsW"}) {
        checkBackwardWalk<Geometry<10, 10>>(b, seed++);
        checkBackwardWalk<Geometry<16, 16>>(b, seed++);
    }
}
