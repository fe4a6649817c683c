#include "engine/match/referee.h"

#include <chrono>
#include <ctime>
#include <fmt/core.h>

#include "movegen/game.h"

namespace hecto {

namespace {

using Clock = MatchEngine::Clock;

const char* colorName(Color c) { return c == WHITE ? "White" : "Black"; }

std::string today() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    return fmt::format("{:04}.{:02}.{:02}", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
}

// Engines get standard file letters (a-j on BigChess, which Hecto reads
// too); the PGN uses the game's own.
std::string engineFen(Game& g) {
    g.setStandardFiles(true);
    std::string fen = g.fen();
    g.setStandardFiles(false);
    return fen;
}

class Referee {
public:
    Referee(const EngineConfig& white, const EngineConfig& black, const Variant& v, const Adjudication& adj,
            const std::atomic<bool>* stop)
        : configs_{&white, &black}, game_(newGame(v)), adj_(adj), stop_(stop) {
        rec_.white = white.name;
        rec_.black = black.name;
        rec_.variant = &v;
        rec_.date = today();
        const std::string w = white.tc.pgn(), b = black.tc.pgn();
        rec_.timeControl = w == b ? w : w + ", " + b;
        for (Color c : {WHITE, BLACK}) clockMs_[c] = configs_[c]->tc.baseMs;
    }

    GameRecord play(MatchEngine& white, MatchEngine& black, const Opening& opening) {
        engines_[WHITE] = &white;
        engines_[BLACK] = &black;
        if (setUp(opening)) {
            while (!finished()) {
                const Color us = game_->sideToMove();
                if (stop_ && *stop_) {
                    end(GameResult::UNFINISHED, "game interrupted", "unterminated");
                    break;
                }
                if (!engineMove(us)) break;
            }
        }
        rec_.finalFen = game_->fen();
        return rec_;
    }

    GameRecord forfeit(const Opening& opening, Color loser, const std::string& reason, const char* termination) {
        if (setUp(opening)) fail(loser, reason, termination);
        rec_.finalFen = game_->fen();
        return rec_;
    }

private:
    bool setUp(const Opening& opening) {
        try {
            if (!opening.fen.empty()) game_->setFen(opening.fen);
        } catch (const InputError& e) {
            end(GameResult::UNFINISHED, std::string("bad opening: ") + e.what(), "abandoned");
            return false;
        }
        rec_.startFen = game_->fen();
        startFenForEngines_ = engineFen(*game_);
        rec_.customStart = rec_.startFen != game_->variant().startFen;
        for (const std::string& uci : opening.moves) {
            try {
                const Move m = game_->parseMove(uci);
                rec_.moves.push_back({game_->san(m), true});
                playMove(m);
            } catch (const InputError& e) {
                end(GameResult::UNFINISHED, std::string("bad opening: ") + e.what(), "abandoned");
                return false;
            }
        }
        return !finished();
    }

    void playMove(Move m) {
        engineMoves_.push_back(Notation{&game_->variant(), true}.move(m));
        game_->make(m);
    }

    MoveRequest request(Color us) const {
        MoveRequest r;
        if (rec_.customStart) r.startFen = startFenForEngines_;
        r.moves = engineMoves_;
        r.side = us;
        for (Color c : {WHITE, BLACK}) {
            r.clockMs[c] = clockMs_[c];
            r.incMs[c] = configs_[c]->tc.incMs;
        }
        const TimeControl& tc = configs_[us]->tc;
        if (tc.clock() && tc.moves) r.movesToGo = tc.moves - movesMade_[us] % tc.moves;
        return r;
    }

    bool engineMove(Color us) {
        MatchEngine& e = *engines_[us];
        const EngineConfig& cfg = e.config();
        int64_t allowMs = adj_.hangTimeoutMs;
        if (cfg.tc.clock()) allowMs = clockMs_[us] + adj_.timeMarginMs;
        else if (cfg.tc.moveTimeMs) allowMs = cfg.tc.moveTimeMs + adj_.timeMarginMs;
        const auto reply = e.think(request(us), Clock::now() + std::chrono::milliseconds(allowMs + 1), stop_);
        if (stop_ && *stop_ && reply.bestMove.empty()) {
            end(GameResult::UNFINISHED, "game interrupted", "unterminated");
            return false;
        }
        if (!reply.unable.empty()) {
            rec_.unplayable = reply.unable;
            end(GameResult::UNFINISHED, reply.unable, "abandoned");
            return false;
        }
        const int64_t usedMs = int64_t(reply.seconds * 1000);
        if (reply.crashed) return fail(us, fmt::format("{} disconnects", colorName(us)), "abandoned");
        if (reply.resigned) {
            end(us == WHITE ? GameResult::BLACK_WINS : GameResult::WHITE_WINS, fmt::format("{} resigns", colorName(us)),
                "normal");
            return false;
        }
        if (!reply.refused.empty())
            return fail(us, fmt::format("{} calls a legal move illegal: {}", colorName(us), reply.refused),
                        "rules infraction");
        const bool overTime = usedMs > allowMs;
        if (reply.bestMove.empty() || (overTime && cfg.tc.limited())) {
            if (cfg.tc.limited()) return flagFall(us);
            return fail(us, fmt::format("{}'s connection stalls", colorName(us)), "stalled connection");
        }
        Move m;
        try {
            m = game_->parseMove(reply.bestMove);
        } catch (const InputError&) {
            return fail(us, fmt::format("{} makes an illegal move: {}", colorName(us), reply.bestMove),
                        "illegal move");
        }
        if (cfg.tc.clock()) {
            clockMs_[us] += cfg.tc.incMs - usedMs;
            if (cfg.tc.moves && (movesMade_[us] + 1) % cfg.tc.moves == 0) clockMs_[us] += cfg.tc.baseMs;
        }
        ++movesMade_[us];
        RecordedMove rm{game_->san(m)};
        rm.hasScore = reply.hasScore;
        rm.scoreCp = reply.scoreCp;
        rm.mateMoves = reply.mateMoves;
        rm.depth = reply.depth;
        rm.seconds = reply.seconds;
        rec_.moves.push_back(rm);
        playMove(m);
        track(us, reply);
        return true;
    }

