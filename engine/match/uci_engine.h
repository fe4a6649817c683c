// The match runner's side of the UCI protocol with one engine process.
#pragma once

#include <string>
#include <vector>

#include "engine/match/match_engine.h"

namespace hecto {

class UciEngine final : public MatchEngine {
public:
    explicit UciEngine(EngineConfig config) : MatchEngine(std::move(config)) {}
    ~UciEngine() override { quit(); }

    // uci, the options, isready; then UCI_Variant (re-reading the variants
    // the engine offers once its options are set, as an option such as
    // VariantPath may add some), isready.
    Handshake start(const Variant& v, const std::atomic<bool>* stop) override;
    Handshake newGame(const std::atomic<bool>* stop) override;  // ucinewgame + isready
    EngineReply think(const MoveRequest& request, Clock::time_point deadline, const std::atomic<bool>* stop) override;

private:
    // Reads lines until one starts with `token` (the answer to `question`),
    // noting UCI_Variant's choices.
    Handshake waitFor(const std::string& token, const std::string& question, const std::atomic<bool>* stop);
    std::string goCommand(const MoveRequest& r) const;

    std::vector<std::string> variants_;  // UCI_Variant values it lists, if any
};

}  // namespace hecto
