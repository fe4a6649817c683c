// hecto: the engine's one executable. Subcommands run tools; see usage().
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>

#include "engine/bench.h"
#include "engine/commands.h"
#include "engine/parse.h"
#include "search/types.h"
#include "engine/uci.h"
#include "engine/version.h"
#include "engine/xboard.h"
#include "movegen/variants_file.h"

namespace {

// `--variants FILE` (or `--variants=FILE`), anywhere on the command line
// and for every command: the file's games are registered before the
// command runs, and the words are taken out of argv.
bool loadVariantFiles(int& argc, char** argv) {
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        std::string path;
        if (a == "--variants") {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "error: --variants needs a file\n");
                return false;
            }
            path = argv[++i];
        } else if (a.substr(0, 11) == "--variants=") {
            path = std::string(a.substr(11));
        } else {
            argv[kept++] = argv[i];
            continue;
        }
        try {
            hecto::loadVariantsFile(path);
        } catch (const hecto::InputError& e) {
            std::fprintf(stderr, "error: %s\n", e.what());
            return false;
        }
    }
    argc = kept;
    argv[argc] = nullptr;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (!loadVariantFiles(argc, argv)) return 2;
    const std::string_view cmd = argc > 1 ? argv[1] : "";
    if (cmd == "perft") return hecto::perftCommand(argc - 1, argv + 1);
    if (cmd == "match") return hecto::matchCommand(argc - 1, argv + 1);
    if (cmd == "extract") return hecto::extractCommand(argc - 1, argv + 1);
    if (cmd == "tune") return hecto::tuneCommand(argc - 1, argv + 1);
    if (cmd == "datagen") return hecto::datagenCommand(argc - 1, argv + 1);
    if (cmd == "train") return hecto::trainCommand(argc - 1, argv + 1);
    if (cmd == "serve") return hecto::serveCommand(argc - 1, argv + 1);
    if (cmd == "xboard" || cmd == "--xboard") {
        hecto::CecpProtocol cecp(std::cin, std::cout);
        cecp.run();
        return 0;
    }
    if (cmd.empty()) {
        // The first command chooses the protocol: "xboard" for CECP, anything
        // else is UCI's.
        std::string first;
        while (std::getline(std::cin, first) && first.find_first_not_of(" \t\r") == std::string::npos) {
        }
        const size_t b = first.find_first_not_of(" \t"), e = first.find_last_not_of(" \t\r");
        if (b != std::string::npos && first.substr(b, e - b + 1) == "xboard") {
            hecto::CecpProtocol cecp(std::cin, std::cout);
            cecp.run();
            return 0;
        }
        hecto::UciProtocol uci(std::cin, std::cout);
        if (!first.empty() && !uci.command(first)) return 0;
        uci.run();
        return 0;
    }
    if (cmd == "uci") {
        hecto::UciProtocol uci(std::cin, std::cout);
        uci.command("uci");
        uci.run();
        return 0;
    }
    if (cmd == "bench") {
        return hecto::guarded([&] {
            hecto::BenchOptions o;
            bool depthGiven = false;
            for (int i = 2; i < argc; ++i) {
                const std::string_view arg = argv[i];
                if (arg == "-h" || arg == "--help") {
                    std::cout << "usage: hecto bench [DEPTH] [--evalfile FILE] [--hce]\n"
                                 "Searches fixed positions of every game (to DEPTH, or each position's own depth)\n"
                                 "and prints the node total, a signature of the search's behaviour, and the speed.\n"
                                 "Each game is evaluated as the engine plays it by default: by its built-in network\n"
                                 "where it has one, else by the hand-written evaluation.\n"
                                 "  --evalfile FILE  the network FILE for its game's positions\n"
                                 "  --hce            the hand-written evaluation everywhere\n";
                    return 0;
                }
                if (arg == "--hce") {
                    o.nnue = false;
                } else if (arg == "--evalfile") {
                    if (i + 1 == argc) throw hecto::InputError("--evalfile needs a FILE");
                    o.evalFile = argv[++i];
                } else if (!depthGiven && !arg.empty() && arg[0] != '-') {
                    o.depth = int(hecto::parseInt(arg, "bench depth", 1, hecto::MAX_PLY - 1));
                    depthGiven = true;
                } else {
                    throw hecto::InputError("unexpected argument '" + std::string(arg) + "'");
                }
            }
            if (!o.nnue && !o.evalFile.empty()) throw hecto::InputError("--evalfile and --hce exclude each other");
            hecto::runBench(o, [](const std::string& l) { std::cout << l << "\n"; });
            return 0;
        });
    }
    if (cmd == "-v" || cmd == "--version" || cmd == "version") {
        std::cout << hecto::engineName() << "\n" << hecto::buildInfo() << "\n";
        return 0;
    }
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        hecto::printUsage(stdout);
        return 0;
    }
    std::fprintf(stderr, "error: unknown command '%s'\n", argv[1]);
    hecto::printUsage(stderr);
    return 2;
}
