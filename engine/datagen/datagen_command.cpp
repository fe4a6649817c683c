// hecto datagen: training positions from self-play, appended to a file.
#include <atomic>
#include <chrono>
#include <csignal>
#include <cxxopts.hpp>
#include <fmt/core.h>
#include <mutex>
#include <thread>

#include "engine/commands.h"
#include "engine/datagen/selfplay.h"
#include "engine/parse.h"
#include "engine/progress_line.h"
#include "search/nnue/embedded.h"
#include "search/nnue/network.h"

namespace hecto {

namespace {

constexpr long long MAX_POSITIONS = 1LL << 40;
constexpr int MAX_DATAGEN_THREADS = 256;
constexpr auto PROGRESS_EVERY = std::chrono::seconds(2);

std::atomic<bool> interrupted{false};
void onInterrupt(int) { interrupted = true; }

std::string duration(double seconds) {
    const long s = long(seconds);
    return fmt::format("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
}

}  // namespace

int datagenCommand(int argc, char** argv) {
    cxxopts::Options options("hecto datagen",
                             "Play games against itself from random openings and append their quiet positions, with "
                             "the search's score and the game's result, to a file for hecto train.");
    options.add_options()
        ("variant", "game: " + variantKeys(), cxxopts::value<std::string>()->default_value("chess"))
        ("positions", "positions the file should hold", cxxopts::value<std::string>())
        ("nodes", "nodes a move", cxxopts::value<std::string>()->default_value("5000"))
        ("depth", "plies a move, instead of nodes", cxxopts::value<std::string>())
        ("random-plies", "random moves that open each game", cxxopts::value<std::string>()->default_value("8"))
        ("threads", "games played at once", cxxopts::value<std::string>()->default_value("1"))
        ("seed", "seed of the random openings", cxxopts::value<std::string>()->default_value("1"))
        ("evalfile", "evaluate with this network (default: the game's built-in one, if any)",
         cxxopts::value<std::string>())
        ("hce", "evaluate with the hand-written evaluation")
        ("out", "file to append to", cxxopts::value<std::string>())
        ("h,help", "show this help");
    return withOptions(options, argc, argv, [&](const cxxopts::ParseResult& args) {
        const std::string key = args["variant"].as<std::string>();
        const Variant* v = findVariant(key);
        if (!v) throw InputError("unknown variant '" + key + "' (known: " + variantKeys() + ")");
        if (!args.count("positions")) throw InputError("--positions N is required");
        if (!args.count("out")) throw InputError("--out FILE is required");
        const auto target = uint64_t(parseInt(args["positions"].as<std::string>(), "positions", 1, MAX_POSITIONS));
        SelfPlayOptions o;
        o.nodes = uint64_t(parseInt(args["nodes"].as<std::string>(), "nodes", 1, 1LL << 40));
        if (args.count("depth")) o.depth = int(parseInt(args["depth"].as<std::string>(), "depth", 1, MAX_PLY - 1));
        o.randomPlies = int(parseInt(args["random-plies"].as<std::string>(), "random-plies", 0, 100));
        const int threads = int(parseInt(args["threads"].as<std::string>(), "threads", 1, MAX_DATAGEN_THREADS));
        const auto seed = uint64_t(parseInt(args["seed"].as<std::string>(), "seed", 0, 1LL << 62));
        // The evaluation plays as the engine's would: the next generation of
        // data comes from the current network.
        if (args.count("hce") && args.count("evalfile")) throw InputError("--evalfile and --hce exclude each other");
        if (args.count("evalfile")) o.net = Network::load(args["evalfile"].as<std::string>(), *v);
        else if (!args.count("hce")) o.net = embeddedNetwork(*v);

        PositionWriter writer(args["out"].as<std::string>(), *v);
        const uint64_t start = writer.existing();
        if (start >= target) {
            fmt::print("{} already holds {} positions\n", args["out"].as<std::string>(), start);
            return 0;
        }
        fmt::print("evaluation: {}\n", o.net ? "network (" + o.net->shape() + ")" : std::string("hand-written"));
        std::fflush(stdout);
        struct sigaction sa {};
        sa.sa_handler = onInterrupt;
        sa.sa_flags = SA_RESETHAND;  // a second Ctrl-C ends it at once
        sigaction(SIGINT, &sa, nullptr);
        sigaction(SIGTERM, &sa, nullptr);

        std::mutex mutex;
        std::atomic<uint64_t> total{start}, games{0}, nextGame{0};
        std::atomic<bool> done{false};
        const auto begin = std::chrono::steady_clock::now();
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t)
            workers.emplace_back([&] {
                SelfPlayer player(*v, o);
                while (!done && !interrupted) {
                    // Resuming continues the game numbers, so a resumed run plays new openings.
                    const uint64_t game = start + nextGame++;
                    const auto kept = player.play(seed * 0x9E3779B97F4A7C15ULL + game, interrupted);
                    if (kept.empty()) continue;
                    std::lock_guard lock(mutex);
                    if (done) break;
                    writer.write(kept);
                    ++games;
                    if ((total += kept.size()) >= target) done = true;
                }
            });
        // Progress on stderr, while the workers play.
        ProgressLine progress;
        for (auto last = begin; !done && !interrupted;) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            const auto now = std::chrono::steady_clock::now();
            if (now - last < PROGRESS_EVERY) continue;
            last = now;
            const double secs = std::chrono::duration<double>(now - begin).count();
            const double rate = double(total - start) / secs;
            const double eta = rate > 0 ? double(target - std::min<uint64_t>(total, target)) / rate : 0;
            progress.show(fmt::format("{} / {} positions, {} games, {:.0f} positions/s, ETA {}", total.load(), target,
                                      games.load(), rate, rate > 0 ? duration(eta) : "-"));
        }
        for (auto& w : workers) w.join();
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        progress.clear();
        fmt::print("{} positions ({} new, from {} games) in {}{}\n", total.load(), total - start, games.load(),
                   duration(secs), interrupted ? "; interrupted: every finished game is kept" : "");
        return interrupted ? 130 : 0;
    });
}

}  // namespace hecto
