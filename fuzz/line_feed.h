// A protocol's input stream for a harness that must see each command
// handled before it sends the next, as a GUI that waits for replies does:
// the protocol's reader thread gets one line at a time, each only once
// ready(i) holds for the line before it. Knows when that reader thread
// has ended, so the stream can be destroyed safely after it.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <streambuf>
#include <string>
#include <vector>

namespace hecto::fuzz {

class LineFeed : public std::streambuf {
public:
    // ready(i): may line i + 1 be read? Called on the reader's thread, may
    // block; it should return early once finished() is true.
    LineFeed(std::vector<std::string> lines, std::function<void(size_t)> ready);
    // No more lines: the reader gets end of input at once.
    void finish();
    bool finished() const;
    // Blocks until the thread that read this stream has ended (at once if
    // no thread read it).
    void waitForReaderExit();

private:
    int underflow() override;

    struct Shared {
        std::mutex mutex;
        std::condition_variable changed;
        bool finished = false, readerStarted = false, readerExited = false;
    };
    std::vector<std::string> lines_;
    std::function<void(size_t)> ready_;
    size_t next_ = 0;
    std::string current_;
    std::shared_ptr<Shared> shared_ = std::make_shared<Shared>();
};

}  // namespace hecto::fuzz
