#include "engine/go_command.h"

#include <algorithm>
#include <charconv>

#include "search/types.h"

namespace hecto {

namespace {

constexpr long long MAX_MS = 1LL << 40;  // about 35 years
constexpr long long MAX_NODES = 1LL << 50;
constexpr int MAX_MOVES_TO_GO = 10000;
constexpr int FALLBACK_MOVE_TIME_MS = 1000;

}  // namespace

bool isGoKeyword(const std::string& w) {
    for (const char* k : {"wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "mate", "movetime",
                          "infinite", "ponder", "searchmoves", "perft"})
        if (w == k) return true;
    return false;
}

GoCommand readGo(const std::vector<std::string>& words, const Game& game) {
    GoCommand g;
    SearchLimits& l = g.limits;
    size_t i = 0;
    // The value after a keyword, brought into [min, max]; false if missing
    // or unreadable.
    const auto value = [&](const std::string& key, long long min, long long max, long long& out) {
        if (i >= words.size() || isGoKeyword(words[i])) {
            g.warnings.push_back("go " + key + " needs a value (ignored)");
            return false;
        }
        const std::string& text = words[i++];
        long long v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        const bool huge = ec == std::errc::result_out_of_range && end == text.data() + text.size();
        if (!huge && (ec != std::errc() || end != text.data() + text.size())) {
            g.warnings.push_back("go " + key + " must be a whole number, not '" + text + "' (ignored)");
            return false;
        }
        if (huge || v < min || v > max) {
            const long long c = huge ? (text[0] == '-' ? min : max) : std::clamp(v, min, max);
            g.warnings.push_back("go " + key + " " + text + " is out of range; using " + std::to_string(c));
            v = c;
        }
        out = v;
        return true;
    };
    long long v = 0;
    while (i < words.size()) {
        const std::string w = words[i++];
        if (w == "wtime" || w == "btime") {
            // A flagged clock may be sent as zero or less: move at once.
            if (value(w, 1, MAX_MS, v)) l.time[w == "wtime" ? WHITE : BLACK] = v;
        } else if (w == "winc" || w == "binc") {
            if (value(w, 0, MAX_MS, v)) l.inc[w == "winc" ? WHITE : BLACK] = v;
        } else if (w == "movestogo") {
            if (value(w, 1, MAX_MOVES_TO_GO, v)) l.movesToGo = int(v);
        } else if (w == "depth") {
            if (value(w, 1, MAX_PLY - 1, v)) l.depth = int(v);
        } else if (w == "nodes") {
            if (value(w, 1, MAX_NODES, v)) l.nodes = uint64_t(v);
        } else if (w == "mate") {
            if (value(w, 1, MAX_PLY / 2, v)) l.mate = int(v);
        } else if (w == "movetime") {
            if (value(w, 1, MAX_MS, v)) l.moveTime = v;
        } else if (w == "infinite") {
            l.infinite = true;
        } else if (w == "ponder") {
            l.ponder = true;
        } else if (w == "searchmoves") {
            for (; i < words.size() && !isGoKeyword(words[i]); ++i) {
                try {
                    l.searchMoves.push_back(game.moveName(game.parseMove(words[i])));
                } catch (const InputError& e) {
                    g.warnings.push_back(std::string(e.what()) + "; left out of searchmoves");
                }
            }
        } else if (w == "perft") {
            g.warnings.push_back("go perft must come alone (ignored)");
            ++i;
        } else {
            g.warnings.push_back("unknown go parameter '" + w + "' (ignored)");
        }
    }
    // A go left with no limit by its errors meant some limit: a GUI waiting
    // for the move must not wait for ever.
    const bool limited = l.usesClock() || l.depth || l.nodes || l.mate || l.moveTime || l.infinite || l.ponder;
    if (!g.warnings.empty() && !limited) {
        l.moveTime = FALLBACK_MOVE_TIME_MS;
        g.warnings.push_back("no usable limit left; searching for " + std::to_string(FALLBACK_MOVE_TIME_MS) + " ms");
    }
    return g;
}

}  // namespace hecto
