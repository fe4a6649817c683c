#include "fuzz/line_feed.h"

#include "fuzz/line_sink.h"

namespace hecto::fuzz {

namespace {

// Destroyed when the reader's thread ends, after everything the thread ran
// (a detached reader may still test the stream after its last read).
struct ExitNotice {
    std::function<void()> notify;
    ~ExitNotice() {
        if (notify) notify();
    }
};

}  // namespace

LineFeed::LineFeed(std::vector<std::string> lines, std::function<void(size_t)> ready)
    : lines_(std::move(lines)), ready_(std::move(ready)) {}

void LineFeed::finish() {
    std::lock_guard lock(shared_->mutex);
    shared_->finished = true;
    shared_->changed.notify_all();
}

bool LineFeed::finished() const {
    std::lock_guard lock(shared_->mutex);
    return shared_->finished;
}

void LineFeed::waitForReaderExit() {
    std::unique_lock lock(shared_->mutex);
    shared_->changed.wait(lock, [&] { return !shared_->readerStarted || shared_->readerExited; });
}

int LineFeed::underflow() {
    thread_local ExitNotice notice;
    if (!notice.notify) {
        std::lock_guard lock(shared_->mutex);
        shared_->readerStarted = true;
        notice.notify = [shared = shared_] {
            std::lock_guard l(shared->mutex);
            shared->readerExited = true;
            shared->changed.notify_all();
        };
    }
    if (next_ > 0 && !finished()) ready_(next_ - 1);
    if (finished() || next_ == lines_.size()) return traits_type::eof();
    echoInput(lines_[next_]);
    current_ = lines_[next_++] + "\n";
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
}

}  // namespace hecto::fuzz
