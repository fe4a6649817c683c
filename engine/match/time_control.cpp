#include "engine/match/time_control.h"

#include <cmath>
#include <fmt/core.h>

#include "movegen/notation.h"

namespace hecto {

namespace {

// A time beyond this is a typing error, and would overflow as milliseconds.
constexpr double MAX_SECONDS = 1e7;

// Seconds, possibly "m:ss", as milliseconds.
int64_t parseSeconds(std::string_view s, std::string_view whole) {
    const auto bad = [&] { return InputError("bad time control '" + std::string(whole) + "'"); };
    double minutes = 0;
    if (const size_t colon = s.find(':'); colon != std::string_view::npos) {
        minutes = std::stod(std::string(s.substr(0, colon)));
        s.remove_prefix(colon + 1);
    }
    if (s.empty() || s.find_first_not_of("0123456789.") != std::string_view::npos) throw bad();
    size_t used = 0;
    const double secs = std::stod(std::string(s), &used);
    if (used != s.size() || !(minutes >= 0 && secs >= 0 && minutes * 60 + secs <= MAX_SECONDS)) throw bad();  // NaN too
    return std::llround((minutes * 60 + secs) * 1000);
}

std::string secondsText(int64_t ms) { return ms % 1000 ? fmt::format("{:g}", ms / 1000.0) : std::to_string(ms / 1000); }

}  // namespace

TimeControl TimeControl::parse(std::string_view text) {
    TimeControl tc;
    if (text == "inf" || text == "-") return tc;
    std::string_view rest = text;
    try {
        if (const size_t slash = rest.find('/'); slash != std::string_view::npos) {
            const std::string moves(rest.substr(0, slash));
            if (moves.empty() || moves.find_first_not_of("0123456789") != std::string::npos) throw std::invalid_argument("");
            tc.moves = std::stoi(moves);
            rest.remove_prefix(slash + 1);
        }
        if (const size_t plus = rest.find('+'); plus != std::string_view::npos) {
            tc.incMs = parseSeconds(rest.substr(plus + 1), text);
            rest = rest.substr(0, plus);
        }
        tc.baseMs = parseSeconds(rest, text);
    } catch (const std::logic_error&) {
        throw InputError("bad time control '" + std::string(text) + "'");
    }
    if (tc.baseMs <= 0) throw InputError("time control '" + std::string(text) + "' gives no time");
    return tc;
}

TimeControl TimeControl::fixed(std::string_view seconds) {
    TimeControl tc;
    try {
        tc.moveTimeMs = parseSeconds(seconds, seconds);
    } catch (const std::logic_error&) {
        throw InputError("bad time per move '" + std::string(seconds) + "'");
    }
    if (tc.moveTimeMs <= 0) throw InputError("time per move must be positive");
    return tc;
}

std::string TimeControl::pgn() const {
    if (moveTimeMs) return secondsText(moveTimeMs) + "/move";
    if (!clock()) return "-";
    std::string s = moves ? std::to_string(moves) + "/" : "";
    s += secondsText(baseMs);
    if (incMs) s += "+" + secondsText(incMs);
    return s;
}

}  // namespace hecto
