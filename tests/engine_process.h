// A hecto process spoken to through pipes, as a GUI would: send a line,
// read the replies up to an expected one (REQUIREd within a timeout).
#pragma once

#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "engine/match/process.h"
#include "reply_lines.h"

namespace hecto::test {

class EngineProcess {
public:
    static constexpr auto REPLY_TIMEOUT = std::chrono::seconds(20);

    explicit EngineProcess(const std::vector<std::string>& argv = {HECTO_BINARY}) { REQUIRE(p_.start(argv)); }
    ~EngineProcess() { p_.kill(); }
    void send(const std::string& line) { REQUIRE(p_.writeLine(line)); }
    // Lines up to and including the first that starts with `prefix`.
    std::vector<std::string> until(const std::string& prefix) { return linesUntil(p_, prefix, REPLY_TIMEOUT); }
    std::string line() {
        auto l = p_.readLine(ChildProcess::Clock::now() + REPLY_TIMEOUT);
        REQUIRE(l);
        return *l;
    }
    // isready answered while whatever runs goes on.
    void ready() { REQUIRE(until("readyok").back() == "readyok"); }
    // Sends a command and "isready": the lines in between.
    std::vector<std::string> ask(const std::string& cmd) {
        send(cmd);
        send("isready");
        auto lines = until("readyok");
        lines.pop_back();
        return lines;
    }
    // Sends the commands (the last one ends the search) and returns the move.
    std::string bestmove(const std::string& go, const std::string& then = "") {
        send(go);
        if (!then.empty()) send(then);
        std::istringstream in(until("bestmove").back());
        std::string word, move;
        in >> word >> move;
        return move;
    }
    ChildProcess& process() { return p_; }

private:
    ChildProcess p_;
};

// Does any line contain `text`?
inline bool hasLine(const std::vector<std::string>& lines, const std::string& text) {
    for (const auto& l : lines)
        if (l.find(text) != std::string::npos) return true;
    return false;
}

}  // namespace hecto::test
