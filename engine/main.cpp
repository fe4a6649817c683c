// hecto: the engine's one executable. Subcommands run tools; see usage().
#include <cstdio>
#include <iostream>
#include <string_view>

#include "engine/bench.h"
#include "engine/commands.h"
#include "engine/parse.h"
#include "engine/uci.h"

int main(int argc, char** argv) {
    const std::string_view cmd = argc > 1 ? argv[1] : "";
    if (cmd == "perft") return hecto::perftCommand(argc - 1, argv + 1);
    if (cmd == "match") return hecto::matchCommand(argc - 1, argv + 1);
    if (cmd == "extract") return hecto::extractCommand(argc - 1, argv + 1);
    if (cmd == "tune") return hecto::tuneCommand(argc - 1, argv + 1);
    if (cmd.empty() || cmd == "uci") {
        hecto::UciProtocol uci(std::cin, std::cout);
        if (cmd == "uci") uci.command("uci");
        uci.run();
        return 0;
    }
    if (cmd == "bench") {
        return hecto::guarded([&] {
            const int depth = argc > 2 ? int(hecto::parseInt(argv[2], "bench depth", 1, 100)) : 0;
            hecto::runBench(depth, [](const std::string& l) { std::cout << l << "\n"; });
            return 0;
        });
    }
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        hecto::printUsage(stdout);
        return 0;
    }
    hecto::printUsage(stderr);
    return 2;
}
