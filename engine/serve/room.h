// One game on the server, the referee of it: the game under Hecto's rules,
// who sits where (a secret token per seat), the clocks, Hecto when it
// plays, and the record for the PGN. Every action checks its request
// against the game and either carries it out whole or throws ApiError and
// changes nothing. All methods lock the room; they may be called from any
// thread.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/match/referee.h"
#include "engine/serve/bot_player.h"
#include "engine/serve/game_clock.h"
#include "movegen/game.h"

namespace hecto {

enum class RoomMode { BOT, LOCAL, ONLINE };

struct RoomSettings {
    const Variant* variant = nullptr;
    RoomMode mode = RoomMode::BOT;
    const BotLevel* level = nullptr;  // BOT: Hecto's level
    Color creatorColor = WHITE;       // BOT: the person's colour; ONLINE: the creator's
    int64_t baseMs = 0, incMs = 0;    // the clock; 0: none
    std::string fen;                  // "": the game's start position
};

// Two dice for two players on one device: the higher plays White.
struct DiceRoll {
    int player1 = 0, player2 = 0;
};

class Room {
public:
    using Time = std::chrono::steady_clock::time_point;

    // Throws ApiError for a FEN the game does not accept.
    Room(std::string code, const RoomSettings& s, BotPlayer::MoveSink botSink, Time now);
    ~Room();
    Room(const Room&) = delete;
    Room& operator=(const Room&) = delete;

    // Starts the clock and, when it is to move, Hecto (once the hub knows
    // the room, so that Hecto's move finds it).
    void begin(Time now);
    const std::string& code() const { return code_; }
    RoomMode mode() const { return settings_.mode; }
    // The creator's token ("both" sides in LOCAL) and, ONLINE, its seat.
    std::string creatorToken() const;
    Color creatorColor() const { return settings_.creatorColor; }
    // ONLINE: the second browser takes the free seat; returns its token.
    std::string join(Color* seat, Time now);

    nlohmann::json state(Time now) const;
    void move(const std::string& token, const std::string& move, Time now);
    void pause(const std::string& token, Time now);
    void resume(const std::string& token, Time now);
    void resign(const std::string& token, Time now);
    std::string pgn(Time now) const;

    // Clock flags, checked by the hub's ticker.
    void tick(Time now);
    // Hecto's move of the search `id`; a stale one is dropped.
    void botMoved(uint64_t id, const std::string& move, Time now);

    // Waits until the state differs from `version` (returns true and sets
    // it), or until `timeout` passes or `stop` is set (returns false).
    bool waitForChange(uint64_t& version, std::chrono::milliseconds timeout, const std::atomic<bool>& stop);
    void touch(Time now);
    Time lastActivity() const;
    void wake();  // wakes every waiter (server shutdown)

private:
    // Callers hold mutex_.
    Color seatOf(const std::string& token, const char* action) const;  // throws; LOCAL: the side to move
    void requirePlaying(Time now, const char* action);
    void apply(Move m, Color mover, Time now);
    bool flagFell(Time now);
    void finish(GameResult r, const std::string& reason, const char* termination, Time now);
    void changed();
    void startBotIfDue(Time now);
    bool over() const { return result_ != GameResult::UNFINISHED; }
    std::string playerName(Color c) const;
    nlohmann::json board() const;

    const std::string code_;
    const RoomSettings settings_;
    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::unique_ptr<Game> game_;
    std::string startFen_;
    std::string tokens_[2];  // LOCAL: both the same
    bool seated_[2] = {false, false};
    DiceRoll dice_;
    GameClock clock_;
    std::unique_ptr<BotPlayer> bot_;
    uint64_t searchId_ = 0;
    bool thinking_ = false;

    struct PlayedMove {
        std::string san, uci;
        int from, to;
        double seconds;
        std::vector<int> removed;  // taken by the area's contraction (BigBangChess)
    };
    std::vector<PlayedMove> moves_;
    GameResult result_ = GameResult::UNFINISHED;
    std::string reason_, termination_;
    std::string date_;
    uint64_t version_ = 1;
    Time lastActivity_;
};

const char* colorKey(Color c);  // "white", "black"

}  // namespace hecto
