#include "engine/cecp_thinking.h"

#include <sstream>

namespace hecto {

std::string cecpThinking(std::string_view uciInfo, const CecpNotation& n) {
    std::istringstream in{std::string(uciInfo)};
    std::string word, pv;
    long long depth = -1, score = 0, timeMs = 0, nodes = 0;
    bool hasScore = false;
    in >> word;
    if (word != "info") return "";
    while (in >> word) {
        if (word == "depth") in >> depth;
        else if (word == "multipv") {
            int k = 1;
            in >> k;
            if (k != 1) return "";
        } else if (word == "score") {
            std::string kind;
            long long v = 0;
            in >> kind >> v;
            hasScore = true;
            if (kind == "cp") score = v;
            else score = v > 0 ? CECP_MATE_SCORE + v : -CECP_MATE_SCORE + v;  // v < 0: mated in -v
        } else if (word == "time") in >> timeMs;
        else if (word == "nodes") in >> nodes;
        else if (word == "pv") {
            for (std::string m; in >> m;) pv += " " + n.toCecp(m);
        }
    }
    if (depth < 1 || !hasScore || pv.empty()) return "";
    return std::to_string(depth) + " " + std::to_string(score) + " " + std::to_string(timeMs / 10) + " " +
           std::to_string(nodes) + pv;
}

}  // namespace hecto
