#include "engine/serve/game_clock.h"

namespace hecto {

int64_t GameClock::elapsed(Time now) const {
    if (!running_ || paused_) return 0;
    return std::chrono::duration_cast<std::chrono::milliseconds>(now - since_).count();
}

void GameClock::start(Color c, Time now) {
    side_ = c;
    running_ = true;
    since_ = now;
}

int64_t GameClock::moved(Color c, Time now) {
    const int64_t used = side_ == c ? elapsed(now) : 0;
    if (enabled()) left_[c] += incMs_ - used;
    start(~c, now);
    return used;
}

void GameClock::stop(Time now) {
    if (running_ && enabled()) left_[side_] -= elapsed(now);
    running_ = false;
    paused_ = false;
}

void GameClock::pause(Time now) {
    if (paused_) return;
    if (running_ && enabled()) left_[side_] -= elapsed(now);
    paused_ = true;
}

void GameClock::resume(Time now) {
    if (!paused_) return;
    paused_ = false;
    since_ = now;
}

int64_t GameClock::left(Color c, Time now) const { return left_[c] - (c == side_ ? elapsed(now) : 0); }

}  // namespace hecto
