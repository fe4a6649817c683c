// The UCI protocol, spoken to the hecto executable through pipes as a GUI
// would: a scripted conversation, every option's bad values, and the
// guarantees about bestmove.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>
#include <sstream>

#include "engine/match/process.h"
#include "helpers.h"
#include "engine_process.h"

using namespace hecto;
using namespace std::chrono_literals;

namespace {

constexpr auto REPLY_TIMEOUT = test::EngineProcess::REPLY_TIMEOUT;

using Engine = test::EngineProcess;
using test::hasLine;


}  // namespace

TEST_CASE("uci handshake lists every option", "[uci]") {
    Engine e;
    e.send("uci");
    const auto lines = e.until("uciok");
    CHECK(lines[0].rfind("id name Hecto", 0) == 0);
    CHECK(hasLine(lines, "id author"));
    CHECK(hasLine(lines, "option name UCI_Variant type combo default chess var chess var tencubed var bigchess var megachess"));
    for (const char* o : {"option name Hash type spin default 16 min 1 max", "option name Threads type spin",
                          "option name MultiPV type spin", "option name Ponder type check",
                          "option name Move Overhead type spin", "option name Clear Hash type button",
                          "option name UCI_LimitStrength type check", "option name UCI_Elo type spin",
                          "option name Skill Level type spin default 20 min 0 max 20",
                          "option name UCI_StandardFiles type check default false",
                          "option name UCI_Chess960 type check default false"})
        CHECK(hasLine(lines, o));
    CHECK(e.ask("isready").empty());
}

TEST_CASE("a scripted conversation", "[uci]") {
    Engine e;
    e.ask("uci");
    CHECK(e.ask("ucinewgame").empty());
    CHECK(e.ask("position startpos moves e2e4 e7e5 g1f3").empty());
    e.send("go depth 4");
    auto lines = e.until("bestmove");
    REQUIRE(lines.size() >= 5);
    for (int d = 1; d <= 4; ++d) {
        INFO(d);
        const std::string& l = lines[size_t(d - 1)];
        CHECK(l.rfind("info depth " + std::to_string(d) + " seldepth ", 0) == 0);
        for (const char* field : {" multipv 1 ", " score cp ", " nodes ", " nps ", " hashfull ", " time ", " pv "})
            CHECK(l.find(field) != std::string::npos);
    }
    // bestmove X ponder Y, both legal in turn.
    std::istringstream best(lines.back());
    std::string word, move, ponder;
    best >> word >> move >> word >> ponder;
    CHECK(word == "ponder");
    auto g = test::game("chess");
    test::play(*g, "e2e4 e7e5 g1f3 " + move + " " + ponder);

    // A variant with its own letters, and the file switch.
    CHECK(e.ask("setoption name UCI_Variant value bigchess").empty());
    CHECK(e.ask("position startpos moves m2m5 a9a7").empty());
    const auto d = e.ask("d");
    CHECK(hasLine(d, "a b c d e f g h i m"));
    CHECK(hasLine(d, "Fen: rnbcqkcbnr/1ppppppppp/10/p9/10/9P/10/10/PPPPPPPPP1/RNBCQKCBNR w KQkq - 0 2"));
    CHECK(e.ask("setoption name UCI_StandardFiles value true").empty());
    CHECK(e.ask("position startpos moves j2j5").empty());
    e.send("go perft 1");
    const auto perft = e.until("Nodes searched");
    CHECK(hasLine(perft, "j9j6: 1"));
    CHECK(hasLine(perft, "Nodes searched: 38"));
    const auto ev = e.ask("eval");
    CHECK(hasLine(ev, "material"));
    CHECK(hasLine(ev, "Evaluation: "));
    e.send("quit");
    CHECK_FALSE(e.process().readLine(ChildProcess::Clock::now() + REPLY_TIMEOUT));  // exits
}

