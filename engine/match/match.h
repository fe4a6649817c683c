// A tournament of engines (UCI or CECP) in one variant: round robin or
// gauntlet, each opening played twice with colours reversed, games run
// concurrently, results as PGN, a running score, periodic and final tables
// and an optional SPRT.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/match/engine_config.h"
#include "engine/match/openings.h"
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
    OpeningFormat openingsFormat = OpeningFormat::AUTO;
    int openingPlies = 0;      // use at most this many plies of each opening, 0: all
    int openingStart = 1;      // the file's first opening to use (1-based); it wraps around
    bool randomOrder = false;  // shuffle the file's openings
    // true: every encounter plays the same openings ("policy=round"); false:
    // each pair of games takes the next opening ("policy=default").
    bool openingPerRound = false;
    int randomPlies = 0;  // random balanced openings of this many plies, when there is no file
    uint64_t seed = 1;
    std::string pgnFile;  // empty: no PGN
    bool pgnMinimal = false;  // no comments
    std::string epdFile;      // the final position of each game; empty: none
    std::string event = "Hecto match";
    Adjudication adjudication;
    std::optional<SprtBounds> sprt;  // two engines only
    bool gauntlet = false;           // the first engine against each other one
    int waitMs = 0;                  // pause between the games of one worker
    int ratingInterval = 10;         // print the tables every this many games, 0: at the end only
};

// Plays the match, writing progress and tables to `out`, errors to `err`.
// Returns the process exit code: 0; 2 if an engine cannot be started at all
// (one error, no table); 130 if `stop` (set by Ctrl-C) ended the running
// games unfinished and stopped the match.
int runMatch(const MatchConfig& config, std::ostream& out, std::ostream& err, const std::atomic<bool>& stop);

}  // namespace hecto
