#include <fmt/core.h>

#include "engine/commands.h"
#include "movegen/variant.h"

namespace hecto {

void printUsage(std::FILE* out) {
    fmt::print(out,
               "usage: hecto [command] [options]\n"
               "With no command, hecto speaks UCI on standard input and output, or XBoard's\n"
               "protocol (CECP) when the first command is \"xboard\".\n"
               "commands:\n"
               "  bench [DEPTH]  search fixed positions of every game; prints the node total and speed\n"
               "  perft   count the legal move tree of a position (hecto perft --help)\n"
               "  match   play UCI and XBoard engines against each other (hecto match --help)\n"
               "  xboard  speak XBoard's protocol (CECP) from the start (also --xboard)\n"
               "  extract write the quiet positions of played games, labelled with the result (hecto extract --help)\n"
               "  tune    fit the evaluation's weights to labelled positions (hecto tune --help)\n"
               "  datagen play games against itself and keep positions for training a net (hecto datagen --help)\n"
               "  train   train a game's network from those positions (hecto train --help)\n"
               "  serve   serve a page for playing every game in a browser (hecto serve --help)\n"
               "  --version  print the version, source revision and build settings\n"
               "variants: {}\n",
               variantKeys());
}

}  // namespace hecto
