// Lazy SMP: threads share the transposition table while they search. Run
// under ThreadSanitizer in CI (the [smp] tests), where a data race in the
// table or the search's shared state is an error.
#include <catch2/catch.hpp>

#include "helpers.h"

using namespace hecto;
using hecto::test::searchTo;

TEST_CASE("two threads find the same mates and play legal moves in every game", "[smp]") {
    const std::pair<const char*, const char*> positions[] = {
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"tencubed", "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1"},
        {"bigchess", "r4k3r/pppn1bpppp/10/4c5/10/10/5C4/10/PPPNBPPPPP/R4K3R w KQkq - 0 1"},
        {"megachess", "r2r3k3r1r/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/R2R3K3R1R w ADLNadln - 0 1"},
        {"bigbang", "11/3rkn5/4P1p4/3b1p1p3/7P3/1b2pP1P3/4P1PKN2/5P1B3/7N3/9B1/11[QRRPqrppp] w - - 0 19"},
    };
    for (const auto& [variant, fen] : positions) {
        INFO(variant);
        auto g = test::game(variant, fen);
        const SearchResult r = searchTo(*g, 8, 2);
        CHECK_NOTHROW(g->make(r.best));
    }
    auto mate = test::game("chess", "8/7k/8/8/8/8/8/RR4K1 w - - 0 1");
    CHECK(searchTo(*mate, 9, 2).score >= VALUE_MATE_IN_MAX_PLY);  // a helper thread may give a longer mate
}
