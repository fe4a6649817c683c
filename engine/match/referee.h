// Plays one game between two engines under Hecto's own rules: checks
// every move, keeps the clocks, ends the game by the rules of the variant
// or by adjudication, and records it for the PGN.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/match/match_engine.h"
#include "movegen/variant.h"

namespace hecto {

struct Opening {
    std::string fen;                 // empty: the variant's start position
    std::vector<std::string> moves;  // played from it before the engines take over
};

struct Adjudication {
    // Draw when both engines' scores stay within drawScore centipawns of zero
    // for drawMoveCount moves each, from full move drawMoveNumber on.
    int drawMoveNumber = 0, drawMoveCount = 0, drawScore = 0;
    // Loss for an engine whose own score stays at or below -resignScore for
    // resignMoveCount of its moves.
    int resignMoveCount = 0, resignScore = 0;
    int maxMoves = 0;          // draw after this many full moves, 0: never
    int64_t timeMarginMs = 0;  // overstepping the clock by up to this is forgiven
    int64_t hangTimeoutMs = 0; // without a clock: the longest a move may take
};

enum class GameResult { WHITE_WINS, BLACK_WINS, DRAW, UNFINISHED };

struct RecordedMove {
    std::string san;
    bool book = false;
    bool hasScore = false;
    int scoreCp = 0, mateMoves = 0, depth = 0;
    double seconds = 0;
};

struct GameRecord {
    std::string white, black;
    const Variant* variant = nullptr;
    std::string startFen;  // the position before the first recorded move
    bool customStart = false;
    std::string finalFen;  // the position at the end
    std::vector<RecordedMove> moves;
    GameResult result = GameResult::UNFINISHED;
    std::string reason;       // "White mates", "Black loses on time", ...
    std::string termination;  // PGN Termination: normal, time forfeit, adjudication, rules infraction, abandoned, unterminated
    std::string timeControl;
    std::string date;  // YYYY.MM.DD
    int round = 0;
    // Which engine failed (crash, hang, illegal move): it needs a restart.
    bool whiteFailed = false, blackFailed = false;
    std::string unplayable;  // why an engine cannot play this game at all (the game is unfinished)
};

// `white` and `black` must be started. Returns when the game is over, or
// unfinished as soon as `stop` turns true.
GameRecord playGame(MatchEngine& white, MatchEngine& black, const Variant& variant, const Opening& opening,
                    const Adjudication& adj, const std::atomic<bool>* stop);

// A game that `loser` lost before its first move, as its engine could not
// be started or made ready for it: the opening's moves, then the loss.
GameRecord forfeitGame(const EngineConfig& white, const EngineConfig& black, const Variant& variant,
                       const Opening& opening, Color loser, const std::string& reason, const char* termination);

std::string resultText(GameResult r);  // "1-0", "0-1", "1/2-1/2", "*"

}  // namespace hecto
