// The match runner's side of one engine process, whatever its protocol
// (UCI or XBoard's CECP): start it for a game, start each game, ask it
// for a move.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/match/engine_config.h"
#include "engine/match/process.h"
#include "movegen/piece.h"
#include "movegen/variant.h"

namespace hecto {

// How a handshake ended. A tournament manager treats them differently:
// FAILED (no such program, no such variant) ends the match, STALLED and
// DISCONNECTED lose the game and the engine is restarted.
enum class Handshake { OK, FAILED, STALLED, DISCONNECTED, INTERRUPTED };

// Everything an engine is told before one of its moves.
struct MoveRequest {
    std::string startFen;            // standard files; empty: the variant's start position
    std::vector<std::string> moves;  // every move since, Hecto's notation with standard files
    Color side = WHITE;              // to move: the engine's colour
    int64_t clockMs[2] = {0, 0};     // time left by colour, when the engines play on a clock
    int64_t incMs[2] = {0, 0};
    int movesToGo = 0;  // moves to the next time control of the engine's own clock, 0: none
};

struct EngineReply {
    std::string bestMove;  // Hecto's notation (standard files, or as the engine wrote it); empty: none came
    bool hasScore = false;
    int scoreCp = 0;    // from the engine's side; mates as +/-(MATE_CP - 2 * moves)
    int mateMoves = 0;  // signed, 0: not a mate score
    int depth = 0;
    double seconds = 0;
    bool crashed = false;   // the process ended or closed its output
    bool resigned = false;  // CECP "resign"
    std::string refused;    // CECP: the engine called this move of the game illegal
    std::string unable;     // the engine cannot play this game at all (CECP without setboard), why
    static constexpr int MATE_CP = 100000;
};

class MatchEngine {
public:
    using Clock = ChildProcess::Clock;

    explicit MatchEngine(EngineConfig config) : config_(std::move(config)) {}
    virtual ~MatchEngine() = default;
    MatchEngine(const MatchEngine&) = delete;
    MatchEngine& operator=(const MatchEngine&) = delete;

    const EngineConfig& config() const { return config_; }
    const std::string& name() const { return config_.name; }

    // Starts the process and completes the handshake for variant `v`.
    // Anything but OK leaves error() set and the process ended.
    virtual Handshake start(const Variant& v, const std::atomic<bool>* stop) = 0;
    bool ready() const { return ready_; }
    // Before each game.
    virtual Handshake newGame(const std::atomic<bool>* stop) = 0;
    // Sends the position and the clocks, then waits until `deadline` for a move.
    virtual EngineReply think(const MoveRequest& request, Clock::time_point deadline, const std::atomic<bool>* stop) = 0;
    // After each game that the engine finished playing ("1-0 {White mates}").
    virtual void gameOver(const std::string& /*resultAndReason*/) {}
    // A polite "quit", then the process is ended for sure.
    void quit();
    const std::string& error() const { return error_; }

protected:
    bool send(const std::string& line);
    // Starts the program; FAILED with error() set if it cannot be.
    Handshake launch();
    // How a wait for `what` ended without it.
    Handshake waitFailed(const std::string& what, const std::atomic<bool>* stop);
    Clock::time_point handshakeDeadline() const;

    EngineConfig config_;
    ChildProcess process_;
    bool ready_ = false;
    std::string error_;
};

std::unique_ptr<MatchEngine> makeEngine(const EngineConfig& config);

}  // namespace hecto
