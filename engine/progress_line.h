// A progress line on stderr for long commands (datagen, train): redrawn in
// place on a terminal; written to a log (stderr redirected) as whole lines,
// one every LOG_EVERY, so that the log stays readable.
#pragma once

#include <chrono>
#include <string>

namespace hecto {

class ProgressLine {
public:
    static constexpr auto LOG_EVERY = std::chrono::seconds(60);

    ProgressLine();
    void show(const std::string& text);
    // Ends the line in place (before other output, or at the end).
    void clear();

private:
    bool terminal_;
    size_t width_ = 0;  // of the line on the terminal
    std::chrono::steady_clock::time_point lastLogged_;
};

}  // namespace hecto
