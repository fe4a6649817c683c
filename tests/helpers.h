// Small helpers shared by the tests.
#pragma once

#include <filesystem>
#include <string>
#include <unistd.h>

#include "movegen/game.h"
#include "search/searcher.h"

namespace hecto::test {

// A fresh path in the temporary directory, removed at the end of the test.
struct TempFile {
    std::string path;
    explicit TempFile(const std::string& name)
        : path((std::filesystem::temp_directory_path() / ("hecto-" + std::to_string(::getpid()) + "-" + name)).string()) {
        std::filesystem::remove(path);
    }
    ~TempFile() { std::filesystem::remove(path); }
};

inline std::unique_ptr<Game> game(const std::string& variant, const std::string& fen = "") {
    auto g = newGame(*findVariant(variant));
    if (!fen.empty()) g->setFen(fen);
    return g;
}

// Plays space-separated UCI moves.
inline void play(Game& g, const std::string& moves) {
    size_t i = 0;
    while (i < moves.size()) {
        size_t end = moves.find(' ', i);
        if (end == std::string::npos) end = moves.size();
        if (end > i) g.play(moves.substr(i, end - i));
        i = end + 1;
    }
}

// The result of a fixed-depth search of the game's position (one thread
// unless asked for more).
inline SearchResult searchTo(Game& g, int depth, int threads = 1) {
    TranspositionTable tt;
    tt.resize(16);
    auto s = newSearcher(g.variant(), tt, [](const std::string&) {});
    SearchLimits l;
    l.depth = depth;
    SearchOptions o;
    o.threads = threads;
    s->start(g, l, o);
    s->wait();
    return s->lastResult();
}

}  // namespace hecto::test
