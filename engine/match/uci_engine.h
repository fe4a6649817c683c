// The match runner's side of the UCI protocol with one engine process.
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "engine/match/engine_config.h"
#include "engine/match/process.h"

namespace hecto {

class UciEngine {
public:
    using Clock = ChildProcess::Clock;

    explicit UciEngine(EngineConfig config) : config_(std::move(config)) {}
    ~UciEngine() { quit(); }

    const EngineConfig& config() const { return config_; }
    const std::string& name() const { return config_.name; }

    // Starts the process and completes the handshake for `variant`: uci,
    // options, UCI_Variant, isready. False with error() set on failure.
    bool start(const std::string& variant, const std::atomic<bool>* stop);
    bool ready() const { return ready_; }
    bool newGame(const std::atomic<bool>* stop);  // ucinewgame + isready

    struct Reply {
        std::string bestMove;  // empty: none came
        bool hasScore = false;
        int scoreCp = 0;  // from the engine's side; mates as +/-(MATE_CP - plies)
        int mateMoves = 0;  // signed, 0: not a mate score
        int depth = 0;
        double seconds = 0;
        bool crashed = false;  // the process ended or closed its output
    };
    static constexpr int MATE_CP = 100000;
    // Sends `position` and `go`, then waits until `deadline` for bestmove.
    Reply think(const std::string& position, const std::string& go, Clock::time_point deadline,
                const std::atomic<bool>* stop);

    void quit();  // polite "quit", then the process is ended for sure
    const std::string& error() const { return error_; }

private:
    bool send(const std::string& line);
    bool waitFor(const std::string& token, Clock::time_point deadline, const std::atomic<bool>* stop);

    EngineConfig config_;
    ChildProcess process_;
    bool ready_ = false;
    std::vector<std::string> variants_;  // UCI_Variant values it lists, if any
    std::string error_;
};

}  // namespace hecto
