// A chess clock kept by the server: each side's time, the side whose clock
// runs, and a pause. Times are read against a steady clock passed in, so
// that the room decides flag falls at one moment for everything.
#pragma once

#include <chrono>
#include <cstdint>

#include "movegen/piece.h"

namespace hecto {

class GameClock {
public:
    using Time = std::chrono::steady_clock::time_point;

    GameClock() = default;
    GameClock(int64_t baseMs, int64_t incMs) : baseMs_(baseMs), incMs_(incMs), left_{baseMs, baseMs} {}

    bool enabled() const { return baseMs_ > 0; }
    int64_t baseMs() const { return baseMs_; }
    int64_t incMs() const { return incMs_; }
    bool running() const { return running_; }
    Color side() const { return side_; }
    bool paused() const { return paused_; }

    // Starts `c`'s clock (after the other side moved, or at the start).
    void start(Color c, Time now);
    // `c` has moved: its time is charged, the increment added, and the
    // other side's clock starts. Returns the milliseconds the move took.
    int64_t moved(Color c, Time now);
    void stop(Time now);  // at the end of the game
    void pause(Time now);
    void resume(Time now);
    int64_t left(Color c, Time now) const;  // may be negative once a flag fell

private:
    int64_t elapsed(Time now) const;

    int64_t baseMs_ = 0, incMs_ = 0;
    int64_t left_[2] = {0, 0};
    bool running_ = false, paused_ = false;
    Color side_ = WHITE;
    Time since_{};  // when the running side's clock last started
};

}  // namespace hecto