TEST_CASE("bad options, positions and go commands get one error line, state kept", "[uci][errors]") {
    Engine e;
    e.ask("position startpos moves e2e4");
    const std::pair<const char*, const char*> bad[] = {
        {"setoption name Hash value 0", "Hash must be a whole number from 1 to"},
        {"setoption name Hash value lots", "Hash must be a whole number"},
        {"setoption name Threads value 0", "Threads must be"},
        {"setoption name MultiPV value 1000", "MultiPV must be"},
        {"setoption name Move Overhead value -5", "Move Overhead must be"},
        {"setoption name Skill Level value 21", "Skill Level must be"},
        {"setoption name UCI_Elo value 9000", "UCI_Elo must be"},
        {"setoption name Ponder value maybe", "Ponder must be true or false"},
        {"setoption name UCI_LimitStrength value 1", "UCI_LimitStrength must be true or false"},
        {"setoption name UCI_StandardFiles value yes", "UCI_StandardFiles must be true or false"},
        {"setoption name UCI_Chess960 value 1", "UCI_Chess960 must be true or false"},
        {"position fen 1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1 moves f1h1",
         "castling right 'G' names a rook by its file, as only Chess960 does (UCI_Chess960 is off)"},
        {"setoption name UCI_Variant value shogi", "UCI_Variant must be one of"},
        {"setoption name Clear Hash value now", "takes no value"},
        {"setoption name Frobnication value 3", "unknown option 'Frobnication'"},
        {"setoption Hash 3", "setoption needs 'name'"},
        {"position", "position needs 'startpos' or 'fen'"},
        {"position startpos moves e2e5", "illegal move 'e2e5'"},
        {"position startpos e2e4", "expected 'moves'"},
        {"position fen 8/8/8/8 w - - 0 1", "FEN has 4 ranks"},
        {"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 zz", "cannot read move 'zz'"},
        {"frobnicate", "unknown command 'frobnicate'"},
        {"go perft 0", "go perft depth must be"},
    };
    for (const auto& [cmd, reason] : bad) {
        INFO(cmd);
        const auto lines = e.ask(cmd);
        REQUIRE(lines.size() == 1);
        CHECK(lines[0].rfind("info string error: ", 0) == 0);
        CHECK_THAT(lines[0], Catch::Contains(reason));
    }
    // A go always searches: what it cannot use is reported and left out or
    // brought into range, and it ends in exactly one legal bestmove.
    const std::pair<const char*, const char*> badGo[] = {
        {"go depth 0", "go depth 0 is out of range; using 1"},
        {"go depth -1", "go depth -1 is out of range; using 1"},
        {"go depth movetime 100", "go depth needs a value"},
        {"go nodes 0", "go nodes 0 is out of range; using 1"},
        {"go movetime 0", "go movetime 0 is out of range; using 1"},
        {"go wtime x btime 100", "go wtime must be a whole number, not 'x'"},
        {"go wtime 99999999999999999999999 btime 100 depth 2", "go wtime 99999999999999999999999 is out of range"},
        {"go sideways depth 2", "unknown go parameter 'sideways'"},
        {"go searchmoves e2e4 depth 2", "illegal move 'e2e4'"},
        {"go searchmoves z9z9 depth 2", "cannot read move 'z9z9'"},
        {"go wtime abc", "go wtime must be a whole number, not 'abc'"},  // then a fallback move time
        {"go frobnicate", "unknown go parameter 'frobnicate'"},
        {"go sideways 2 depth x", "unknown go parameter 'sideways' (ignored); unknown go parameter '2' (ignored); go depth must be"},
    };
    for (const auto& [cmd, reason] : badGo) {
        INFO(cmd);
        e.send(cmd);
        const auto lines = e.until("bestmove");
        REQUIRE(lines.size() >= 2);
        CHECK(lines[0].rfind("info string error: ", 0) == 0);
        CHECK_THAT(lines[0], Catch::Contains(reason));
        CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& l) {
                  return l.rfind("info string error", 0) == 0;
              }) == 1);  // one line however many faults
        std::istringstream best(lines.back());
        std::string word, move;
        best >> word >> move;
        auto g = test::game("chess");
        test::play(*g, "e2e4 " + move);
        e.send("isready");
        CHECK(e.until("readyok").size() == 1);  // one bestmove, nothing after it
    }
    // Still the position before the errors, and the engine still plays.
    CHECK(hasLine(e.ask("d"), "Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    e.ask("setoption name Hash value 4");
    auto g = test::game("chess");
    test::play(*g, "e2e4 " + e.bestmove("go depth 2"));
}

TEST_CASE("UCI_Chess960: Chess960 FENs, castling read both ways, written king-takes-rook", "[uci][chess960]") {
    Engine e;
    const std::string start = "1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1";
    // Refused without the option (and f1h1 would move the king over its rook).
    auto lines = e.ask("position fen " + start + " moves f1h1");
    REQUIRE(lines.size() == 1);
    CHECK_THAT(lines[0], Catch::Contains("UCI_Chess960 is off"));
    CHECK(hasLine(e.ask("d"), "Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));

    CHECK(e.ask("setoption name UCI_Chess960 value true").empty());
    // King and rook swap squares: written king-takes-rook; X-FEN out.
    CHECK(e.ask("position fen " + start).empty());
    e.send("go perft 1");
    CHECK(hasLine(e.until("Nodes searched"), "f1g1: 1"));
    CHECK(e.ask("position fen " + start + " moves f1g1").empty());
    CHECK(hasLine(e.ask("d"), "Fen: 1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRRK1 b kq - 1 1"));
    const auto refused = e.ask("position fen " + start + " moves f1h1");
    REQUIRE(refused.size() == 1);
    CHECK_THAT(refused[0], Catch::Contains("illegal move 'f1h1'"));

    // Both notations of one castling: king-takes-rook, and the king's two steps.
    for (const char* move : {"e1h1", "e1g1"}) {
        INFO(move);
        CHECK(e.ask(std::string("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves ") + move).empty());
        CHECK(hasLine(e.ask("d"), "Fen: r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"));
    }
    CHECK(e.ask("position startpos moves e2e4 e7e5 g1f3 g8f6 f1e2 f8e7").empty());
    e.send("go perft 1");
    const auto perft = e.until("Nodes searched");
    CHECK(hasLine(perft, "e1h1: 1"));
    CHECK_FALSE(hasLine(perft, "e1g1: 1"));

    // O-O mates: the engine says it king-takes-rook.
    e.ask("position fen 4rkr1/4p1p1/8/8/8/8/8/5K1R w H - 0 1");
    CHECK(e.bestmove("go depth 3") == "f1h1");

    CHECK(hasLine(e.ask("d"), "Chess960: true"));

    // Off again: the position in play stays Chess960's (its castling is still
    // king-takes-rook, f1g1 would be a king's step), the next one is standard.
    CHECK(e.ask("setoption name UCI_Chess960 value false").empty());
    auto shown = e.ask("d");
    CHECK(hasLine(shown, "Fen: 4rkr1/4p1p1/8/8/8/8/8/5K1R w K - 0 1"));
    CHECK(hasLine(shown, "Chess960: true"));
    CHECK(e.bestmove("go depth 3") == "f1h1");
    CHECK(e.ask("position startpos").empty());
    CHECK(hasLine(e.ask("d"), "Chess960: false"));
    CHECK(e.ask("position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1").empty());
    CHECK(e.ask("position fen " + start).size() == 1);
}

TEST_CASE("bestmove is legal after an immediate stop, at depth 1, and (none) when mated", "[uci]") {
    Engine e;
    for (const char* variant : {"chess", "tencubed", "bigchess", "megachess", "bigbang"}) {
        INFO(variant);
        e.ask(std::string("setoption name UCI_Variant value ") + variant);
        e.ask("position startpos");
        auto g = test::game(variant);
        CHECK_NOTHROW(g->parseMove(e.bestmove("go infinite", "stop")));
        CHECK_NOTHROW(g->parseMove(e.bestmove("go depth 1")));
    }
    e.ask("setoption name UCI_Variant value chess");
    e.ask("position startpos moves f2f3 e7e5 g2g4 d8h4");
    e.send("go depth 5");
    const auto mated = e.until("bestmove");
    CHECK(mated.back() == "bestmove (none)");
    CHECK(hasLine(mated, "score mate 0"));
    e.ask("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    CHECK(e.bestmove("go movetime 100") == "(none)");
}

TEST_CASE("BigBangChess over UCI: drops in position and bestmove, king capture, drop errors", "[uci][bigbang]") {
    Engine e;
    e.ask("setoption name UCI_Variant value bigbang");
    e.ask("position startpos moves P@f6 P@e7");
    const auto board = e.ask("d");
    CHECK(hasLine(board, "Fen: 11/11/11/11/4pk5/5P5/5K5/11/11/11/11[QRRBBNNPPPPPPPqrrbbnnppppppp] w - - 0 2"));
    CHECK(hasLine(board, "White hand: Q R R B B N N P P P P P P P"));
    CHECK(hasLine(board, "  4  - - - . . . . . - - -"));  // the 5x5 area, the rest marked
    auto g = test::game("bigbang");
    test::play(*g, "P@f6 P@e7");
    CHECK_NOTHROW(g->parseMove(e.bestmove("go depth 4")));
    // White to move takes the king; with the king gone there is no move.
    e.ask("position fen 11/11/11/3R3k3/11/11/5K5/11/11/11/11[] w - - 0 1");
    e.send("go depth 3");
    const auto won = e.until("bestmove");
    CHECK(won.back() == "bestmove d8h8");
    CHECK(hasLine(won, "score mate 1"));
    e.ask("position fen 11/11/11/3R3k3/11/11/5K5/11/11/11/11[] w - - 0 1 moves d8h8");
    CHECK(e.bestmove("go depth 3") == "(none)");
    // Bad drops: one error line each, the last good position kept.
    e.ask("position startpos");
    for (const char* bad : {"N@f6", "P@e6", "P@f3", "Q@d5", "K@f6"}) {
        INFO(bad);
        const auto reply = e.ask(std::string("position startpos moves ") + bad);
        REQUIRE(reply.size() == 1);
        CHECK(reply[0].rfind("info string error:", 0) == 0);
    }
    CHECK(hasLine(e.ask("d"), "Fen: 11/11/11/11/5k5/11/5K5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1"));
    const auto badFen = e.ask("position fen 11/11/11/11/5k5/2P8/5K5/11/11/11/11[] w - - 0 1");
    REQUIRE(badFen.size() == 1);
    CHECK_THAT(badFen[0], Catch::Contains("outside the playable area"));
}

TEST_CASE("stop answers quickly; ponder waits for ponderhit", "[uci]") {
    Engine e;
    e.ask("position startpos");
    e.send("go infinite");
    std::this_thread::sleep_for(300ms);
    const auto t0 = std::chrono::steady_clock::now();
    e.send("stop");
    e.until("bestmove");
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    CHECK(ms < 250);  // the protocol asks for 50 ms; the bound leaves room for a loaded machine

    // While pondering, even a finished search holds bestmove back.
    e.send("go ponder depth 2 wtime 1000 btime 1000");
    CHECK_FALSE(e.process().readLine(ChildProcess::Clock::now() + 300ms, nullptr).value_or("").rfind("bestmove", 0) == 0);
    e.send("ponderhit");
    e.until("bestmove");
}

TEST_CASE("MultiPV lists distinct lines; searchmoves restricts the root", "[uci]") {
    Engine e;
    e.ask("setoption name MultiPV value 3");
    e.ask("position startpos");
    e.send("go depth 3");
    const auto lines = e.until("bestmove");
    bool third = false;
    for (const auto& l : lines) third |= l.rfind("info depth 3 ", 0) == 0 && l.find(" multipv 3 ") != std::string::npos;
    CHECK(third);
    e.ask("setoption name MultiPV value 1");
    const std::string m = e.bestmove("go depth 4 searchmoves a2a3 h2h3");
    CHECK((m == "a2a3" || m == "h2h3"));
}
