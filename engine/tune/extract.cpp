#include "engine/tune/extract.h"

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
    const auto finish = [&] {
        if (moves.empty() && fen.empty()) return;
        if (result == "1-0" || result == "0-1" || result == "1/2-1/2") {
            try {
                game->setFen(fen.empty() ? v.startFen : fen);
                const double label = parseResult(result);
                // Book plies are marked by their comment and come first.
                const int skip = std::max(options.skipPlies, count(moves, "{book}"));
                int ply = 0;
                for (const std::string& token : pgnMoveTokens(moves)) {
                    const Move m = game->parseSan(token);
                    const bool noisy = token.find_first_of("x=") != std::string::npos;
                    if (ply++ >= skip && !noisy && game->checkers().empty()) {
                        out << labelledLine(v, game->fen(), label) << "\n";
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

}  // namespace hecto
