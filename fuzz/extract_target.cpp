// PGN games for the tuner (hecto extract --pgn): every position it writes
// must be one the tuner reads.
#include <sstream>

#include "engine/tune/extract.h"
#include "engine/tune/labelled.h"
#include "fuzz/input.h"
#include "movegen/notation.h"

namespace hecto::fuzz {

void extract(const uint8_t* data, size_t size) {
    if (size < 2) return;
    const Variant& v = variantOf(data[0]);
    ExtractOptions options;
    options.skipPlies = data[1] % 32;
    std::istringstream pgn{std::string(textOf(data + 2, size - 2))};
    std::ostringstream out;
    ExtractCount n;
    try {
        n = extractPositions(pgn, v, options, out, "games");
    } catch (const InputError&) {
        return;
    }
    std::istringstream written(out.str());
    std::vector<LabelledPosition> back;
    try {
        back = readLabelled(written, "extracted");
    } catch (const InputError& e) {
        throw Failure(std::string("the tuner refuses what extract wrote: ") + e.what());
    }
    check(long(back.size()) == n.positions, "extract counted other positions than it wrote");
}

}  // namespace hecto::fuzz
