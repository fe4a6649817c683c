// A child process spoken to through its standard input and output, one line
// at a time, with deadlines. Used to run engines in matches.
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace hecto {

class ChildProcess {
public:
    using Clock = std::chrono::steady_clock;

    ChildProcess() = default;
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;
    ~ChildProcess() { kill(); }

    // Starts `argv[0]` (searched on PATH) with its arguments in `dir` (empty:
    // this directory). False, with error() set, if it cannot be started.
    bool start(const std::vector<std::string>& argv, const std::string& dir = "");
    bool running();  // reaps the child if it has exited

    bool writeLine(const std::string& line);
    // The next line of output, or nothing when the deadline passes, the
    // process closes its output, or `stop` turns true.
    std::optional<std::string> readLine(Clock::time_point deadline, const std::atomic<bool>* stop = nullptr);
    bool closed() const { return eof_; }

    // Ends the process: SIGKILL to its process group, then reaps it.
    void kill();
    const std::string& error() const { return error_; }

private:
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;  // our ends: its stdin, its stdout
    std::string buffer_, error_;
    bool eof_ = false;
};

}  // namespace hecto
