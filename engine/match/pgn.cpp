#include "engine/match/pgn.h"

#include <cctype>
#include <algorithm>
#include <fmt/core.h>

namespace hecto {

namespace {

constexpr size_t LINE_WIDTH = 79;

// "{+0.35/12 0.52s}", "{-M3/20 1.10s}", "{book}"
std::string comment(const RecordedMove& m) {
    if (m.book) return "{book}";
    std::string score = "";
    if (m.hasScore) {
        if (m.mateMoves) score = fmt::format("{}M{}", m.mateMoves > 0 ? "+" : "-", std::abs(m.mateMoves));
        else score = fmt::format("{:+.2f}", m.scoreCp / 100.0);
        score += fmt::format("/{} ", m.depth);
    }
    return fmt::format("{{{}{:.2f}s}}", score, m.seconds);
}

std::string tag(const std::string& name, const std::string& value) {
    std::string escaped;
    for (char c : value) {
        if (c == '"' || c == '\\') escaped += '\\';
        escaped += c;
    }
    return fmt::format("[{} \"{}\"]\n", name, escaped);
}

}  // namespace

int moveNumber(std::string_view text) {
    int n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') break;
        n = std::min(MAX_MOVE_NUMBER, n * 10 + (c - '0'));
    }
    return std::max(1, n);
}

// PGN move text tokens without move numbers, comments, variations, NAGs
// and results.
std::vector<std::string> pgnMoveTokens(const std::string& text) {
    std::vector<std::string> out;
    int braces = 0, parens = 0;
    std::string cur;
    const auto flush = [&] {
        if (cur.empty()) return;
        std::string t = cur;
        cur.clear();
        if (t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*" || t[0] == '$') return;
        const size_t dot = t.find_last_of('.');
        if (dot != std::string::npos) t = t.substr(dot + 1);  // "12." or "12...Nf6"
        if (t.find_first_not_of("0123456789") != std::string::npos) out.push_back(t);  // not empty, not a number
    };
    for (char c : text) {
        if (c == '{') ++braces, flush();
        else if (c == '}') braces = std::max(0, braces - 1);
        else if (braces) continue;
        else if (c == '(') ++parens, flush();
        else if (c == ')') parens = std::max(0, parens - 1);
        else if (parens) continue;
        else if (std::isspace(static_cast<unsigned char>(c))) flush();
        else cur += c;
    }
    flush();
    return out;
}

std::string toPgn(const GameRecord& g, const std::string& event, bool minimal) {
    std::string out;
    out += tag("Event", event);
    out += tag("Site", "?");
    out += tag("Date", g.date);
    out += tag("Round", std::to_string(g.round));
    out += tag("White", g.white);
    out += tag("Black", g.black);
    out += tag("Result", resultText(g.result));
    if (g.variant->key != "chess") out += tag("Variant", g.variant->name);
    if (g.customStart) {
        out += tag("FEN", g.startFen);
        out += tag("SetUp", "1");
    }
    if (!minimal) {
        out += tag("TimeControl", g.timeControl);
        out += tag("PlyCount", std::to_string(g.moves.size()));
        out += tag("Termination", g.termination);
    }
    out += "\n";

    // Move text: numbers from the start position's move number and side.
    const size_t fields = g.startFen.find(' ');
    const bool blackFirst = fields != std::string::npos && g.startFen.compare(fields + 1, 1, "b") == 0;
    int number = 1;
    if (const size_t last = g.startFen.find_last_of(' '); last != std::string::npos)
        number = moveNumber(std::string_view(g.startFen).substr(last + 1));
    std::string line;
    const auto emit = [&](const std::string& token) {
        if (!line.empty() && line.size() + 1 + token.size() > LINE_WIDTH) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + token;
    };
    for (size_t i = 0; i < g.moves.size(); ++i) {
        const bool white = (i % 2 == 0) != blackFirst;
        if (white) emit(fmt::format("{}.", number));
        else if (i == 0) emit(fmt::format("{}...", number));
        emit(g.moves[i].san);
        if (!minimal) emit(comment(g.moves[i]));
        if (!white) ++number;
    }
    if (!minimal) emit("{" + g.reason + "}");
    emit(resultText(g.result));
    out += line + "\n\n";
    return out;
}

}  // namespace hecto
