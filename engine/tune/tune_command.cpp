// hecto extract and hecto tune: labelled positions from games, and the
// evaluation's weights fitted to them.
#include <chrono>
#include <cxxopts.hpp>
#include <fmt/core.h>
#include <fstream>
#include <iostream>

#include "engine/commands.h"
#include "engine/datagen/position_file.h"
#include "engine/parse.h"
#include "engine/tune/extract.h"
#include "engine/tune/tuner.h"

namespace hecto {

namespace {

constexpr int MAX_PASSES = 1000;
constexpr int MAX_THREADS = 64;
constexpr int MAX_SKIP_PLIES = 1000;

std::string describe(const std::vector<LabelledPosition>& positions) {
    std::map<std::string, size_t> perGame;
    for (const auto& p : positions) ++perGame[p.variant->key];
    std::string s;
    for (const Variant& v : variants())
        if (perGame.count(v.key)) s += fmt::format("{}{} {}", s.empty() ? "" : ", ", v.key, perGame[v.key]);
    return s;
}

}  // namespace

int extractCommand(int argc, char** argv) {
    cxxopts::Options options("hecto extract", "Write the quiet positions of finished games, labelled with the result "
                                              "and the search score, as lines variant;FEN;result;score for hecto tune.");
    options.add_options()
        ("variant", "game of the PGN: " + variantKeys(), cxxopts::value<std::string>()->default_value("chess"))
        ("pgn", "games to read", cxxopts::value<std::string>())
        ("positions", "a hecto datagen file to read instead of games", cxxopts::value<std::string>())
        ("skip-plies", "plies skipped at the start of each game (book plies always are)",
         cxxopts::value<std::string>()->default_value("16"))
        ("h,help", "show this help");
    return withOptions(options, argc, argv, [&](const cxxopts::ParseResult& args) {
        const std::string key = args["variant"].as<std::string>();
        const Variant* v = findVariant(key);
        if (!v) throw InputError("unknown variant '" + key + "' (known: " + variantKeys() + ")");
        if (args.count("positions")) {
            const std::string path = args["positions"].as<std::string>();
            PositionReader in(path, *v);
            const long n = extractTrainingPositions(in, *v, std::cout);
            std::fprintf(stderr, "%s: %ld positions\n", path.c_str(), n);
            return 0;
        }
        if (!args.count("pgn")) throw InputError("--pgn FILE or --positions FILE is required");
        const std::string path = args["pgn"].as<std::string>();
        std::ifstream in(path);
        if (!in) throw InputError("cannot read '" + path + "'");
        ExtractOptions o;
        o.skipPlies = int(parseInt(args["skip-plies"].as<std::string>(), "skip-plies", 0, MAX_SKIP_PLIES));
        const ExtractCount n = extractPositions(in, *v, o, std::cout, path);
        if (n.games + n.repeated == 0) throw InputError("no finished games in '" + path + "'");
        std::fprintf(stderr, "%s: %ld positions from %d games (%d repeats left out)\n", path.c_str(), n.positions,
                     n.games, n.repeated);
        return 0;
    });
}

int tuneCommand(int argc, char** argv) {
    cxxopts::Options options("hecto tune", "Fit the evaluation's weights to game results (Texel tuning) and write "
                                           "them in the form of search/eval_weights.h.");
    options.add_options()
        ("data", "labelled positions, lines variant;FEN;result[;score] (hecto extract)", cxxopts::value<std::string>())
        ("out", "file for the tuned weights (default: standard output)", cxxopts::value<std::string>())
        ("passes", "most passes of the local search over all weights (0: fit K and report only)",
         cxxopts::value<std::string>()->default_value("20"))
        ("validation", "hold out every n-th run of 64 positions of each game, to measure the fit (0: none)",
         cxxopts::value<std::string>()->default_value("10"))
        ("threads", "threads computing the error", cxxopts::value<std::string>()->default_value("1"))
        ("fixed-material", "keep the piece values, tune the other weights only")
        ("result-percent", "share of the game result in the target, the rest from the search score",
         cxxopts::value<std::string>()->default_value("30"))
        ("h,help", "show this help");
    return withOptions(options, argc, argv, [&](const cxxopts::ParseResult& args) {
        if (!args.count("data")) throw InputError("--data FILE is required");
        TuneOptions o;
        o.passes = int(parseInt(args["passes"].as<std::string>(), "passes", 0, MAX_PASSES));
        o.threads = int(parseInt(args["threads"].as<std::string>(), "threads", 1, MAX_THREADS));
        o.validationEvery = int(parseInt(args["validation"].as<std::string>(), "validation", 0, 1000000));
        o.material = !args.count("fixed-material");
        const int resultPercent = int(parseInt(args["result-percent"].as<std::string>(), "result-percent", 0, 100));
        const double resultWeight = resultPercent / 100.0;
        o.log = [](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); };
        std::ofstream file;
        if (args.count("out")) {
            file.open(args["out"].as<std::string>());
            if (!file) throw InputError("cannot write '" + args["out"].as<std::string>() + "'");
        }
        const std::string path = args["data"].as<std::string>();
        std::ifstream in(path);
        if (!in) throw InputError("cannot read '" + path + "'");
        const auto positions = readLabelled(in, path);
        const auto start = std::chrono::steady_clock::now();
        const Tuner tuner(positions, o.validationEvery, resultWeight);
        o.log(fmt::format("{} positions ({}), {} held out", positions.size(), describe(positions),
                          tuner.validationCount()));

        const Weights initial = Weights::current();
        const double k = tuner.fitK(initial, o.threads);
        const Errors before = tuner.errors(initial, k, o.threads);
        // Without held-out positions there is no validation error to show
        // (not a perfect 0).
        const bool heldOut = tuner.validationCount() > 0;
        o.log(fmt::format("K = {:.4f}, error {:.6f} ({})", k, before.train,
                          heldOut ? fmt::format("validation {:.6f}", before.validation) : "no held-out positions"));
        const Weights tuned = tuner.tune(initial, k, o);
        const Errors after = tuner.errors(tuned, k, o.threads);
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        o.log(fmt::format("error {:.6f} -> {:.6f}, {}, {:.0f} s", before.train, after.train,
                          heldOut ? fmt::format("validation {:.6f} -> {:.6f}", before.validation, after.validation)
                                  : "no held-out positions",
                          secs));

        const std::string how = fmt::format(
            "Evaluation weights and material per game, in centipawns: (middle game,\n"
            "end game) pairs and tables per piece type. Written by `hecto tune`: Texel\n"
            "tuning, each game's weights fitted to its own positions by a local search\n"
            "minimising the mean squared error of sigmoid(K * eval) against {}% game\n"
            "result + {}% sigmoid(K * search score), K = {:.4f}, {}on {} quiet\n"
            "positions of node-limited self-play (hecto extract):\n"
            "{}.\n"
            "Error {:.6f} -> {:.6f}, {}.",
            resultPercent, 100 - resultPercent, k, o.material ? "" : "material fixed, ", positions.size(),
            describe(positions), before.train, after.train,
            heldOut ? fmt::format("on {} held-out positions {:.6f} -> {:.6f}", tuner.validationCount(),
                                  before.validation, after.validation)
                    : std::string("no positions held out"));
        const std::string text = weightsHeader(tuned, how);
        if (file.is_open()) file << text;
        else std::cout << text;
        return 0;
    });
}

}  // namespace hecto
