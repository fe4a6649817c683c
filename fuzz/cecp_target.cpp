// CECP (XBoard) command lines, given to CecpProtocol through its input
// stream as XBoard sends them. After each line the harness sends a ping
// and waits for its pong, and for any search the line started to end, so
// that the engine's moves and claims are part of the conversation; then
// the next line. Searches are bounded: "sd" is set to a small depth at the
// start and after every "new" (which clears it), larger sd values, cores
// and the Threads and MultiPV options are capped. Analysis ("analyze")
// searches until the next command, as in XBoard. Checks: every ping is
// answered, nothing escapes the protocol.
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "engine/xboard.h"
#include "fuzz/input.h"
#include "fuzz/line_feed.h"
#include "fuzz/line_sink.h"

namespace hecto::fuzz {

namespace {

constexpr size_t MAX_LINES = 48;
constexpr long long MAX_DEPTH = 3, MAX_THREADS = 2, MAX_MULTIPV = 4;
// The harness's own pings: "ping hecto-fuzz-N" after line N.
const std::string PING_TOKEN = "hecto-fuzz-";
// How often to look whether a search thread has ended; how long to let the
// protocol's reader thread end after its last line.
constexpr auto POLL = std::chrono::microseconds(50);
constexpr auto THREAD_EXIT_WAIT = std::chrono::milliseconds(200);

// The first word, as the protocol reads it.
std::string commandOf(const std::string& line) {
    std::istringstream in(line);
    std::string cmd;
    in >> cmd;
    return cmd;
}

// The line with its search limits capped, followed by lines the harness adds.
std::vector<std::string> bounded(const std::string& line) {
    const std::string cmd = commandOf(line);
    std::istringstream in(line);
    std::string word, rest;
    in >> word >> std::ws;
    std::getline(in, rest);
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back()))) rest.pop_back();
    if (cmd == "new") return {line, "sd " + std::to_string(MAX_DEPTH)};
    if (cmd == "sd") return {"sd " + capped(rest, MAX_DEPTH)};
    if (cmd == "cores") return {"cores " + capped(rest, MAX_THREADS)};
    if (cmd == "option") {
        const size_t eq = rest.find('=');
        const std::string name = lower(rest.substr(0, eq));
        if (eq != std::string::npos && (name == "threads" || name == "multipv"))
            return {"option " + rest.substr(0, eq + 1) +
                    capped(rest.substr(eq + 1), name == "threads" ? MAX_THREADS : MAX_MULTIPV)};
    }
    return {line};
}

// Threads of this process, from the kernel's count.
int threadCount() {
    std::ifstream stat("/proc/self/stat");
    std::string s;
    std::getline(stat, s);
    // Field 20 (num_threads), counted after the command name's closing parenthesis.
    const size_t name = s.rfind(") ");
    if (name == std::string::npos) return 0;  // unknown: wait for no search
    std::istringstream fields(s.substr(name + 2));
    std::string f;
    for (int i = 3; i <= 20; ++i) fields >> f;
    return std::atoi(f.c_str());
}

}  // namespace

void cecp(const uint8_t* data, size_t size) {
    std::vector<std::string> script = {"sd " + std::to_string(MAX_DEPTH)};
    // Per line of the script: does the engine analyse after it?
    std::vector<bool> analysing = {false};
    bool analyse = false;
    for (const std::string& raw : linesOf(textOf(data, size), MAX_LINES)) {
        const std::string cmd = commandOf(raw);
        if (cmd == "analyze") analyse = true;
        if (cmd == "exit" || cmd == "new") analyse = false;
        for (const std::string& l : bounded(raw)) {
            script.push_back(l);
            analysing.push_back(analyse);
        }
    }
    // Each line is followed by a ping of its own number.
    std::vector<std::string> lines;
    for (size_t i = 0; i < script.size(); ++i) {
        lines.push_back(script[i]);
        lines.push_back("ping " + PING_TOKEN + std::to_string(i));
    }

    const int threadsBefore = threadCount();
    LineSink sink;
    std::ostream out(&sink);
    LineFeed* feedOf = nullptr;
    // Before line k + 1: the pong of line k's ping, then (unless the engine
    // analyses, which lasts until the next command) no search running: only
    // this thread and the protocol's reader are left.
    const auto ready = [&](size_t k) {
        if (k % 2 == 0) return;  // a line of the script: its ping follows at once
        const std::string pong = "pong " + PING_TOKEN + std::to_string(k / 2);
        size_t scanned = 0;
        bool answered = false;
        sink.waitUntil([&](const std::vector<std::string>& l) {
            for (; scanned < l.size() && !answered; ++scanned) answered = l[scanned] == pong;
            return answered || feedOf->finished();
        });
        if (analysing[k / 2]) return;
        while (!feedOf->finished() && threadCount() > threadsBefore + 1) std::this_thread::sleep_for(POLL);
    };
    LineFeed feed(lines, ready);
    feedOf = &feed;
    std::istream in(&feed);
    std::exception_ptr escaped;
    {
        CecpProtocol protocol(in, out);
        try {
            protocol.run();
        } catch (...) {
            escaped = std::current_exception();
        }
        feed.finish();
        sink.poke();
        feed.waitForReaderExit();
    }
    if (escaped) std::rethrow_exception(escaped);
    // The next input counts threads afresh: let this one's reader go.
    const auto until = std::chrono::steady_clock::now() + THREAD_EXIT_WAIT;
    while (threadCount() > threadsBefore && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(POLL);
}

}  // namespace hecto::fuzz
