// The tuner's data (hecto tune --data): lines variant;FEN;result[;score].
#include <sstream>

#include "engine/tune/labelled.h"
#include "fuzz/input.h"
#include "movegen/notation.h"

namespace hecto::fuzz {

void labelled(const uint8_t* data, size_t size) {
    std::istringstream in{std::string(textOf(data, size))};
    std::vector<LabelledPosition> read;
    try {
        read = readLabelled(in, "data");
    } catch (const InputError&) {
        return;
    }
    // What the tuner reads, extract writes with labelledLine: it must read
    // back the same.
    std::string lines;
    for (const LabelledPosition& p : read) lines += labelledLine(p) + "\n";
    std::istringstream again(lines);
    std::vector<LabelledPosition> back;
    try {
        back = readLabelled(again, "written");
    } catch (const InputError& e) {
        throw Failure(std::string("labelled lines as written are refused: ") + e.what());
    }
    check(back.size() == read.size(), "labelled lines as written read back as another number of positions");
    for (size_t i = 0; i < read.size(); ++i)
        check(back[i].variant == read[i].variant && back[i].fen == read[i].fen && back[i].result == read[i].result &&
                  back[i].hasScore == read[i].hasScore && back[i].score == read[i].score,
              "labelled line " + labelledLine(read[i]) + " reads back otherwise");
}

}  // namespace hecto::fuzz
