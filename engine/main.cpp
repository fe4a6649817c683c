// hecto: the engine's one executable. Subcommands run tools; see usage().
#include <cstdio>
#include <string_view>

#include "engine/commands.h"

int main(int argc, char** argv) {
    const std::string_view cmd = argc > 1 ? argv[1] : "";
    if (cmd == "perft") return hecto::perftCommand(argc - 1, argv + 1);
    if (cmd == "match") return hecto::matchCommand(argc - 1, argv + 1);
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        hecto::printUsage(stdout);
        return 0;
    }
    hecto::printUsage(stderr);
    return 2;
}
