// The search benchmark: fixed positions of every game searched to a fixed
// depth. The node total is a signature of the search's behaviour. Each game
// is evaluated as the engine would by default: by its network where it has
// one, by the hand-written evaluation otherwise.
#pragma once

#include <functional>
#include <string>

namespace hecto {

struct BenchOptions {
    int depth = 0;         // 0: each position's own depth
    bool nnue = true;      // the games' networks (built in, or evalFile), as the engine plays
    std::string evalFile;  // a network file for one of the bench's games
};

// Throws InputError when evalFile cannot be read or fits none of the games.
void runBench(const BenchOptions& o, const std::function<void(const std::string&)>& out);

}  // namespace hecto
