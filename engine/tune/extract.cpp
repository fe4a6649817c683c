#include "engine/tune/extract.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

#include "engine/datagen/position_file.h"
#include "engine/match/pgn.h"
#include "engine/tune/labelled.h"
#include "movegen/game.h"

namespace hecto {

namespace {

int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (size_t i = text.find(what); i != std::string::npos; i = text.find(what, i + what.size())) ++n;
    return n;
}

// The moves of PGN move text, each with the comment that follows it.
std::vector<std::pair<std::string, std::string>> movesWithComments(const std::string& text) {
    std::vector<std::pair<std::string, std::string>> out;
    size_t i = 0;
    while (i < text.size()) {
        const size_t open = std::min(text.find('{', i), text.size());
        for (const std::string& m : pgnMoveTokens(text.substr(i, open - i))) out.push_back({m, ""});
        if (open == text.size()) break;
        const size_t close = std::min(text.find('}', open), text.size());
        if (!out.empty()) out.back().second = text.substr(open + 1, close - open - 1);
        i = close + 1;
    }
    return out;
}

// The centipawns of a "+0.35/12 0.52s" comment, for the side that moved;
// false for mates, book moves, comments without a score and scores no
// labelled line can hold (readLabelled would refuse the line).
bool commentScore(const std::string& comment, int& cp) {
    const size_t slash = comment.find('/');
    if (slash == std::string::npos || comment.find('M') < slash) return false;
    try {
        size_t used = 0;
        const double pawns = std::stod(comment.substr(0, slash), &used);
        if (used != slash || !(std::abs(pawns) * 100 <= MAX_LABEL_SCORE)) return false;  // also NaN
        cp = int(std::lround(pawns * 100));
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

std::string tagValue(const std::string& line) {
    const size_t a = line.find('"'), b = line.rfind('"');
    return a == std::string::npos || b <= a ? "" : line.substr(a + 1, b - a - 1);
}

}  // namespace

ExtractCount extractPositions(std::istream& pgn, const Variant& v, const ExtractOptions& options, std::ostream& out,
                              const std::string& source) {
    ExtractCount n;
    auto game = newGame(v);
    std::string fen, result, moves, line;
    int lineNo = 0, gameLine = 1;
    std::unordered_set<std::string> seen;
    const auto finish = [&] {
        if (moves.empty() && fen.empty()) return;
        if (result == "1-0" || result == "0-1" || result == "1/2-1/2") {
            try {
                std::string sequence = fen;
                for (const std::string& token : pgnMoveTokens(moves)) sequence += " " + token;
                if (!seen.insert(sequence).second) {
                    ++n.repeated;
                    fen.clear(), result.clear(), moves.clear();
                    return;
                }
                game->setFen(fen.empty() ? v.startFen : fen);
                const double label = parseResult(result);
                // Book plies are marked by their comment and come first.
                const int skip = std::max(options.skipPlies, count(moves, "{book}"));
                int ply = 0;
                for (const auto& [token, comment] : movesWithComments(moves)) {
                    const Move m = game->parseSan(token);
                    const bool noisy = token.find_first_of("x=") != std::string::npos;
                    LabelledPosition p{&v, "", label};
                    const bool scored = commentScore(comment, p.score);
                    // A mate found by the search is no quiet position.
                    const bool mate = comment.find('M') != std::string::npos && comment.find('/') != std::string::npos;
                    if (ply++ >= skip && !noisy && !mate && game->checkers().empty()) {
                        p.fen = game->fen();
                        p.hasScore = scored;
                        if (game->sideToMove() == BLACK) p.score = -p.score;
                        out << labelledLine(p) << "\n";
                        ++n.positions;
                    }
                    game->make(m);
                }
                ++n.games;
            } catch (const InputError& e) {
                throw InputError(source + ":" + std::to_string(gameLine) + ": " + e.what());
            }
        }
        fen.clear(), result.clear(), moves.clear();
    };
    bool inMoves = false, inTags = false;
    while (std::getline(pgn, line)) {
        ++lineNo;
        if (!line.empty() && line[0] == '[') {
            if (inMoves) finish(), inMoves = false;
            if (!inTags) gameLine = lineNo, inTags = true;
            if (line.rfind("[FEN ", 0) == 0) fen = tagValue(line);
            if (line.rfind("[Result ", 0) == 0) result = tagValue(line);
            continue;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        inMoves = true, inTags = false;
        moves += line + "\n";
    }
    finish();
    return n;
}

long extractTrainingPositions(PositionReader& in, const Variant& v, std::ostream& out) {
    long n = 0;
    TrainingPosition p;
    while (in.next(p)) {
        LabelledPosition l{&v, fenOf(v, p), p.result / 2.0};
        l.hasScore = true;
        l.score = p.sideToMove == WHITE ? p.score : -p.score;
        if (std::abs(l.score) > MAX_LABEL_SCORE) continue;
        out << labelledLine(l) << "\n";
        ++n;
    }
    return n;
}

}  // namespace hecto
