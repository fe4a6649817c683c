// CECP's time controls (level, st, sd, time, otim) turned into the search's
// limits for one move.
#pragma once

#include <cstdint>
#include <string>

#include "movegen/piece.h"
#include "search/limits.h"

namespace hecto {

class CecpClock {
public:
    // "level MPS BASE INC": moves per session (0: all), base as minutes or
    // minutes:seconds, increment in seconds (may have a fraction).
    void level(const std::string& mps, const std::string& base, const std::string& inc);
    void moveTime(const std::string& seconds);  // "st"
    void depth(const std::string& plies);        // "sd"
    void engineTime(const std::string& centiseconds) { engineCs_ = centis(centiseconds, "time"); }
    void opponentTime(const std::string& centiseconds) { opponentCs_ = centis(centiseconds, "otim"); }
    // "new": back to the default, no depth limit.
    void reset() { *this = CecpClock(); }

    // Limits for a search by `us`, with `fullMove` the game's move number.
    SearchLimits limits(Color us, int fullMove) const;

private:
    static int64_t centis(const std::string& text, const std::string& what);
    int movesPerSession_ = 0;
    int64_t baseMs_ = 0, incMs_ = 0, moveTimeMs_ = 0;
    int depth_ = 0;
    int64_t engineCs_ = -1, opponentCs_ = -1;  // -1: not told yet
};

}  // namespace hecto
