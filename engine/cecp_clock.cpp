#include "engine/cecp_clock.h"

#include <algorithm>
#include <cmath>

#include "engine/parse.h"
#include "search/types.h"

namespace hecto {

namespace {

// Without any time control at all the engine still must move: this long.
constexpr int64_t DEFAULT_MOVE_TIME_MS = 5000;
constexpr long long MAX_MINUTES = 100000, MAX_SECONDS = 1000000, MAX_SESSION_MOVES = 10000;

// Seconds, possibly with a fraction ("0.5"), as milliseconds.
int64_t secondsToMs(const std::string& text, const std::string& what) {
    const size_t dot = text.find('.');
    if (dot == std::string::npos) return parseInt(text, what, 0, MAX_SECONDS) * 1000;
    const int64_t whole = dot == 0 ? 0 : parseInt(text.substr(0, dot), what, 0, MAX_SECONDS);
    std::string frac = text.substr(dot + 1).substr(0, 3);
    if (frac.empty()) return whole * 1000;
    const long long f = parseInt(frac, what, 0, 999);
    return whole * 1000 + f * (frac.size() == 1 ? 100 : frac.size() == 2 ? 10 : 1);
}

}  // namespace

int64_t CecpClock::centis(const std::string& text, const std::string& what) {
    constexpr long long BIG = 1LL << 40;
    return parseInt(text, what, -BIG, BIG);
}

void CecpClock::level(const std::string& mps, const std::string& base, const std::string& inc) {
    const int moves = int(parseInt(mps, "level's moves per session", 0, MAX_SESSION_MOVES));
    int64_t baseMs = 0;
    const size_t colon = base.find(':');
    if (colon == std::string::npos) {
        baseMs = parseInt(base, "level's base time", 0, MAX_MINUTES) * 60000;
    } else {
        baseMs = parseInt(base.substr(0, colon), "level's base minutes", 0, MAX_MINUTES) * 60000 +
                 parseInt(base.substr(colon + 1), "level's base seconds", 0, 59) * 1000;
    }
    const int64_t incMs = secondsToMs(inc, "level's increment");
    movesPerSession_ = moves;
    baseMs_ = baseMs;
    incMs_ = incMs;
    moveTimeMs_ = 0;  // a level replaces a fixed time per move
}

void CecpClock::moveTime(const std::string& seconds) {
    moveTimeMs_ = std::max<int64_t>(1, secondsToMs(seconds, "st"));
}

void CecpClock::depth(const std::string& plies) { depth_ = int(parseInt(plies, "sd", 1, MAX_PLY - 1)); }

SearchLimits CecpClock::limits(Color us, int fullMove) const {
    SearchLimits l;
    l.depth = depth_;
    if (moveTimeMs_ > 0) {
        l.moveTime = moveTimeMs_;
        return l;
    }
    const int64_t mine = engineCs_ >= 0 ? engineCs_ * 10 : baseMs_;
    if (mine <= 0 && engineCs_ < 0) {
        if (!depth_) l.moveTime = DEFAULT_MOVE_TIME_MS;
        return l;
    }
    const int64_t theirs = opponentCs_ >= 0 ? opponentCs_ * 10 : mine;
    l.time[us] = std::max<int64_t>(1, mine);
    l.time[~us] = std::max<int64_t>(1, theirs);
    l.inc[WHITE] = l.inc[BLACK] = incMs_;
    if (movesPerSession_ > 0) l.movesToGo = movesPerSession_ - (std::max(fullMove, 1) - 1) % movesPerSession_;
    return l;
}

}  // namespace hecto
