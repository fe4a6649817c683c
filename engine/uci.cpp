#include "engine/uci.h"

#include <fmt/core.h>
#include <iostream>
#include <sstream>
#include <vector>

#include "engine/bench.h"
#include "engine/go_command.h"
#include "engine/parse.h"
#include "engine/version.h"
#include "search/eval.h"
#include "search/nnue/network.h"

namespace hecto {

namespace {
constexpr int MAX_PERFT_DEPTH = 20;
}  // namespace

UciProtocol::UciProtocol(std::istream& in, std::ostream& out)
    : in_(in), out_(out), session_([this](const std::string& line) { send(line); }) {}

UciProtocol::~UciProtocol() { session_.stopSearch(); }

void UciProtocol::send(const std::string& line) {
    std::lock_guard lock(outMutex_);
    out_ << line << std::endl;
}

void UciProtocol::run() {
    for (std::string line; std::getline(in_, line);)
        if (!command(line)) return;
    // End of input: finish like "quit".
    session_.stopSearch();
}

bool UciProtocol::command(const std::string& line) {
    std::istringstream args(line);
    std::string cmd;
    args >> cmd;
    if (cmd.empty()) return true;
    for (const std::string& e : session_.settle()) error(e);
    try {
        if (cmd == "quit") {
            session_.stopSearch();
            return false;
        }
        if (cmd == "uci") uci();
        else if (cmd == "isready") send("readyok");
        else if (cmd == "stop") session_.signalStop();
        else if (cmd == "ponderhit") session_.ponderhit();
        else if (cmd == "ucinewgame") {
            session_.clearForNewGame();
            session_.replaceGame(session_.freshGame());
        } else if (cmd == "setoption") setOption(args);
        else if (cmd == "position") position(args);
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
    send("id name " + engineName());
    send("id author the Hecto developers");
    for (const std::string& l : session_.options().uciLines()) send(l);
    send("uciok");
}

void UciProtocol::setOption(std::istringstream& args) {
    std::string word, name, value;
    args >> word;
    if (word != "name") throw InputError("setoption needs 'name'");
    while (args >> word && word != "value") name += (name.empty() ? "" : " ") + word;
    if (word == "value") std::getline(args >> std::ws, value);
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.pop_back();
    const std::string canonical = session_.options().set(name, value);
    session_.applyOption(canonical);
    // The file's games are announced as UCI_Variant's new choices.
    if (canonical == "VariantPath") send(session_.options().uciLine("UCI_Variant"));
    if (const std::string note = session_.networkNote(); canonical == "EvalFile" && !note.empty())
        send("info string " + note);
}

void UciProtocol::position(std::istringstream& args) {
    std::string word, fen;
    args >> word;
    auto next = session_.freshGame();
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
    session_.replaceGame(std::move(next));  // only a fully valid command replaces the position
}

void UciProtocol::go(std::istringstream& args) {
    std::vector<std::string> words;
    for (std::string w; args >> w;) words.push_back(w);
    if (!words.empty() && words[0] == "perft") {
        if (words.size() < 2) throw InputError("go perft needs a depth");
        session_.startPerft(int(parseInt(words[1], "go perft depth", 1, MAX_PERFT_DEPTH)));
        return;
    }
    // A go always searches and ends in one bestmove: values that cannot be
    // used are reported and left out or brought into range.
    const GoCommand g = readGo(words, session_.game());
    // One line for all of them: a GUI shows one error for one command.
    if (!g.warnings.empty()) {
        std::string all;
        for (const std::string& w : g.warnings) all += (all.empty() ? "" : "; ") + w;
        error(all);
    }
    session_.startSearch(g.limits);
}

void UciProtocol::display() {
    const Game& game = session_.game();
    const Variant& v = session_.variant();
    const Notation n = game.notation();
    // Squares outside the playable area (BigBangChess) are marked '-'.
    for (int r = v.height - 1; r >= 0; --r) {
        std::string line = fmt::format("{:>3} ", r + 1);
        for (int f = 0; f < v.width; ++f) {
            const int sq = r * v.width + f;
            const Piece p = game.pieceOn(sq);
            const char l = p ? v.letter(typeOf(p)) : 0;
            line += ' ';
            line += !game.playable(sq) ? '-' : !p ? '.' : colorOf(p) == WHITE ? char(std::toupper(l)) : l;
        }
        send(line);
    }
    std::string files = "    ";
    for (int f = 0; f < v.width; ++f) files += std::string(" ") + n.fileChar(f);
    send(files);
    send("");
    if (v.drops())
        for (Color c : {WHITE, BLACK}) {
            std::string hand;
            for (int t = PIECE_TYPE_NB - 1; t >= PAWN; --t)
                for (int i = 0; i < game.inHand(c, PieceType(t)); ++i)
                    hand += std::string(" ") +
                            (c == WHITE ? char(std::toupper(v.letter(PieceType(t)))) : v.letter(PieceType(t)));
            send((c == WHITE ? "White hand:" : "Black hand:") + (hand.empty() ? std::string(" -") : hand));
        }
    send("Variant: " + v.name);
    send("Fen: " + game.fen());
    // The FEN and the moves are Chess960's until the next position command,
    // whatever UCI_Chess960 says now.
    if (v.fischerRandom) send(std::string("Chess960: ") + (game.chess960() ? "true" : "false"));
    send(fmt::format("Key: {:016X}", game.key()));
    send("Checkers:" + [&] {
        std::string s;
        for (int sq : game.checkers()) s += " " + n.square(sq);
        return s.empty() ? std::string(" -") : s;
    }());
}

void UciProtocol::showEval() {
    const Game& game = session_.game();
    const auto trace = session_.searcher().evalTrace(game);
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
    const char* side = game.sideToMove() == WHITE ? "White" : "Black";
    const Value v = session_.searcher().evaluate(game);
    const Value net = session_.searcher().networkEvaluate(game);
    if (net == VALUE_NONE) {
        send(fmt::format("Evaluation: {} cp for the side to move ({})", v, side));
        return;
    }
    send(fmt::format("Hand-written evaluation: {} cp for the side to move ({})", v, side));
    send(fmt::format("Evaluation: {} cp for the side to move ({}), from the network ({}; {})", net, side,
                     session_.network()->shape(), session_.networkSource()));
}

void UciProtocol::bench(std::istringstream& args) {
    std::string depth;
    args >> depth;
    BenchOptions o;
    o.depth = depth.empty() ? 0 : int(parseInt(depth, "bench depth", 1, MAX_PLY - 1));
    // As the engine is set to evaluate.
    o.nnue = session_.options().check("Use NNUE");
    o.evalFile = session_.options().get("EvalFile");
    session_.stopSearch();  // the machine is the benchmark's alone
    runBench(o, [this](const std::string& l) { send(l); });
}

}  // namespace hecto
