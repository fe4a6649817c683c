#include "fuzz/targets.h"

namespace hecto::fuzz {

const std::vector<Target>& targets() {
    static const std::vector<Target> all = {
        {"fen", fen},           {"uci", uci},           {"cecp", cecp},       {"moves", moves},
        {"openings", openings}, {"labelled", labelled}, {"extract", extract},
        {"variants", variantsFile},
    };
    return all;
}

}  // namespace hecto::fuzz
