#include "engine/match/openings.h"

#include <fstream>
#include <sstream>

#include "engine/match/pgn.h"
#include "movegen/game.h"
#include "search/searcher.h"

namespace hecto {

namespace {

constexpr int RANDOM_OPENING_TRIES = 1000;
constexpr size_t JUDGE_HASH_MB = 1;

std::vector<std::string> splitWords(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> w;
    for (std::string x; in >> x;) w.push_back(x);
    return w;
}

bool isNumber(const std::string& s) { return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos; }

// Applies the opening to a fresh game and returns its moves in UCI form.
Opening checked(const Variant& v, Opening o, const std::vector<std::string>& sanOrUci, bool san) {
    auto g = newGame(v);
    g->setStandardFiles(true);
    if (!o.fen.empty()) g->setFen(o.fen);
    o.moves.clear();
    for (const std::string& text : sanOrUci) {
        const Move m = san ? g->parseSan(text) : g->parseMove(text);
        o.moves.push_back(g->moveName(m));
        g->make(m);
    }
    if (g->status().over()) throw InputError("the game is already over");
    return o;
}

std::vector<Opening> loadPgn(std::istream& in, const Variant& v, const std::string& path) {
    std::vector<Opening> out;
    Opening o;
    std::string moves, line;
    int lineNo = 0, gameLine = 1;
    const auto finish = [&] {
        const auto tokens = pgnMoveTokens(moves);
        if (!tokens.empty() || !o.fen.empty()) {
            try {
                out.push_back(checked(v, o, tokens, true));
            } catch (const InputError& e) {
                throw InputError(path + ":" + std::to_string(gameLine) + ": " + e.what());
            }
        }
        o = Opening{};
        moves.clear();
    };
    bool inMoves = false;
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line[0] == '[') {
            if (inMoves) finish(), inMoves = false;
            if (moves.empty() && o.fen.empty()) gameLine = lineNo;
            if (line.rfind("[FEN \"", 0) == 0) o.fen = line.substr(6, line.find('"', 6) - 6);
            continue;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        inMoves = true;
        moves += line + "\n";
    }
    finish();
    return out;
}

}  // namespace

std::vector<Opening> loadOpenings(const std::string& path, const Variant& v, OpeningFormat format) {
    std::ifstream in(path);
    if (!in) throw InputError("cannot read openings file '" + path + "'");
    std::stringstream all;
    all << in.rdbuf();
    return parseOpenings(all.str(), path, v, format);
}

std::vector<Opening> parseOpenings(const std::string& text, const std::string& path, const Variant& v, OpeningFormat format) {
    if (format == OpeningFormat::AUTO)
        format = text.find("[Event ") != std::string::npos || text.find("[FEN ") != std::string::npos ? OpeningFormat::PGN
                                                                                                      : OpeningFormat::AUTO;
    if (format == OpeningFormat::PGN) {
        std::istringstream pgn(text);
        auto out = loadPgn(pgn, v, path);
        if (out.empty()) throw InputError("no games in '" + path + "'");
        return out;
    }
    std::vector<Opening> out;
    std::istringstream lines(text);
    std::string line;
    for (int lineNo = 1; std::getline(lines, line); ++lineNo) {
        const auto w = splitWords(line);
        if (w.empty() || w[0][0] == '#') continue;
        Opening o;
        std::vector<std::string> moves;
        size_t i = 0;
        if (w[0].find('/') != std::string::npos) {  // FEN or EPD: board side castling ep [clocks]
            for (; i < w.size() && i < 4; ++i) o.fen += (i ? " " : "") + w[i];
            for (int clocks = 0; clocks < 2 && i < w.size() && isNumber(w[i]); ++clocks) o.fen += " " + w[i++];
            if (i < w.size() && w[i] == "moves") ++i;
            else i = w.size();  // EPD operations are not moves
        } else if (format == OpeningFormat::EPD) {
            throw InputError(path + ":" + std::to_string(lineNo) + ": not a FEN or EPD line");
        }
        moves.assign(w.begin() + long(i), w.end());
        try {
            out.push_back(checked(v, o, moves, false));
        } catch (const InputError& e) {
            throw InputError(path + ":" + std::to_string(lineNo) + ": " + e.what());
        }
    }
    if (out.empty()) throw InputError("no openings in '" + path + "'");
    return out;
}

// A short search of Hecto's own: the score for the side to move.
struct RandomOpenings::Judge {
    explicit Judge(const Variant& v) {
        tt.resize(JUDGE_HASH_MB);
        searcher = newSearcher(v, tt, [](const std::string&) {});
    }
    int score(const Game& g) {
        tt.clear();  // the same opening gets the same verdict, whatever came before
        searcher->newGame();
        SearchLimits limits;
        limits.nodes = RANDOM_OPENING_NODES;
        searcher->start(g, limits, SearchOptions{});
        searcher->wait();
        return searcher->lastResult().score;
    }
    TranspositionTable tt;
    std::unique_ptr<Searcher> searcher;
};

RandomOpenings::RandomOpenings(const Variant& v, int plies, uint64_t seed)
    : variant_(v), plies_(plies), rng_(seed), judge_(std::make_unique<Judge>(v)) {}

RandomOpenings::~RandomOpenings() = default;

Opening RandomOpenings::next() {
    auto g = newGame(variant_);
    g->setStandardFiles(true);
    for (int attempt = 0; attempt < RANDOM_OPENING_TRIES; ++attempt) {
        g->setFen(variant_.startFen);
        Opening o;
        for (int ply = 0; ply < plies_; ++ply) {
            const auto moves = g->legalMoves();
            if (moves.empty()) break;
            const Move m = moves[rng_.next() % moves.size()];
            o.moves.push_back(g->moveName(m));
            g->make(m);
        }
        if (int(o.moves.size()) != plies_ || g->status().over() || !g->materialBalanced()) continue;
        if (plies_ == 0 || std::abs(judge_->score(*g)) <= RANDOM_OPENING_MARGIN_CP) return o;
    }
    throw InputError("could not find a balanced random opening of " + std::to_string(plies_) + " plies");
}

}  // namespace hecto
