// A tournament of UCI engines in one variant: round robin or gauntlet, each
// opening played twice with colours reversed, games run concurrently,
// results as PGN, a running score, a final table and an optional SPRT.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/match/engine_config.h"
#include "engine/match/referee.h"
#include "engine/match/stats.h"

namespace hecto {

struct MatchConfig {
    std::vector<EngineConfig> engines;
    const Variant* variant = nullptr;
    int games = 2;   // per encounter of two engines (openings are used in pairs)
    int rounds = 1;  // the whole schedule this many times
    int concurrency = 1;
    std::string openingsFile;
    bool randomOrder = false;  // shuffle the file's openings
    int randomPlies = 0;       // random openings of this many plies, when there is no file
    uint64_t seed = 1;
    std::string pgnFile;  // empty: no PGN
    std::string event = "Hecto match";
    Adjudication adjudication;
    std::optional<SprtBounds> sprt;  // two engines only
    bool gauntlet = false;           // the first engine against each other one
};

// Plays the match, writing progress and the final table to `out`. Returns
// the process exit code (0, or 2 if an engine cannot be started at all).
// `stop` (set by Ctrl-C) ends running games unfinished and stops the match.
int runMatch(const MatchConfig& config, std::ostream& out, const std::atomic<bool>& stop);

}  // namespace hecto
