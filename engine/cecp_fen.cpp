#include "engine/cecp_fen.h"

#include <sstream>
#include <vector>

#include "movegen/game.h"

namespace hecto {

namespace {

std::string join(const std::vector<std::string>& fields) {
    std::string s;
    for (const auto& f : fields) s += (s.empty() ? "" : " ") + f;
    return s;
}

// The board's rows from the top, one character per square; none if a row
// is longer than `width` (setFen then says what is wrong). A run of empty
// squares is bounded by the width before it is expanded.
std::vector<std::string> rows(const std::string& board, int width) {
    std::vector<std::string> out(1);
    for (size_t i = 0; i < board.size(); ++i) {
        const char c = board[i];
        if (c == '/') out.emplace_back();
        else if (c >= '0' && c <= '9') {
            int k = c - '0';
            while (k <= width && i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9')
                k = k * 10 + (board[++i] - '0');
            if (int(out.back().size()) + k > width) return {};
            out.back().append(size_t(k), '.');
        } else {
            out.back() += c;
        }
    }
    return out;
}

std::string rookFiles(const std::string& castling, const std::string& board, const Variant& v) {
    const auto r = rows(board, v.width);
    if (int(r.size()) != v.height) return castling;  // setFen will say what is wrong
    std::string out;
    for (char c : castling) {
        const bool white = c == 'K' || c == 'Q';
        const std::string& rank = white ? r.back() : r.front();
        const size_t king = rank.find(white ? 'K' : 'k');
        if (int(rank.size()) != v.width || king == std::string::npos) return castling;
        const bool kingSide = c == 'K' || c == 'k';
        for (int f = 0; f < v.width; ++f)
            if (rank[size_t(f)] == (white ? 'R' : 'r') && (size_t(f) > king) == kingSide)
                out += char((white ? 'A' : 'a') + f);
    }
    return out.empty() ? "-" : out;
}

}  // namespace

std::string hectoFen(const std::string& xboardFen, const Variant& v, const CecpNotation& n, bool chess960) {
    std::istringstream in(xboardFen);
    std::vector<std::string> fields;
    for (std::string f; in >> f;) fields.push_back(f);
    if (fields.size() >= 3 && v.castlingByFile && fields[2] != "-" &&
        fields[2].find_first_not_of("KQkq") == std::string::npos)
        fields[2] = rookFiles(fields[2], fields[0], v);
    if (fields.size() >= 4) fields[3] = n.fromCecp(fields[3]);
    if (fields.size() >= 4 && fields[3] != "-") {
        auto probe = newGame(v);
        probe->setChess960(chess960);
        try {
            probe->setFen(join(fields));
        } catch (const InputError&) {
            std::vector<std::string> noEp = fields;
            noEp[3] = "-";
            probe->setFen(join(noEp));  // throws if the FEN is bad anyway
            fields = noEp;
        }
    }
    return join(fields);
}

}  // namespace hecto
