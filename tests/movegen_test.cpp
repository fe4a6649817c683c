// The generator by type (noisy, quiet) against the full one.
#include <algorithm>
#include <catch2/catch.hpp>

#include "movegen/movegen.h"
#include "movegen/prng.h"

using namespace hecto;

namespace {

template <class G> std::vector<uint32_t> sorted(const MoveList& l) {
    std::vector<uint32_t> v;
    for (Move m : l) v.push_back(m.raw());
    std::sort(v.begin(), v.end());
    return v;
}

template <class G> void compareTypes(const char* variant) {
    const Variant& v = *findVariant(variant);
    Prng rng(99);
    for (int game = 0; game < 30; ++game) {
        Position<G> pos(v);
        for (int ply = 0; ply < 150; ++ply) {
            MoveList all, noisy, quiet;
            legalMoves(pos, all);
            generateMoves<NOISY>(pos, noisy);
            generateMoves<QUIETS>(pos, quiet);
            if (!all.size) break;
            // Evasions come all at once, with the noisy moves (games with check rules).
            const bool evading = !v.kingCapture && pos.inCheck();
            MoveList expectedNoisy, expectedQuiet;
            for (Move m : all) {
                const bool isNoisy = pos.at(m.to()) || m.kind() == PROMOTION || m.kind() == EN_PASSANT;
                (evading || (isNoisy && m.kind() != DROP) ? expectedNoisy : expectedQuiet).push(m);
            }
            INFO(variant << " " << pos.fen());
            REQUIRE(sorted<G>(noisy) == sorted<G>(expectedNoisy));
            REQUIRE(sorted<G>(quiet) == sorted<G>(expectedQuiet));
            pos.make(all.moves[rng.next() % all.size]);
        }
    }
}

}  // namespace

TEST_CASE("noisy moves are the captures and promotions (all evasions in check), quiets the rest", "[movegen]") {
    compareTypes<Geo8x8>("chess");
    compareTypes<Geo10x10>("tencubed");
    compareTypes<Geo10x10>("bigchess");
    compareTypes<Geo14x8>("megachess");
    compareTypes<Geo11x11>("bigbang");
}
