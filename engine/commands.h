// Subcommands of the hecto executable. Each takes its own argv (argv[0] is
// the subcommand's name) and returns the process exit code: 0 success,
// 2 bad input.
#pragma once

#include <cstdio>
#include <string_view>

namespace hecto {

class Game;

int perftCommand(int argc, char** argv);
int matchCommand(int argc, char** argv);
int extractCommand(int argc, char** argv);
int tuneCommand(int argc, char** argv);
int datagenCommand(int argc, char** argv);
int trainCommand(int argc, char** argv);
int serveCommand(int argc, char** argv);  // engine/serve/
void printUsage(std::FILE* out);

// Plays perft's --moves: UCI moves separated by spaces, commas or tabs.
void playMoves(Game& game, std::string_view moves);

}  // namespace hecto
