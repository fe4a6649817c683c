#include "engine/bench.h"

#include <chrono>
#include <fmt/core.h>
#include <vector>

#include "movegen/game.h"
#include "search/nnue/embedded.h"
#include "search/searcher.h"

namespace hecto {

namespace {

constexpr int BENCH_HASH_MB = 16;

struct BenchPosition {
    const char* variant;
    const char* fen;
    int depth;
};

const std::vector<BenchPosition> POSITIONS = {
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 12},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 9},
    {"chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 10},
    {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14},
    {"tencubed", "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1", 9},
    {"tencubed", "1rc1amwc2/w1nb1k1nr1/1pppp2p2/9p/p1B2p1qp1/4b3P1/P4p4/CPPPP1PPRP/1RNBQK1N1W/3WAM1C2 w - - 3 13", 7},
    {"bigchess", "rnbcqkcbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1", 9},
    {"bigchess", "r4k3r/pppn1bpppp/10/4c5/10/10/5C4/10/PPPNBPPPPP/R4K3R w KQkq - 0 1", 8},
    {"megachess", "rnbrnbqkbnbrnr/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/RNBRNBQKBNBRNR w ADLNadln - 0 1", 9},
    {"megachess", "r2r3k3r1r/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/R2R3K3R1R w ADLNadln - 0 1", 9},
    {"bigbang", "11/11/11/11/5k5/11/5K5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1", 16},
    {"bigbang", "11/3rkn5/4P1p4/3b1p1p3/7P3/1b2pP1P3/4P1PKN2/5P1B3/7N3/9B1/11[QRRPqrppp] w - - 0 19", 12},
};

// The network each position's game is searched with.
std::vector<std::shared_ptr<const Network>> networks(const BenchOptions& o) {
    std::vector<std::shared_ptr<const Network>> nets;
    bool fileFits = false;
    std::string refusal;
    for (const BenchPosition& p : POSITIONS) {
        const Variant& v = *findVariant(p.variant);
        std::shared_ptr<const Network> net;
        if (o.nnue && !o.evalFile.empty()) {
            try {
                net = Network::load(o.evalFile, v);
                fileFits = true;
            } catch (const InputError& e) {
                if (refusal.empty()) refusal = e.what();
            }
        }
        if (o.nnue && !net) net = embeddedNetwork(v);
        nets.push_back(net);
    }
    if (o.nnue && !o.evalFile.empty() && !fileFits) throw InputError(refusal);
    return nets;
}

}  // namespace

void runBench(const BenchOptions& o, const std::function<void(const std::string&)>& out) {
    const auto nets = networks(o);
    TranspositionTable tt;
    tt.resize(BENCH_HASH_MB);
    uint64_t total = 0;
    const auto start = std::chrono::steady_clock::now();
    for (size_t i = 0; i < POSITIONS.size(); ++i) {
        const BenchPosition& p = POSITIONS[i];
        const Variant& v = *findVariant(p.variant);
        auto game = newGame(v);
        game->setFen(p.fen);
        tt.clear();
        auto searcher = newSearcher(v, tt, [](const std::string&) {});
        searcher->setNetwork(nets[i]);
        SearchLimits limits;
        limits.depth = o.depth ? o.depth : p.depth;
        searcher->start(*game, limits, SearchOptions{});
        searcher->wait();
        const SearchResult r = searcher->lastResult();
        total += r.nodes;
        out(fmt::format("Position {:>2}/{} {:<10} depth {:>2} nodes {:>10} bestmove {}{}", i + 1, POSITIONS.size(),
                        p.variant, limits.depth, r.nodes, game->moveName(r.best), nets[i] ? " (network)" : ""));
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out("");
    out(fmt::format("Nodes searched: {}", total));
    out(fmt::format("Time: {:.3f} s", secs));
    out(fmt::format("Nodes per second: {:.0f}", total / std::max(secs, 1e-9)));
}

}  // namespace hecto
