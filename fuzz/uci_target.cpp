// UCI command lines, given one by one to UciProtocol::command as a GUI
// sends them. Searches are bounded so that an input takes milliseconds:
// every go that must end by itself gets a node limit (but go mate, which
// must find its mate or give up by itself); go's depth, mate, perft and
// clock times, Threads, MultiPV and bench are capped. Searches that wait
// for stop or ponderhit (infinite, ponder) are left alone: the next
// command must deal with them. Like a GUI, the harness waits for the
// bestmove of a go that ends by itself before the next command. Checks: at most one error
// line per command; a position or setoption refused keeps the position;
// each go is answered by exactly one bestmove, at the latest when the
// protocol ends, and that move (and its ponder move) is legal in the
// position searched, one of searchmoves if given. The harness reads the
// position with "d", only while no search runs.
#include <algorithm>
#include <optional>
#include <sstream>

#include "engine/go_command.h"
#include "engine/uci.h"
#include "fuzz/input.h"
#include "fuzz/line_sink.h"
#include "movegen/game.h"

namespace hecto::fuzz {

namespace {

constexpr size_t MAX_LINES = 48;
constexpr long long MAX_NODES = 2000, MAX_DEPTH = 4, MAX_MATE = 3, MAX_PERFT = 2;
constexpr long long MAX_CLOCK_MS = 1000, MAX_INCREMENT_MS = 100, MAX_MOVE_TIME_MS = 200;
constexpr long long MAX_THREADS = 2, MAX_MULTIPV = 4, BENCH_DEPTH = 1;

std::vector<std::string> wordsOf(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string x; in >> x;) w.push_back(x);
    return w;
}

std::string join(const std::vector<std::string>& w, size_t from = 0, size_t to = std::string::npos) {
    std::string s;
    for (size_t i = from; i < std::min(to, w.size()); ++i) s += (s.empty() ? "" : " ") + w[i];
    return s;
}

void cap(std::string& word, long long max) { word = capped(word, max); }

struct Command {
    std::string line;
    bool search = false;     // a go that starts a search
    bool endsAlone = false;  // and whose bestmove comes without stop or ponderhit
    std::vector<std::string> searchMoves = {};
};

// Reads go's parameters as UciProtocol::go does: `go perft N` alone counts
// moves; any other go searches, whatever values it has to leave out.
Command boundedGo(std::vector<std::string> w) {
    if (w.size() > 1 && w[1] == "perft") {
        if (w.size() > 2) cap(w[2], MAX_PERFT);
        return {join(w)};
    }
    bool nodes = false, mate = false, infinite = false, ponder = false;
    std::vector<std::string> searchMoves;
    for (size_t i = 1; i < w.size(); ++i) {
        const std::string& p = w[i];
        if (p == "searchmoves") {
            while (i + 1 < w.size() && !isGoKeyword(w[i + 1])) searchMoves.push_back(w[++i]);
        } else if (p == "infinite") {
            infinite = true;
        } else if (p == "ponder") {
            ponder = true;
        } else if (isGoKeyword(p)) {
            if (i + 1 == w.size() || isGoKeyword(w[i + 1])) continue;
            std::string& value = w[++i];
            if (p == "wtime" || p == "btime") cap(value, MAX_CLOCK_MS);
            if (p == "winc" || p == "binc") cap(value, MAX_INCREMENT_MS);
            if (p == "movetime") cap(value, MAX_MOVE_TIME_MS);
            if (p == "depth") cap(value, MAX_DEPTH);
            if (p == "nodes") cap(value, MAX_NODES), nodes = true;
            if (p == "mate") cap(value, MAX_MATE), mate = true;
        }
    }
    const bool endsAlone = !infinite && !ponder;
    if (endsAlone && !nodes && !mate) w.insert(w.begin() + 1, {"nodes", std::to_string(MAX_NODES)});
    return {join(w), true, endsAlone, searchMoves};
}

Command bounded(const std::string& line) {
    std::vector<std::string> w = wordsOf(line);
    if (w.empty()) return {line};
    if (w[0] == "go") return boundedGo(w);
    if (w[0] == "bench") {
        if (w.size() == 1) w.push_back(std::to_string(BENCH_DEPTH));
        cap(w[1], BENCH_DEPTH);
        return {join(w)};
    }
    if (w[0] == "setoption" && w.size() > 1 && w[1] == "name") {
        // setoption name NAME value VALUE; the name may have spaces.
        size_t value = 2;
        while (value < w.size() && w[value] != "value") ++value;
        const std::string name = lower(join(w, 2, value));
        if (value + 2 == w.size() && (name == "threads" || name == "multipv")) {
            cap(w[value + 1], name == "threads" ? MAX_THREADS : MAX_MULTIPV);
            return {join(w)};
        }
    }
    return {line};
}

// A position as "d" shows it.
struct Shown {
    const Variant* variant = nullptr;
    std::string fen;
    bool chess960 = false;
    bool operator==(const Shown&) const = default;
};

// What a search was asked, to check its bestmove against.
struct Searched {
    Shown position;
    std::vector<std::string> searchMoves;
};

class Harness {
public:
    explicit Harness(LineSink& sink) : sink_(sink), out_(&sink), protocol_(in_, out_) {}

