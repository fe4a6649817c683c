#include "engine/serve/bot_player.h"

#include <algorithm>

namespace hecto {

namespace {

// Easy plays Skill Level's weakest choices quickly; Medium is strength-
// limited to a club player's Elo; Hard is the full engine at a brisk pace;
// Deep Thinking gives it several times longer.
const std::vector<BotLevel> LEVELS = {
    {"easy", "Easy", 2, 0, 300},
    {"medium", "Medium", 20, 1700, 700},
    {"hard", "Hard", 20, 0, 1500},
    {"deep", "Deep Thinking", 20, 0, 6000},
};

// With a clock: a move may take this share of what is left, plus most of
// the increment, never less than the floor.
constexpr int64_t CLOCK_SHARE_DIVISOR = 30;
constexpr int64_t MIN_MOVE_MS = 50;
// Each bot has a table of its own; several rooms may play at once.
constexpr int BOT_HASH_MB = 16;

}  // namespace

const std::vector<BotLevel>& botLevels() { return LEVELS; }

const BotLevel* findBotLevel(const std::string& key) {
    for (const BotLevel& l : LEVELS)
        if (key == l.key) return &l;
    return nullptr;
}

int64_t BotPlayer::moveTime(const BotLevel& level, int64_t clockMs, int64_t incMs) {
    if (clockMs <= 0) return level.moveMs;
    const int64_t budget = clockMs / CLOCK_SHARE_DIVISOR + incMs * 3 / 4;
    return std::max(MIN_MOVE_MS, std::min(level.moveMs, budget));
}

BotPlayer::BotPlayer(const Variant& v, const BotLevel& level, MoveSink onMove)
    : level_(level), onMove_(std::move(onMove)) {
    session_ = std::make_unique<EngineSession>([this](const std::string& line) { output(line); });
    Options& o = session_->options();
    const auto set = [&](const char* name, const std::string& value) { session_->applyOption(o.set(name, value)); };
    set("Hash", std::to_string(BOT_HASH_MB));
    set("UCI_Variant", v.key);
    set("Skill Level", std::to_string(level.skillLevel));
    if (level.elo) {
        set("UCI_LimitStrength", "true");
        set("UCI_Elo", std::to_string(level.elo));
    }
}

BotPlayer::~BotPlayer() { session_.reset(); }

void BotPlayer::think(const Game& game, uint64_t id, int64_t clockMs, int64_t incMs) {
    session_->stopSearch();
    session_->settle();
    id_ = id;
    session_->replaceGame(game.clone());
    SearchLimits limits;
    limits.moveTime = moveTime(level_, clockMs, incMs);
    session_->startSearch(limits);
}

void BotPlayer::stop() { session_->signalStop(); }

void BotPlayer::output(const std::string& line) {
    static constexpr std::string_view BEST = "bestmove ";
    if (line.rfind(BEST, 0) != 0) return;
    std::string move = line.substr(BEST.size());
    move = move.substr(0, move.find(' '));
    if (move == "(none)" || move == "0000") move.clear();
    onMove_(id_, move);
}

}  // namespace hecto
