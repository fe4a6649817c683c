// UCI while a search runs: no command may leave the engine deaf to stop,
// isready and quit; every go ends in exactly one bestmove, described by the
// last info line before it.
#include <catch2/catch.hpp>
#include <algorithm>
#include <chrono>
#include <sstream>
#include <thread>

#include "engine/match/process.h"
#include "helpers.h"
#include "engine_process.h"

using namespace hecto;
using namespace std::chrono_literals;

namespace {


using Engine = test::EngineProcess;

std::string word(const std::string& line, int i) {
    std::istringstream in(line);
    std::string w;
    for (int k = 0; k <= i; ++k) in >> w;
    return w;
}

// The first move of the last "info ... pv" line.
std::string lastPvMove(const std::vector<std::string>& lines) {
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        const size_t pv = it->find(" pv ");
        if (it->rfind("info", 0) == 0 && pv != std::string::npos) return word(it->substr(pv + 4), 0);
    }
    return "";
}

}  // namespace

TEST_CASE("commands during an infinite or ponder search do not block", "[uci][control]") {
    Engine e;
    for (const char* go : {"go infinite", "go ponder wtime 60000 btime 60000"}) {
        for (const char* cmd : {"position startpos moves e2e4 e7e5", "d", "eval", "setoption name Hash value 2",
                                "setoption name Clear Hash", "setoption name UCI_StandardFiles value true",
                                "setoption name Threads value 2", "setoption name MultiPV value 2"}) {
            INFO(go << " then " << cmd);
            e.send("position startpos");
            e.send(go);
            e.send(cmd);
            e.send("isready");
            const auto lines = e.until("readyok");
            for (const auto& l : lines) CHECK(l.rfind("bestmove", 0) != 0);  // the search goes on
            e.send("stop");
            const auto rest = e.until("bestmove");
            CHECK(rest.back().rfind("bestmove ", 0) == 0);
        }
    }
    // The deferred Hash size took effect once the search ended.
    e.send("isready");
    e.ready();
}

TEST_CASE("a search is stopped by the commands that replace its game", "[uci][control]") {
    Engine e;
    for (const char* cmd : {"setoption name UCI_Variant value tencubed", "ucinewgame", "bench 1", "go depth 1"}) {
        INFO(cmd);
        e.send("go infinite");
        e.send(cmd);
        e.until("bestmove");
        e.send("isready");
        e.until("readyok");
    }
}

TEST_CASE("go mate without a mate ends by itself", "[uci][control]") {
    Engine e;
    e.send("position startpos");
    e.send("go mate 2");
    CHECK(e.until("bestmove").back().rfind("bestmove ", 0) == 0);
}

TEST_CASE("go perft prints each root move and honours stop", "[uci][control]") {
    Engine e;
    e.send("position startpos moves e2e4");
    e.send("go perft 3");
    const auto full = e.until("Nodes searched");
    // Counts confirmed with Stockfish's go perft 3 after 1. e4.
    CHECK(std::find(full.begin(), full.end(), "a7a6: 566") != full.end());
    CHECK(full.back() == "Nodes searched: 13160");
    e.send("go perft 9");
    e.send("isready");
    e.ready();
    e.send("stop");
    CHECK(e.until("Nodes searched").back().find("stopped") != std::string::npos);
    e.send("isready");
    e.ready();
}

TEST_CASE("the last info line before bestmove names the move played", "[uci][control]") {
    Engine e;
    for (const char* variant : {"chess", "tencubed", "bigchess", "megachess", "bigbang"}) {
        for (const char* go : {"go movetime 150", "go depth 6", "go nodes 20000"}) {
            for (const char* skill : {"20", "3"}) {
                INFO(variant << " " << go << " skill " << skill);
                e.send(std::string("setoption name UCI_Variant value ") + variant);
                e.send(std::string("setoption name Skill Level value ") + skill);
                e.send("position startpos");
                e.send(go);
                const auto lines = e.until("bestmove");
                CHECK(lastPvMove(lines) == word(lines.back(), 1));
            }
        }
    }
    // Interrupted searches too: stop at once and part-way.
    e.send("setoption name Skill Level value 20");
    e.send("setoption name UCI_Variant value megachess");
    for (auto wait : {0ms, 30ms, 120ms}) {
        e.send("position startpos moves h2h4 h7h5");
        e.send("go infinite");
        std::this_thread::sleep_for(wait);
        e.send("stop");
        const auto lines = e.until("bestmove");
        CHECK(lastPvMove(lines) == word(lines.back(), 1));
    }
}

TEST_CASE("a lower Skill Level says which move it chose instead of the best", "[uci][control]") {
    Engine e;
    e.send("setoption name Skill Level value 0");
    bool said = false;
    for (int i = 0; i < 8 && !said; ++i) {
        e.send("position startpos");
        e.send("go depth 3");
        for (const auto& l : e.until("bestmove")) said |= l.rfind("info string Skill Level 0 plays ", 0) == 0;
    }
    CHECK(said);
}

TEST_CASE("movetime is used, not a fraction of it", "[uci][control]") {
    Engine e;
    e.send("position startpos");
    const auto t0 = std::chrono::steady_clock::now();
    e.send("go movetime 500");
    e.until("bestmove");
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    CHECK(ms >= 400);  // the move overhead (30 ms) is kept in reserve; only a lower bound is safe on a busy machine
}

#if !defined(HECTO_SANITIZE_BUILD)  // the sanitizers' shadow memory needs the address space the limit removes
TEST_CASE("a Hash size that cannot be allocated keeps the old table", "[uci][control]") {
    Engine e({"/bin/sh", "-c", std::string("ulimit -v 2000000 && exec ") + HECTO_BINARY});
    e.send("setoption name Hash value 65536");
    e.send("isready");
    const auto lines = e.until("readyok");
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "info string error: cannot allocate 65536 MB for the hash table; it keeps 16 MB");
    e.send("position startpos");
    e.send("go depth 4");
    CHECK(e.until("bestmove").back().rfind("bestmove ", 0) == 0);
}
#endif
