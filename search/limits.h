// What a search is asked to do (the UCI "go" command) and how it plays
// (options that stay between searches).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hecto {

struct SearchLimits {
    int64_t time[2] = {0, 0}, inc[2] = {0, 0};  // milliseconds, by colour
    int movesToGo = 0;
    int depth = 0;
    uint64_t nodes = 0;
    int mate = 0;  // find a mate in this many moves
    int64_t moveTime = 0;
    bool infinite = false, ponder = false;
    std::vector<std::string> searchMoves;  // UCI moves; empty: all

    bool usesClock() const { return time[0] > 0 || time[1] > 0; }
};

struct SearchOptions {
    int threads = 1;
    int multiPV = 1;
    int64_t moveOverheadMs = 30;
    int skillLevel = 20;  // 20: full strength
    uint64_t seed = 0;    // for weakened play
};

}  // namespace hecto