    // Counters for adjudication, from the engines' own scores.
    void track(Color us, const EngineReply& r) {
        drawRun_ = r.hasScore && std::abs(r.scoreCp) <= adj_.drawScore ? drawRun_ + 1 : 0;
        resignRun_[us] = r.hasScore && r.scoreCp <= -adj_.resignScore ? resignRun_[us] + 1 : 0;
    }

    bool finished() {
        if (rec_.result != GameResult::UNFINISHED || !rec_.termination.empty()) return true;
        const GameStatus s = game_->status();
        if (s.over()) {
            const GameResult r = !s.decisive() ? GameResult::DRAW
                                 : s.winner == WHITE ? GameResult::WHITE_WINS
                                                     : GameResult::BLACK_WINS;
            end(r, s.describe(), "normal");
            return true;
        }
        const int fullMove = int(rec_.moves.size()) / 2 + 1;  // of the recorded game, for adjudication
        for (Color c : {WHITE, BLACK})
            if (adj_.resignMoveCount && resignRun_[c] >= adj_.resignMoveCount) {
                end(c == WHITE ? GameResult::BLACK_WINS : GameResult::WHITE_WINS,
                    fmt::format("{} resigns (adjudication)", colorName(c)), "adjudication");
                return true;
            }
        if (adj_.drawMoveCount && fullMove >= adj_.drawMoveNumber && drawRun_ >= 2 * adj_.drawMoveCount) {
            end(GameResult::DRAW, "draw by adjudication", "adjudication");
            return true;
        }
        if (adj_.maxMoves && int(rec_.moves.size()) >= 2 * adj_.maxMoves) {
            end(GameResult::DRAW, "draw by adjudication: maximum moves", "adjudication");
            return true;
        }
        return false;
    }

    // A flag fall loses, unless the opponent could never mate (FIDE).
    bool flagFall(Color us) {
        if (game_->hasMatingMaterial(~us)) return fail(us, fmt::format("{} loses on time", colorName(us)), "time forfeit");
        end(GameResult::DRAW, fmt::format("{} loses on time, but {} cannot mate", colorName(us), colorName(~us)),
            "time forfeit");
        markFailed(us);
        return false;
    }

    bool fail(Color us, const std::string& reason, const char* termination) {
        end(us == WHITE ? GameResult::BLACK_WINS : GameResult::WHITE_WINS, reason, termination);
        markFailed(us);
        return false;
    }

    void markFailed(Color us) { (us == WHITE ? rec_.whiteFailed : rec_.blackFailed) = true; }

    void end(GameResult r, const std::string& reason, const char* termination) {
        rec_.result = r;
        rec_.reason = reason;
        rec_.termination = termination;
    }

    const EngineConfig* configs_[2];
    MatchEngine* engines_[2] = {nullptr, nullptr};
    std::unique_ptr<Game> game_;
    Adjudication adj_;
    const std::atomic<bool>* stop_;
    GameRecord rec_;
    std::string startFenForEngines_;
    std::vector<std::string> engineMoves_;  // standard files
    int64_t clockMs_[2] = {0, 0};
    int movesMade_[2] = {0, 0};
    int drawRun_ = 0, resignRun_[2] = {0, 0};
};

}  // namespace

GameRecord playGame(MatchEngine& white, MatchEngine& black, const Variant& variant, const Opening& opening,
                    const Adjudication& adj, const std::atomic<bool>* stop) {
    return Referee(white.config(), black.config(), variant, adj, stop).play(white, black, opening);
}

GameRecord forfeitGame(const EngineConfig& white, const EngineConfig& black, const Variant& variant,
                       const Opening& opening, Color loser, const std::string& reason, const char* termination) {
    return Referee(white, black, variant, Adjudication{}, nullptr).forfeit(opening, loser, reason, termination);
}

std::string resultText(GameResult r) {
    switch (r) {
        case GameResult::WHITE_WINS: return "1-0";
        case GameResult::BLACK_WINS: return "0-1";
        case GameResult::DRAW: return "1/2-1/2";
        case GameResult::UNFINISHED: return "*";
    }
    return "*";
}

}  // namespace hecto
