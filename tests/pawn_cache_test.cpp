// The pawn-structure cache of the hand-written evaluation: along random
// games of every game, an evaluation through the cache (a miss, then a hit)
// equals one without it, also when evaluators with other weights share the
// cache.
#include <catch2/catch.hpp>
#include <memory>

#include "movegen/movegen.h"
#include "movegen/prng.h"
#include "search/eval.h"
#include "search/zeroed_table.h"
#include "helpers.h"

using namespace hecto;

namespace {

template <class G> void compareWithoutCache(const char* variant, uint64_t seed) {
    const Variant& v = *findVariant(variant);
    const Evaluator<G> eval(v);
    // Other pawn weights: the same pawns must not bring this evaluator the
    // other's terms.
    EvalParams params = evalWeights(v);
    params.isolated = params.isolated + Score{17, 23};
    params.passedMg += 31;
    const Evaluator<G> other(v, params, pieceValues(v));
    ZeroedTable<PawnCache<typename G::BB>> table;
    PawnCache<typename G::BB>& cache = *table;
    Prng rng(seed);
    int positions = 0;
    for (int game = 0; game < 20; ++game) {
        Position<G> pos(v);
        for (int ply = 0; ply < 150; ++ply) {
            MoveList list;
            legalMoves(pos, list);
            if (!list.size) break;
            // Captures often, so that pawns disappear and pass.
            Move m = list.moves[rng.next() % list.size];
            if (rng.next() % 2 == 0)
                for (Move c : list)
                    if (pos.at(c.to())) m = c;
            pos.make(m);
            INFO(variant << " " << pos.fen());
            const Value plain = eval.evaluate(pos), otherPlain = other.evaluate(pos);
            REQUIRE(eval.evaluate(pos, cache) == plain);
            REQUIRE(other.evaluate(pos, cache) == otherPlain);
            REQUIRE(eval.evaluate(pos, cache) == plain);
            ++positions;
        }
    }
    CHECK(positions > 500);
}

}  // namespace

TEST_CASE("pawn cache: evaluations through it equal those without it, for evaluators sharing it", "[eval]") {
    compareWithoutCache<Geo8x8>("chess", 11);
    compareWithoutCache<Geo10x10>("tencubed", 12);
    compareWithoutCache<Geo10x10>("bigchess", 13);
    compareWithoutCache<Geo14x8>("megachess", 14);
}
