// hecto perft: node counts of the legal move tree, optionally per root move.
#include <chrono>
#include <cxxopts.hpp>
#include <fmt/core.h>

#include "engine/commands.h"
#include "engine/parse.h"
#include "movegen/game.h"

namespace hecto {

namespace {

constexpr int MAX_PERFT_DEPTH = 20;

std::unique_ptr<Game> setUp(const cxxopts::ParseResult& args) {
    const std::string key = args["variant"].as<std::string>();
    const Variant* v = findVariant(key);
    if (!v) throw InputError("unknown variant '" + key + "' (known: " + variantKeys() + ")");
    auto game = newGame(*v);
    if (args.count("chess960")) {
        if (!v->fischerRandom) throw InputError("--chess960 needs a game that has it (chess), not " + v->key);
        game->setChess960(true);
    }
    if (args.count("fen")) game->setFen(args["fen"].as<std::string>());
    if (args.count("moves")) playMoves(*game, args["moves"].as<std::string>());
    return game;
}

}  // namespace

void playMoves(Game& game, std::string_view moves) {
    size_t i = 0;
    while (i < moves.size()) {
        const size_t end = std::min(moves.find_first_of(" ,\t", i), moves.size());
        if (end > i) game.play(moves.substr(i, end - i));
        i = end + 1;
    }
}

int perftCommand(int argc, char** argv) {
    cxxopts::Options options("hecto perft", "Count the leaf nodes of the legal move tree.");
    options.add_options()
        ("variant", "game: " + variantKeys(), cxxopts::value<std::string>()->default_value("chess"))
        ("depth", "plies to search", cxxopts::value<std::string>()->default_value("5"))
        ("fen", "start from this position instead of the game's start", cxxopts::value<std::string>())
        ("moves", "UCI moves played first, separated by spaces", cxxopts::value<std::string>())
        ("chess960", "Chess960 (chess): castling rights by file in the FEN, castling written king-takes-rook")
        ("divide", "print the count below each root move")
        ("h,help", "show this help");
    return withOptions(options, argc, argv, [&](const cxxopts::ParseResult& args) {
        const int depth = int(parseInt(args["depth"].as<std::string>(), "depth", 0, MAX_PERFT_DEPTH));
        auto game = setUp(args);

        const auto start = std::chrono::steady_clock::now();
        uint64_t nodes = 0;
        if (args.count("divide") && depth > 0) {
            nodes = game->divide(depth, [&](Move m, uint64_t count) {
                fmt::print("{}: {}\n", game->moveName(m), count);
                std::fflush(stdout);  // long counts show their progress
            });
            fmt::print("\n");
        } else {
            nodes = game->perft(depth);
        }
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        fmt::print("Nodes searched: {}\n", nodes);
        fmt::print("Time: {:.3f} s\n", secs);
        fmt::print("Nodes per second: {:.0f}\n", secs > 0 ? nodes / secs : 0.0);
        return 0;
    });
}

}  // namespace hecto
