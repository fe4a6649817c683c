// How to run one engine in a match, as given on the command line.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/match/time_control.h"

namespace hecto {

struct EngineConfig {
    std::string name;
    std::string cmd;
    std::vector<std::string> args;
    std::string dir;  // working directory, empty: the runner's
    std::vector<std::pair<std::string, std::string>> options;  // setoption name/value
    TimeControl tc;
    int64_t nodes = 0;  // go nodes, 0: none
    int depth = 0;      // go depth, 0: none
};

}  // namespace hecto
