#include "engine/progress_line.h"

#include <cstdio>
#include <fmt/core.h>
#include <unistd.h>

namespace hecto {

ProgressLine::ProgressLine() : terminal_(::isatty(STDERR_FILENO) == 1), lastLogged_(std::chrono::steady_clock::now()) {}

void ProgressLine::show(const std::string& text) {
    if (terminal_) {
        fmt::print(stderr, "\r{}{}", text, std::string(width_ > text.size() ? width_ - text.size() : 0, ' '));
        width_ = text.size();
        return;
    }
    const auto now = std::chrono::steady_clock::now();
    if (now - lastLogged_ < LOG_EVERY) return;
    lastLogged_ = now;
    fmt::print(stderr, "{}\n", text);
}

void ProgressLine::clear() {
    if (!terminal_ || !width_) return;
    fmt::print(stderr, "\r{}\r", std::string(width_, ' '));
    std::fflush(stderr);
    width_ = 0;
}

}  // namespace hecto
