#include "engine/tune/labelled.h"

#include <map>

#include "engine/parse.h"
#include "movegen/game.h"

namespace hecto {

double parseResult(const std::string& text) {
    if (text == "1-0" || text == "1") return 1.0;
    if (text == "0-1" || text == "0") return 0.0;
    if (text == "1/2-1/2" || text == "0.5") return 0.5;
    throw InputError("result must be 1-0, 0-1 or 1/2-1/2, not '" + text + "'");
}

std::string labelledLine(const LabelledPosition& p) {
    std::string line = p.variant->key + ";" + p.fen + ";" + (p.result == 1.0 ? "1-0" : p.result == 0.0 ? "0-1" : "1/2-1/2");
    return p.hasScore ? line + ";" + std::to_string(p.score) : line;
}

namespace {

std::vector<std::string> fields(const std::string& line) {
    std::vector<std::string> out;
    size_t i = 0;
    for (size_t end; (end = line.find(';', i)) != std::string::npos; i = end + 1) out.push_back(line.substr(i, end - i));
    out.push_back(line.substr(i));
    return out;
}

}  // namespace

std::vector<LabelledPosition> readLabelled(std::istream& in, const std::string& source) {
    std::vector<LabelledPosition> out;
    // One game per variant checks the FENs; kept across lines, as setting
    // a FEN is far cheaper than making a game.
    std::map<const Variant*, std::unique_ptr<Game>> games;
    std::string line;
    for (int lineNo = 1; std::getline(in, line); ++lineNo) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
        try {
            const auto f = fields(line);
            if (f.size() != 3 && f.size() != 4) throw InputError("expected variant;FEN;result[;score]");
            const std::string& key = f[0];
            const Variant* v = findVariant(key);
            if (!v) throw InputError("unknown variant '" + key + "' (known: " + variantKeys() + ")");
            std::unique_ptr<Game>& game = games[v];
            if (!game) game = newGame(*v);
            game->setFen(f[1]);
            LabelledPosition p{v, f[1], parseResult(f[2])};
            if (f.size() == 4) p.hasScore = true, p.score = int(parseInt(f[3], "score", -MAX_LABEL_SCORE, MAX_LABEL_SCORE));
            out.push_back(p);
        } catch (const InputError& e) {
            throw InputError(source + ":" + std::to_string(lineNo) + ": " + e.what());
        }
    }
    return out;
}

}  // namespace hecto
