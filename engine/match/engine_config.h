// How to run one engine in a match, as given on the command line.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/match/time_control.h"

namespace hecto {

enum class Protocol { UCI, XBOARD };

struct EngineConfig {
    std::string name;
    std::string cmd;
    std::vector<std::string> args;
    std::string dir;  // working directory, empty: the runner's
    Protocol protocol = Protocol::UCI;
    std::vector<std::pair<std::string, std::string>> options;  // UCI setoption / CECP option name and value
    TimeControl tc;
    int64_t nodes = 0;  // go nodes, 0: none
    int depth = 0;      // go depth (CECP: sd), 0: none
    int64_t readyTimeoutMs = 15'000;  // the longest a handshake (uciok, readyok, features, pong) may take
};

}  // namespace hecto
