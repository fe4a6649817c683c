// A protocol's output stream for a harness: keeps every complete line and
// lets the harness wait, from any thread, until the lines say something
// (a bestmove, a pong).
#pragma once

#include <condition_variable>
#include <mutex>
#include <streambuf>
#include <string>
#include <vector>

namespace hecto::fuzz {

// With the environment variable HECTO_FUZZ_ECHO set, the lines are also
// written to stderr, for reading a conversation the fuzzer found.
class LineSink : public std::streambuf {
public:
    LineSink();
    // Blocks until done(lines) holds; `lines` are all complete lines so far.
    // No timeout: a hang is the fuzzer's to report.
    template <class Pred> void waitUntil(Pred done) {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return done(lines_); });
    }
    // Wakes the waiters to test their condition again (something outside
    // the lines changed).
    void poke() {
        std::lock_guard lock(mutex_);
        changed_.notify_all();
    }
    std::vector<std::string> lines() const {
        std::lock_guard lock(mutex_);
        return lines_;
    }

private:
    int overflow(int c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    void put(char c);  // with the lock held

    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::string partial_;
    std::vector<std::string> lines_;
    bool echo_;
};

// Writes an input line to stderr where LineSink echoes.
void echoInput(const std::string& line);

}  // namespace hecto::fuzz

namespace hecto::fuzz {

// Counts the lines that start with a prefix, scanning each line once.
class LineCounter {
public:
    explicit LineCounter(std::string prefix) : prefix_(std::move(prefix)) {}
    size_t operator()(const std::vector<std::string>& lines) {
        for (; scanned_ < lines.size(); ++scanned_) count_ += lines[scanned_].rfind(prefix_, 0) == 0;
        return count_;
    }

private:
    std::string prefix_;
    size_t scanned_ = 0, count_ = 0;
};

}  // namespace hecto::fuzz
