// Time controls in cutechess-cli notation: "moves/base+increment" in
// seconds ("40/60+0.5", "10+0.1", "0:30+0.2"), "st=" fixed time per move,
// or none ("inf").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace hecto {

struct TimeControl {
    int64_t baseMs = 0, incMs = 0;
    int moves = 0;           // moves per period, 0: the whole game
    int64_t moveTimeMs = 0;  // fixed time per move
    bool clock() const { return baseMs > 0; }
    bool limited() const { return clock() || moveTimeMs > 0; }

    // Throws InputError on anything else.
    static TimeControl parse(std::string_view text);
    static TimeControl fixed(std::string_view seconds);  // "st=" value
    std::string pgn() const;  // the PGN TimeControl tag: "40/60+0.5", "10+0.1", "3/move", "-"
};

}  // namespace hecto
