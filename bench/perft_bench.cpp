// Perft speed on each game's start position, one thread: chess to depth 6,
// BigBangChess (two kings and a few drops) to depth 7, the others to depth
// 5. Prints the median of several runs per game.
#include <algorithm>
#include <chrono>
#include <cxxopts.hpp>
#include <fmt/core.h>
#include <vector>

#include "engine/parse.h"
#include "movegen/game.h"

using namespace hecto;

namespace {

constexpr int DEFAULT_REPS = 5;
constexpr int CHESS_DEPTH = 6, BIGBANG_DEPTH = 7, OTHER_DEPTH = 5;

}  // namespace

int main(int argc, char** argv) {
    cxxopts::Options options("hecto_bench", "Perft speed of the start positions (median of several runs).");
    options.add_options()
        ("variant", "only this game", cxxopts::value<std::string>())
        ("reps", "runs per game", cxxopts::value<std::string>()->default_value(std::to_string(DEFAULT_REPS)))
        ("h,help", "show this help");
    return guarded([&] {
        const auto args = options.parse(argc, argv);
        if (args.count("help")) {
            fmt::print("{}", options.help());
            return 0;
        }
        const int reps = int(parseInt(args["reps"].as<std::string>(), "reps", 1, 1000));
        if (args.count("variant") && !findVariant(args["variant"].as<std::string>()))
            throw InputError("unknown variant '" + args["variant"].as<std::string>() + "'");
        fmt::print("{:<10} {:>5} {:>12} {:>10} {:>10}\n", "variant", "depth", "nodes", "median s", "Mnps");
        for (const Variant& v : variants()) {
            if (args.count("variant") && args["variant"].as<std::string>() != v.key) continue;
            const int depth = v.key == "chess" ? CHESS_DEPTH : v.key == "bigbang" ? BIGBANG_DEPTH : OTHER_DEPTH;
            auto game = newGame(v);
            std::vector<double> secs;
            uint64_t nodes = 0;
            for (int i = 0; i < reps; ++i) {
                const auto start = std::chrono::steady_clock::now();
                nodes = game->perft(depth);
                secs.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
            }
            std::sort(secs.begin(), secs.end());
            const double median = secs[secs.size() / 2];
            fmt::print("{:<10} {:>5} {:>12} {:>10.3f} {:>10.1f}\n", v.key, depth, nodes, median, nodes / median / 1e6);
        }
        return 0;
    });
}
