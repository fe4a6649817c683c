#include "fuzz/line_sink.h"

#include <cstdio>
#include <cstdlib>

namespace hecto::fuzz {

namespace {
bool echoing() { return std::getenv("HECTO_FUZZ_ECHO") != nullptr; }
}  // namespace

LineSink::LineSink() : echo_(echoing()) {}

void echoInput(const std::string& line) {
    if (echoing()) std::fprintf(stderr, "> %s\n", line.c_str());
}

void LineSink::put(char c) {
    if (c != '\n') {
        partial_ += c;
        return;
    }
    if (echo_) std::fprintf(stderr, "< %s\n", partial_.c_str());
    lines_.push_back(std::move(partial_));
    partial_.clear();
    changed_.notify_all();
}

int LineSink::overflow(int c) {
    if (c == traits_type::eof()) return traits_type::not_eof(c);
    std::lock_guard lock(mutex_);
    put(traits_type::to_char_type(c));
    return c;
}

std::streamsize LineSink::xsputn(const char* s, std::streamsize n) {
    std::lock_guard lock(mutex_);
    for (std::streamsize i = 0; i < n; ++i) put(s[i]);
    return n;
}

}  // namespace hecto::fuzz
