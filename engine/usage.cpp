#include <fmt/core.h>

#include "engine/commands.h"
#include "movegen/variant.h"

namespace hecto {

void printUsage(std::FILE* out) {
    fmt::print(out,
               "usage: hecto <command> [options]\n"
               "commands:\n"
               "  perft   count the legal move tree of a position (hecto perft --help)\n"
               "  match   play engines against each other (hecto match --help)\n"
               "variants: {}\n",
               variantKeys());
}

}  // namespace hecto
