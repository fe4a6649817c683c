#include "engine/tune/labelled.h"

#include "movegen/game.h"

namespace hecto {

double parseResult(const std::string& text) {
    if (text == "1-0" || text == "1") return 1.0;
    if (text == "0-1" || text == "0") return 0.0;
    if (text == "1/2-1/2" || text == "0.5") return 0.5;
    throw InputError("result must be 1-0, 0-1 or 1/2-1/2, not '" + text + "'");
}

std::string labelledLine(const Variant& v, const std::string& fen, double result) {
    return v.key + ";" + fen + ";" + (result == 1.0 ? "1-0" : result == 0.0 ? "0-1" : "1/2-1/2");
}

std::vector<LabelledPosition> readLabelled(std::istream& in, const std::string& source) {
    std::vector<LabelledPosition> out;
    // One game per variant checks the FENs; kept across lines, as setting
    // a FEN is far cheaper than making a game.
    std::vector<std::unique_ptr<Game>> games(variants().size());
    std::string line;
    for (int lineNo = 1; std::getline(in, line); ++lineNo) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
        try {
            const size_t a = line.find(';'), b = line.rfind(';');
            if (a == std::string::npos || a == b) throw InputError("expected variant;FEN;result");
            const std::string key = line.substr(0, a);
            const Variant* v = findVariant(key);
            if (!v) throw InputError("unknown variant '" + key + "' (known: " + variantKeys() + ")");
            const size_t index = size_t(v - &variants()[0]);
            if (!games[index]) games[index] = newGame(*v);
            const std::string fen = line.substr(a + 1, b - a - 1);
            games[index]->setFen(fen);
            out.push_back({v, fen, parseResult(line.substr(b + 1))});
        } catch (const InputError& e) {
            throw InputError(source + ":" + std::to_string(lineNo) + ": " + e.what());
        }
    }
    return out;
}

}  // namespace hecto
