// The match runner's side of XBoard's protocol (CECP, protover 2) with one
// engine process, so that XBoard engines play in matches directly:
// feature negotiation (ping, setboard, usermove, san, variants), then per
// game new / variant / level or st / sd / force / setboard, per move
// time / otim and the moves, "go" to make it move; "move X" answers, in
// coordinates with XBoard's rank numbers (from 0 on 10-rank boards) or SAN.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "engine/cecp_notation.h"
#include "engine/match/match_engine.h"
#include "movegen/game.h"

namespace hecto {

class CecpEngine final : public MatchEngine {
public:
    explicit CecpEngine(EngineConfig config) : MatchEngine(std::move(config)) {}
    ~CecpEngine() override { quit(); }

    Handshake start(const Variant& v, const std::atomic<bool>* stop) override;
    Handshake newGame(const std::atomic<bool>* stop) override;
    EngineReply think(const MoveRequest& request, Clock::time_point deadline, const std::atomic<bool>* stop) override;
    void gameOver(const std::string& resultAndReason) override;

private:
    // Accepts or rejects each feature of a "feature ..." line; true when it
    // holds done=1.
    bool features(const std::string& line);
    bool feature(const std::string& name) const;
    Handshake ping(const std::atomic<bool>* stop);
    // A move of the game as this engine wants it sent.
    std::string moveText(const std::string& hectoMove);
    // The engine's move text in Hecto's notation (unchanged if it names no legal move).
    std::string readMove(const std::string& text);
    // The game's start (standard files): setboard when it is not the
    // variant's own.
    std::vector<std::string> setUp(const std::string& startFen);

    const Variant* variant_ = nullptr;
    CecpNotation notation_{8};
    std::map<std::string, std::string> features_;
    int pings_ = 0;
    // The game as the engine knows it: moves it has been sent or has made.
    std::unique_ptr<Game> game_;
    size_t known_ = 0;      // moves of the request the engine knows
    bool inGame_ = false;   // the start position has been set up
    bool forceMode_ = true; // "force" is in effect: the engine does not move by itself
};

}  // namespace hecto
