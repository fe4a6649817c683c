#include "engine/uci.h"

#include <fmt/core.h>
#include <iostream>
#include <sstream>

#include "engine/bench.h"
#include "engine/engine_options.h"
#include "engine/parse.h"
#include "search/eval.h"

namespace hecto {

namespace {

constexpr int MAX_PERFT_DEPTH = 20;

}  // namespace

UciProtocol::UciProtocol(std::istream& in, std::ostream& out) : in_(in), out_(out) {
    addEngineOptions(options_);
    tt_.resize(DEFAULT_HASH_MB);
    setVariant(*findVariant("chess"));
}

UciProtocol::~UciProtocol() {
    if (searcher_) searcher_->stop();
    waitForSearch();
}

void UciProtocol::send(const std::string& line) {
    std::lock_guard lock(outMutex_);
    out_ << line << std::endl;
}

void UciProtocol::waitForSearch() {
    if (searcher_) searcher_->wait();
}

void UciProtocol::setVariant(const Variant& v) {
    waitForSearch();
    variant_ = &v;
    game_ = newGame(v);
    game_->setStandardFiles(options_.check("UCI_StandardFiles"));
    game_->setChess960(options_.check("UCI_Chess960"));
    searcher_ = newSearcher(v, tt_, [this](const std::string& line) { send(line); });
}

SearchOptions UciProtocol::searchOptions() const { return searchOptionsFrom(options_); }

void UciProtocol::run() {
    for (std::string line; std::getline(in_, line);)
        if (!command(line)) return;
    // End of input: finish like "quit".
    if (searcher_) searcher_->stop();
    waitForSearch();
}

bool UciProtocol::command(const std::string& line) {
    std::istringstream args(line);
    std::string cmd;
    args >> cmd;
    if (cmd.empty()) return true;
    try {
        if (cmd == "quit") {
            searcher_->stop();
            waitForSearch();
            return false;
        }
        if (cmd == "uci") uci();
        else if (cmd == "isready") send("readyok");
        else if (cmd == "stop") searcher_->stop();
        else if (cmd == "ponderhit") searcher_->ponderhit();
        else if (cmd == "ucinewgame") {
            searcher_->stop();
            waitForSearch();
            tt_.clear();
            searcher_->newGame();
            game_->setFen(variant_->startFen);
        } else if (cmd == "setoption") {
            std::string word, name, value;
            args >> word;
            if (word != "name") throw InputError("setoption needs 'name'");
            while (args >> word && word != "value") name += (name.empty() ? "" : " ") + word;
            if (word == "value") std::getline(args >> std::ws, value);
            while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.pop_back();
            applyOption(options_.set(name, value));
        } else if (cmd == "position") position(args);
        else if (cmd == "go") go(args);
        else if (cmd == "d") display();
        else if (cmd == "eval") showEval();
        else if (cmd == "bench") bench(args);
        else error("unknown command '" + cmd + "'");
    } catch (const InputError& e) {
        error(e.what());
    }
    return true;
}

void UciProtocol::uci() {
    send(std::string("id name ") + ENGINE_NAME);
    send("id author the Hecto developers");
    for (const std::string& l : options_.uciLines()) send(l);
    send("uciok");
}

void UciProtocol::applyOption(const std::string& name) {
    if (name == "UCI_Variant") {
        setVariant(*findVariant(options_.get(name)));
    } else if (name == "Hash") {
        waitForSearch();
        tt_.resize(size_t(options_.spin("Hash")));
    } else if (name == "Clear Hash") {
        waitForSearch();
        tt_.clear();
    } else if (name == "UCI_StandardFiles" || name == "UCI_Chess960") {
        waitForSearch();
        game_->setStandardFiles(options_.check("UCI_StandardFiles"));
        game_->setChess960(options_.check("UCI_Chess960"));
    }
}

void UciProtocol::position(std::istringstream& args) {
    waitForSearch();
    std::string word, fen;
    args >> word;
    auto next = newGame(*variant_);
    next->setStandardFiles(options_.check("UCI_StandardFiles"));
    next->setChess960(options_.check("UCI_Chess960"));
    if (word == "fen") {
        while (args >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
        next->setFen(fen);
    } else if (word == "startpos") {
        args >> word;
    } else {
        throw InputError("position needs 'startpos' or 'fen'");
    }
    if (!args.fail() && word != "moves") throw InputError("expected 'moves' after the position, not '" + word + "'");
    while (args >> word) next->play(word);
    game_ = std::move(next);  // only a fully valid command replaces the position
}

void UciProtocol::go(std::istringstream& args) {
    searcher_->stop();
    waitForSearch();
    SearchLimits l;
    std::string word;
    const auto number = [&](const std::string& what, long long min, long long max) {
        std::string v;
        if (!(args >> v)) throw InputError("go " + what + " needs a value");
        return parseInt(v, "go " + what, min, max);
    };
    constexpr long long BIG = 1LL << 40;
    while (args >> word) {
        if (word == "wtime") l.time[WHITE] = std::max(1LL, number(word, -BIG, BIG));
        else if (word == "btime") l.time[BLACK] = std::max(1LL, number(word, -BIG, BIG));
        else if (word == "winc") l.inc[WHITE] = number(word, 0, BIG);
        else if (word == "binc") l.inc[BLACK] = number(word, 0, BIG);
        else if (word == "movestogo") l.movesToGo = int(number(word, 1, 10000));
        else if (word == "depth") l.depth = int(number(word, 1, MAX_PLY - 1));
        else if (word == "nodes") l.nodes = uint64_t(number(word, 1, BIG));
        else if (word == "mate") l.mate = int(number(word, 1, MAX_PLY / 2));
        else if (word == "movetime") l.moveTime = number(word, 1, BIG);
        else if (word == "infinite") l.infinite = true;
        else if (word == "ponder") l.ponder = true;
        else if (word == "perft") return perft(int(number(word, 1, MAX_PERFT_DEPTH)));
        else if (word == "searchmoves") {
            std::string m;
            while (args >> m) l.searchMoves.push_back(game_->moveName(game_->parseMove(m)));
        } else {
            throw InputError("unknown go parameter '" + word + "'");
        }
    }
    searcher_->start(*game_, l, searchOptions());
}

void UciProtocol::perft(int depth) {
    uint64_t total = 0;
    for (const auto& [move, n] : game_->divide(depth)) {
        send(game_->moveName(move) + ": " + std::to_string(n));
        total += n;
    }
    send("");
    send("Nodes searched: " + std::to_string(total));
}

void UciProtocol::display() {
    waitForSearch();
    const Notation n = game_->notation();
    const int w = variant_->width, h = variant_->height;
    // Squares outside the playable area (BigBangChess) are marked '-'.
    for (int r = h - 1; r >= 0; --r) {
        std::string line = fmt::format("{:>3} ", r + 1);
        for (int f = 0; f < w; ++f) {
            const int sq = r * w + f;
            const Piece p = game_->pieceOn(sq);
            const char l = p ? variant_->letter(typeOf(p)) : 0;
            line += ' ';
            line += !game_->playable(sq) ? '-' : !p ? '.' : colorOf(p) == WHITE ? char(std::toupper(l)) : l;
        }
        send(line);
    }
    std::string files = "    ";
    for (int f = 0; f < w; ++f) files += std::string(" ") + n.fileChar(f);
    send(files);
    send("");
    if (variant_->drops())
        for (Color c : {WHITE, BLACK}) {
            std::string hand;
            for (int t = KING - 1; t >= PAWN; --t)
                for (int i = 0; i < game_->inHand(c, PieceType(t)); ++i)
                    hand += std::string(" ") + (c == WHITE ? char(std::toupper(variant_->letter(PieceType(t))))
                                                           : variant_->letter(PieceType(t)));
            send((c == WHITE ? "White hand:" : "Black hand:") + (hand.empty() ? std::string(" -") : hand));
        }
    send("Variant: " + variant_->name);
    send("Fen: " + game_->fen());
    send(fmt::format("Key: {:016X}", game_->key()));
    send("Checkers:" + [&] {
        std::string s;
        for (int sq : game_->checkers()) s += " " + n.square(sq);
        return s.empty() ? std::string(" -") : s;
    }());
}

void UciProtocol::showEval() {
    waitForSearch();
    const auto trace = searcher_->evalTrace(*game_);
    send(fmt::format("{:<18} {:>13} {:>13} {:>13}", "term", "White mg eg", "Black mg eg", "total mg eg"));
    for (const EvalTerm& t : trace) {
        if (t.name.rfind("phase", 0) == 0) {
            send(fmt::format("{:<18} {:>13}", t.name, t.white.mg));
            continue;
        }
        const Score d = t.white - t.black;
        send(fmt::format("{:<18} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6}", t.name, t.white.mg, t.white.eg, t.black.mg,
                         t.black.eg, d.mg, d.eg));
    }
    const Value v = searcher_->evaluate(*game_);
    send(fmt::format("Evaluation: {} cp for the side to move ({})", v, game_->sideToMove() == WHITE ? "White" : "Black"));
}

void UciProtocol::bench(std::istringstream& args) {
    waitForSearch();
    std::string depth;
    args >> depth;
    runBench(depth.empty() ? 0 : int(parseInt(depth, "bench depth", 1, MAX_PLY - 1)),
             [this](const std::string& l) { send(l); });
}

}  // namespace hecto
