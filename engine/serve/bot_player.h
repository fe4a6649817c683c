// Hecto as a player in a room: one engine session of its own, searching a
// copy of the room's game and handing its move back through a callback
// (from the search's thread), so that no room lock is held while it thinks.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/session.h"
#include "movegen/game.h"

namespace hecto {

// A level as the page names it, mapped onto the engine's own settings.
struct BotLevel {
    const char* key;   // in the API: "easy", "medium", "hard", "deep"
    const char* name;  // on the page: "Easy", ..., "Deep Thinking"
    int skillLevel;    // Skill Level (20: full strength)
    int elo;           // UCI_Elo with UCI_LimitStrength; 0: not limited
    int64_t moveMs;    // thinking time per move (less when the clock is short)
};

const std::vector<BotLevel>& botLevels();
const BotLevel* findBotLevel(const std::string& key);  // nullptr: no such level

class BotPlayer {
public:
    // `onMove(id, move)` receives the move of the search started with `id`,
    // in the game's own notation ("" if it had none).
    using MoveSink = std::function<void(uint64_t id, const std::string& move)>;
    BotPlayer(const Variant& v, const BotLevel& level, MoveSink onMove);
    ~BotPlayer();  // stops any search first

    // Starts thinking about `game` (a copy is kept) and returns at once.
    // `clockMs` and `incMs`: the bot's clock, 0 without one.
    void think(const Game& game, uint64_t id, int64_t clockMs, int64_t incMs);
    void stop();  // asks the running search to end; its move is then ignored by id

    const BotLevel& level() const { return level_; }
    // The time it gives one move: the level's, less when the clock runs short.
    static int64_t moveTime(const BotLevel& level, int64_t clockMs, int64_t incMs);

private:
    void output(const std::string& line);

    const BotLevel& level_;
    MoveSink onMove_;
    std::atomic<uint64_t> id_{0};
    std::unique_ptr<EngineSession> session_;
};

}  // namespace hecto
