#include "engine/xboard.h"

#include <iostream>
#include <sstream>
#include <thread>

#include "engine/cecp_fen.h"
#include "engine/cecp_thinking.h"
#include "engine/cecp_variants.h"
#include "engine/engine_options.h"
#include "engine/parse.h"
#include "engine/version.h"

namespace hecto {

namespace {

// XBoard's clock runs on the other side of a pipe and of its own event
// loop: keep this much more in reserve than a UCI GUI needs.
constexpr int CECP_MOVE_OVERHEAD_MS = 200;

// Options XBoard sets with its own commands (memory, cores, variant) or
// that make no sense here (XBoard needs files a-j; Chess960 is its variant
// fischerandom; no MultiPV display).
bool hiddenOption(const std::string& name) {
    for (const char* n : {"UCI_Variant", "Hash", "Threads", "Ponder", "UCI_StandardFiles", "UCI_Chess960", "MultiPV"})
        if (name == n) return true;
    return false;
}

std::string featureOption(const Option& o) {
    std::string s = "feature option=\"" + o.name + " ";
    switch (o.type) {
        case Option::CHECK: s += "-check " + std::string(o.value == "true" ? "1" : "0"); break;
        case Option::SPIN: s += "-spin " + o.value + " " + std::to_string(o.min) + " " + std::to_string(o.max); break;
        case Option::COMBO: {
            s += "-combo";
            std::string sep = " ";
            for (const auto& c : o.choices) {
                s += sep + (c == o.value ? "*" : "") + c;
                sep = " /// ";
            }
            break;
        }
        case Option::BUTTON: s += "-button"; break;
        case Option::STRING: s += "-string " + o.value; break;
    }
    return s + "\"";
}

std::string claim(const GameStatus& st) {
    switch (st.outcome) {
        case Outcome::CHECKMATE: return st.winner == WHITE ? "1-0 {White mates}" : "0-1 {Black mates}";
        case Outcome::KING_CAPTURED:
            return st.winner == WHITE ? "1-0 {White captures the king}" : "0-1 {Black captures the king}";
        case Outcome::STALEMATE: return "1/2-1/2 {Stalemate}";
        case Outcome::REPETITION: return "1/2-1/2 {Draw by repetition}";
        case Outcome::FIFTY_MOVES: return "1/2-1/2 {Draw by fifty move rule}";
        case Outcome::INSUFFICIENT_MATERIAL: return "1/2-1/2 {Insufficient material}";
        case Outcome::ONGOING: break;
    }
    return "";
}

// Does the word look like a move (a square first, or a drop)? XBoard sends
// "usermove", but a person at the console may not.
bool looksLikeMove(const std::string& w) {
    if (w.size() >= 4 && w[1] == '@') return true;
    return w.size() >= 4 && w[0] >= 'a' && w[0] <= 'z' && w[1] >= '0' && w[1] <= '9';
}

// A coordinate move ("e2e4", "a0j9", "e7e8q") or a drop ("P@f4"), as
// XBoard sends moves; anything else is read as SAN.
bool isCoordinateMove(const std::string& w) {
    if (w.size() >= 4 && w[1] == '@') return true;
    size_t i = 0;
    const auto square = [&] {
        if (i >= w.size() || w[i] < 'a' || w[i] > 'z') return false;
        const size_t digits = ++i;
        while (i < w.size() && w[i] >= '0' && w[i] <= '9') ++i;
        return i > digits;
    };
    if (!square() || !square()) return false;
    return i == w.size() || (i + 1 == w.size() && w[i] >= 'a' && w[i] <= 'z');
}

}  // namespace

CecpProtocol::CecpProtocol(std::istream& in, std::ostream& out)
    : in_(in), out_(out), session_([this](const std::string& line) { searchOutput(line); }) {
    session_.options().set("Move Overhead", std::to_string(CECP_MOVE_OVERHEAD_MS));
    session_.forceStandardFiles();  // XBoard names files a, b, c, ... always
    setVariant(*findCecpVariant("normal"));
}

CecpProtocol::~CecpProtocol() { cancelSearch(); }

void CecpProtocol::send(const std::string& line) {
    std::lock_guard lock(outMutex_);
    out_ << line << std::endl;
}

void CecpProtocol::EventQueue::push(Event e) {
    {
        std::lock_guard lock(mutex);
        events.push_back(std::move(e));
    }
    ready.notify_one();
}

CecpProtocol::Event CecpProtocol::EventQueue::pop() {
    std::unique_lock lock(mutex);
    ready.wait(lock, [this] { return !events.empty(); });
    Event e = std::move(events.front());
    events.pop_front();
    return e;
}

void CecpProtocol::run() {
    // The reader only queues lines. It is detached: after "quit" it may
    // stay blocked on input until the process ends.
    std::thread([queue = queue_, &in = in_] {
        for (std::string line; std::getline(in, line);) queue->push({false, line});
        queue->push({false, "quit"});
    }).detach();
    for (;;) {
        const Event e = queue_->pop();
        if (e.fromSearch) searchDone(e);
        else if (!command(e.text)) return;
    }
}

void CecpProtocol::cancelSearch() {
    searchId_ = 0;
    session_.stopSearch();
}

void CecpProtocol::searchOutput(const std::string& line) {
    if (line.rfind("bestmove", 0) == 0) {
        queue_->push({true, line, lastSearchId_});
    } else if (post_ || analyzing_) {
        const std::string t = cecpThinking(line, notation_);
        if (!t.empty()) send(t);
    }
}

void CecpProtocol::setVariant(const CecpVariant& v) {
    cancelSearch();
    variant_ = &v;
    notation_ = CecpNotation(v.variant->height);
    session_.options().set("UCI_Chess960", v.chess960 ? "true" : "false");
    session_.setVariant(*v.variant);
    plies_ = 0;
}

int CecpProtocol::fullMoveNumber() const {
    std::istringstream f(session_.game().fen());
    std::string w;
    int n = 1;
    for (int i = 0; i < 5; ++i) f >> w;
    f >> n;
    return n;
}

bool CecpProtocol::claimResult() {
    const GameStatus st = session_.game().status();
    if (!st.over()) return false;
    send(claim(st));
    return true;
}

void CecpProtocol::think() {
    cancelSearch();
    SearchLimits l;
    if (analyzing_) l.infinite = true;
    else l = clock_.limits(session_.game().sideToMove(), fullMoveNumber());
    searchId_ = ++lastSearchId_;
    session_.startSearch(l);
}

void CecpProtocol::maybeThink() {
    if (analyzing_) {
        think();
        return;
    }
    if (force_ || session_.game().sideToMove() != engineColor_) return;
    if (claimResult()) return;
    think();
}

void CecpProtocol::searchDone(const Event& e) {
    if (e.search != searchId_ || analyzing_) return;  // cancelled, or analysis ended by a command
    searchId_ = 0;
    std::istringstream in(e.text);
    std::string word, move, ponder;
    in >> word >> move >> word >> ponder;
    if (move == "(none)" || move.empty()) {
        claimResult();
        return;
    }
    const Move m = session_.game().parseMove(move);
    session_.game().make(m);
    ++plies_;
    hint_ = word == "ponder" ? ponder : "";
    // In fischerandom XBoard wants castling as O-O or O-O-O.
    if (m.kind() == CASTLING && variant_->chess960) send(m.rookFrom() > m.from() ? "move O-O" : "move O-O-O");
    else send("move " + notation_.toCecp(move));
    claimResult();
}

void CecpProtocol::protover() {
    send("feature done=0");
    send(std::string("feature myname=\"") + engineName() + "\" variants=\"" + cecpVariantList() +
         "\" setboard=1 usermove=1 ping=1 colors=0 sigint=0 sigterm=0 analyze=1 memory=1 smp=1 time=1 draw=0 "
         "reuse=1 san=0 name=0 playother=1 debug=1");
    for (const Option& o : session_.options().all())
        if (!hiddenOption(o.name)) send(featureOption(o));
    send("feature done=1");
}

void CecpProtocol::startNewGame() {
    cancelSearch();
    analyzing_ = false;
    session_.clearForNewGame();
    clock_.reset();
    setVariant(*findCecpVariant("normal"));
    force_ = false;
    engineColor_ = BLACK;
    hint_.clear();
}

void CecpProtocol::setBoard(const std::string& fen) {
    cancelSearch();
    auto next = session_.freshGame();
    next->setFen(hectoFen(fen, *variant_->variant, notation_, variant_->chess960));
    session_.replaceGame(std::move(next));
    plies_ = 0;
    hint_.clear();
}

void CecpProtocol::userMove(const std::string& move) {
    cancelSearch();
    if (session_.game().status().over()) {
        send("Illegal move (the game is over): " + move);
        return;
    }
    // Every square and rank is in XBoard's numbering, coordinate moves and
    // SAN (castling as O-O, or a person's move) alike.
    const bool coordinates = isCoordinateMove(move);
    std::string hecto;
    try {
        hecto = coordinates ? notation_.fromCecp(move) : notation_.sanFromCecp(move);
    } catch (const InputError& e) {
        send("Illegal move (" + std::string(e.what()) + "): " + move);
        return;
    }
    try {
        Game& game = session_.game();
        game.make(coordinates ? game.parseMove(hecto) : game.parseSan(hecto));
    } catch (const InputError& e) {
        // A drop's reason names no position, so its squares can be put in
        // XBoard's numbering; other messages quote a FEN.
        const bool drop = move.find('@') != std::string::npos;
        send("Illegal move (" + (drop ? notation_.toCecp(e.what()) : "not a legal move in this position") + "): " + move);
        return;
    }
    ++plies_;
    hint_.clear();
    if (!analyzing_ && claimResult()) return;
    maybeThink();
}

void CecpProtocol::takeBack(int plies, const std::string& line) {
    cancelSearch();
    if (plies_ < plies) {
        send("Error (no move to take back): " + line);
        return;
    }
    for (int i = 0; i < plies; ++i) session_.game().undo();
    plies_ -= plies;
    hint_.clear();
    if (analyzing_) think();
}

void CecpProtocol::option(const std::string& assignment) {
    const size_t eq = assignment.find('=');
    const std::string name = assignment.substr(0, eq);
    std::string value = eq == std::string::npos ? "" : assignment.substr(eq + 1);
    const Option* o = session_.options().find(name);
    if (o && o->type == Option::CHECK && (value == "0" || value == "1")) value = value == "1" ? "true" : "false";
    const std::string canonical = session_.options().set(name, value);
    session_.applyOption(canonical);
    // The file's games join the variants XBoard offers.
    if (canonical == "VariantPath") send("feature variants=\"" + cecpVariantList() + "\"");
    if (const std::string note = session_.networkNote(); canonical == "EvalFile" && !note.empty()) send("# " + note);
}

bool CecpProtocol::command(const std::string& line) {
    std::istringstream args(line);
    std::string cmd;
    args >> cmd;
    if (cmd.empty()) return true;
    std::string rest;
    std::getline(args >> std::ws, rest);
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back()))) rest.pop_back();
    const auto word = [&](size_t i) {
        std::istringstream w(rest);
        std::string x;
        for (size_t k = 0; k <= i; ++k) x.clear(), w >> x;
        return x;
    };
    for (const std::string& e : session_.settle()) send("Error (" + e + "): option");
    try {
        if (cmd == "quit") {
            cancelSearch();
            return false;
        }
        if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "random" || cmd == "computer" ||
            cmd == "name" || cmd == "rating" || cmd == "ics" || cmd == "easy" || cmd == "hard" || cmd == "draw" ||
            cmd == "." || cmd == "bk" || cmd == "otherpos") {
            // Nothing to do: no pondering, no draw offers, no opening book.
        } else if (cmd == "protover") {
            protover();
        } else if (cmd == "new") {
            startNewGame();
        } else if (cmd == "variant") {
            const CecpVariant* v = findCecpVariant(rest);
            if (!v) {
                send("Error (unknown variant, this engine plays " + cecpVariantList() + "): " + line);
                return true;
            }
            setVariant(*v);
            for (const std::string& l : cecpSetupLines(*v)) send(l);
        } else if (cmd == "force") {
            cancelSearch();
            force_ = true;
        } else if (cmd == "go") {
            force_ = false;
            engineColor_ = session_.game().sideToMove();
            if (!claimResult()) think();
        } else if (cmd == "playother") {
            cancelSearch();
            force_ = false;
            engineColor_ = ~session_.game().sideToMove();
        } else if (cmd == "usermove") {
            userMove(rest);
        } else if (cmd == "?") {
            if (searchId_ && !analyzing_) session_.signalStop();
        } else if (cmd == "level") {
            clock_.level(word(0), word(1), word(2));
        } else if (cmd == "st") {
            clock_.moveTime(rest);
        } else if (cmd == "sd") {
            clock_.depth(rest);
        } else if (cmd == "time") {
            clock_.engineTime(rest);
        } else if (cmd == "otim") {
            clock_.opponentTime(rest);
        } else if (cmd == "ping") {
            send("pong " + rest);
        } else if (cmd == "result") {
            cancelSearch();
            force_ = true;
        } else if (cmd == "setboard") {
            try {
                setBoard(rest);
            } catch (const InputError& e) {
                send("Error (illegal position: " + std::string(e.what()) + "): " + line);
                return true;
            }
            if (analyzing_) think();
        } else if (cmd == "undo") {
            takeBack(1, line);
        } else if (cmd == "remove") {
            takeBack(2, line);
        } else if (cmd == "hint") {
            if (!hint_.empty()) send("Hint: " + notation_.toCecp(hint_));
        } else if (cmd == "post") {
            post_ = true;
        } else if (cmd == "nopost") {
            post_ = false;
        } else if (cmd == "analyze") {
            analyzing_ = true;
            think();
        } else if (cmd == "exit") {
            cancelSearch();
            analyzing_ = false;
        } else if (cmd == "memory") {
            session_.applyOption(session_.options().set("Hash", rest));
        } else if (cmd == "cores") {
            session_.applyOption(session_.options().set("Threads", rest));
        } else if (cmd == "option") {
            option(rest);
        } else if (looksLikeMove(cmd) && rest.empty()) {
            userMove(cmd);
        } else {
            send("Error (unknown command): " + line);
        }
    } catch (const InputError& e) {
        send("Error (" + std::string(e.what()) + "): " + line);
    }
    return true;
}

}  // namespace hecto
