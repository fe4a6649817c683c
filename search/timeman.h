// How long to think: an optimum after which no new iteration starts, and a
// maximum at which the search stops, both inside the clock minus the move
// overhead.
#pragma once

#include <algorithm>
#include <chrono>

#include "search/limits.h"

namespace hecto {

class TimeManager {
public:
    using Clock = std::chrono::steady_clock;

    // Fraction (in 1/100) of the time left that one move may use at most.
    static constexpr int MAX_SHARE_PERCENT = 70;
    static constexpr int MOVES_HORIZON = 35;     // assumed moves left in sudden death
    static constexpr int INC_SHARE_PERCENT = 75;  // of the increment, added to the optimum
    static constexpr int MAX_OVER_OPTIMUM = 5;    // maximum as a multiple of the optimum

    void start(const SearchLimits& l, int us, int64_t overheadMs) {
        start_ = Clock::now();
        enabled_ = l.usesClock() || l.moveTime > 0;
        if (l.moveTime > 0) {
            optimum_ = maximum_ = std::max<int64_t>(1, l.moveTime - overheadMs);
            return;
        }
        if (!l.usesClock()) return;
        const int64_t left = l.time[us], inc = l.inc[us];
        const int64_t usable = std::max<int64_t>(1, left - overheadMs);
        const int horizon = l.movesToGo > 0 ? std::min(l.movesToGo, MOVES_HORIZON) : MOVES_HORIZON;
        optimum_ = std::min(usable, left / horizon + inc * INC_SHARE_PERCENT / 100);
        const int64_t cap = l.movesToGo == 1 ? usable : usable * MAX_SHARE_PERCENT / 100;
        maximum_ = std::max<int64_t>(1, std::min(cap, optimum_ * MAX_OVER_OPTIMUM));
        optimum_ = std::max<int64_t>(1, std::min(optimum_, maximum_));
    }

    bool enabled() const { return enabled_; }
    int64_t elapsed() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
    }
    int64_t optimum() const { return optimum_; }
    int64_t maximum() const { return maximum_; }

private:
    Clock::time_point start_ = Clock::now();
    bool enabled_ = false;
    int64_t optimum_ = 0, maximum_ = 0;
};

}  // namespace hecto