    // Sends a line; false after quit.
    bool send(const std::string& raw) {
        const Command c = bounded(raw);
        const std::vector<std::string> words = wordsOf(c.line);
        const std::string cmd = words.empty() ? "" : words[0];
        std::optional<Shown> before;
        if (outstanding() == 0 && (c.search || cmd == "position" || cmd == "setoption")) before = show();
        const size_t first = sink_.lines().size();
        echoInput(c.line);
        const bool more = protocol_.command(c.line);
        const std::vector<std::string> lines = sink_.lines();
        size_t errors = 0;
        for (size_t i = first; i < lines.size(); ++i) errors += lines[i].rfind("info string error", 0) == 0;
        check(errors <= 1, "more than one error line for '" + c.line + "'");
        if (errors && before && (cmd == "position" || cmd == "setoption") && outstanding() == 0)
            check(show() == *before, "'" + c.line + "' was refused but changed the position");
        if (c.search) {
            searched_.push_back(before ? std::optional<Searched>({*before, c.searchMoves}) : std::nullopt);
            if (c.endsAlone) sink_.waitUntil([&](const auto& l) { return bestmoves_(l) >= searched_.size(); });
        }
        return more;
    }

    // After the protocol has ended: one legal bestmove per search.
    static void checkAnswers(const std::vector<std::string>& lines, const std::vector<std::optional<Searched>>& searched) {
        std::vector<std::string> answers;
        for (const std::string& l : lines)
            if (l.rfind("bestmove", 0) == 0) answers.push_back(l);
        check(answers.size() == searched.size(), std::to_string(searched.size()) + " searches got " +
                                                    std::to_string(answers.size()) + " bestmoves");
        for (size_t i = 0; i < answers.size(); ++i)
            if (searched[i]) checkAnswer(answers[i], *searched[i]);
    }

    const std::vector<std::optional<Searched>>& searched() const { return searched_; }

private:
    // Searches whose bestmove has not come yet.
    size_t outstanding() {
        const size_t answered = bestmoves_(sink_.lines());
        check(answered <= searched_.size(), "a bestmove that no go asked for");
        return searched_.size() - answered;
    }

    Shown show() {
        const size_t first = sink_.lines().size();
        protocol_.command("d");
        const std::vector<std::string> lines = sink_.lines();
        Shown s;
        for (size_t i = first; i < lines.size(); ++i) {
            const std::string& l = lines[i];
            if (l.rfind("Variant: ", 0) == 0)
                for (const Variant& v : variants())
                    if (v.name == l.substr(9)) s.variant = &v;
            if (l.rfind("Fen: ", 0) == 0) s.fen = l.substr(5);
            if (l == "Chess960: true") s.chess960 = true;
        }
        check(s.variant && !s.fen.empty(), "'d' shows no variant or FEN");
        return s;
    }

    static void checkAnswer(const std::string& answer, const Searched& s) {
        const std::vector<std::string> w = wordsOf(answer);
        auto game = newGame(*s.position.variant);
        game->setChess960(s.position.chess960);
        try {
            game->setFen(s.position.fen);
        } catch (const InputError& e) {
            throw Failure("'d' shows a FEN the engine refuses: " + s.position.fen + " (" + e.what() + ")");
        }
        const std::string where = "'" + answer + "' in " + s.position.fen;
        check(w.size() == 2 || (w.size() == 4 && w[2] == "ponder"), "malformed " + where);
        if (w[1] == "(none)") {
            check(game->legalMoves().empty(), "no move in " + where + ", which has legal moves");
            return;
        }
        Move best;
        try {
            best = game->parseMove(w[1]);
        } catch (const InputError& e) {
            throw Failure("illegal bestmove " + where + " (" + e.what() + ")");
        }
        // Moves of searchmoves that cannot be read are left out; with none
        // left, every move is searched.
        bool listed = false, anyValid = false;
        for (const std::string& m : s.searchMoves) {
            try {
                const bool same = game->parseMove(m) == best;
                anyValid = true;
                listed |= same;
            } catch (const InputError&) {
            }
        }
        check(listed || !anyValid, "bestmove not among searchmoves: " + where);
        if (w.size() == 4) {
            game->make(best);
            try {
                game->parseMove(w[3]);
            } catch (const InputError& e) {
                throw Failure("illegal ponder move " + where + " (" + e.what() + ")");
            }
        }
    }

    LineSink& sink_;
    std::ostream out_;
    std::istringstream in_;
    UciProtocol protocol_;
    LineCounter bestmoves_{"bestmove"};
    std::vector<std::optional<Searched>> searched_;  // per search; empty where the position is not known
};

}  // namespace

void uci(const uint8_t* data, size_t size) {
    LineSink sink;
    std::vector<std::optional<Searched>> searched;
    {
        Harness h(sink);
        for (const std::string& raw : linesOf(textOf(data, size), MAX_LINES))
            if (!h.send(raw)) break;
        searched = h.searched();
    }
    // Ending the protocol stops any search: every bestmove is out now.
    Harness::checkAnswers(sink.lines(), searched);
}

}  // namespace hecto::fuzz
