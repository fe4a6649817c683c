#include "engine/serve/room.h"

#include <cctype>
#include <ctime>
#include <fmt/core.h>

#include "engine/match/pgn.h"
#include "engine/serve/api_error.h"
#include "engine/serve/secret.h"

namespace hecto {

using nlohmann::json;

namespace {

const char* colorName(Color c) { return c == WHITE ? "White" : "Black"; }

const char* modeKey(RoomMode m) {
    switch (m) {
        case RoomMode::BOT: return "bot";
        case RoomMode::LOCAL: return "local";
        case RoomMode::ONLINE: return "online";
    }
    return "";
}

std::string today() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    return fmt::format("{:04}.{:02}.{:02}", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
}

// A piece as a FEN letter ("N", "c"), or "" for an empty square.
std::string pieceLetter(const Variant& v, Piece p) {
    if (p == NO_PIECE) return "";
    const char l = v.letter(typeOf(p));
    if (!l) return "?";
    return std::string(1, colorOf(p) == WHITE ? char(std::toupper(static_cast<unsigned char>(l))) : l);
}

}  // namespace

const char* colorKey(Color c) { return c == WHITE ? "white" : "black"; }

Room::Room(std::string code, const RoomSettings& s, BotPlayer::MoveSink botSink, Time now)
    : code_(std::move(code)), settings_(s), game_(newGame(*s.variant)), date_(today()), lastActivity_(now) {
    if (!s.fen.empty()) {
        try {
            game_->setFen(s.fen);
        } catch (const InputError& e) {
            throw ApiError(HTTP_UNPROCESSABLE, std::string("bad FEN: ") + e.what());
        }
        if (const GameStatus st = game_->status(); st.over())
            throw ApiError(HTTP_UNPROCESSABLE, "this position is already over (" + st.describe() + ")");
    }
    startFen_ = game_->fen();
    const Color c = s.creatorColor;
    switch (s.mode) {
        case RoomMode::BOT:
            tokens_[c] = newToken();
            seated_[WHITE] = seated_[BLACK] = true;
            bot_ = std::make_unique<BotPlayer>(*s.variant, *s.level, std::move(botSink));
            break;
        case RoomMode::LOCAL:
            do {
                dice_ = {rollDie(), rollDie()};
            } while (dice_.player1 == dice_.player2);
            tokens_[WHITE] = tokens_[BLACK] = newToken();
            seated_[WHITE] = seated_[BLACK] = true;
            break;
        case RoomMode::ONLINE:
            tokens_[c] = newToken();
            seated_[c] = true;
            break;
    }
    clock_ = GameClock(s.baseMs, s.incMs);
}

Room::~Room() { bot_.reset(); }

void Room::begin(Time now) {
    std::lock_guard lock(mutex_);
    lastActivity_ = now;
    if (seated_[WHITE] && seated_[BLACK]) clock_.start(game_->sideToMove(), now);
    startBotIfDue(now);
}

std::string Room::creatorToken() const {
    std::lock_guard lock(mutex_);
    return tokens_[settings_.creatorColor];
}

std::string Room::join(Color* seat, Time now) {
    std::lock_guard lock(mutex_);
    lastActivity_ = now;
    if (settings_.mode != RoomMode::ONLINE) throw ApiError(HTTP_CONFLICT, "room " + code_ + " is not open to a second browser");
    const Color free = ~settings_.creatorColor;
    if (seated_[free]) throw ApiError(HTTP_CONFLICT, "room " + code_ + " is full");
    tokens_[free] = newToken();
    seated_[free] = true;
    *seat = free;
    if (!over()) clock_.start(game_->sideToMove(), now);
    changed();
    return tokens_[free];
}

Color Room::seatOf(const std::string& token, const char* action) const {
    if (token.empty()) throw ApiError(HTTP_FORBIDDEN, fmt::format("cannot {}: no seat token", action));
    if (settings_.mode == RoomMode::LOCAL && token == tokens_[WHITE]) return game_->sideToMove();
    for (Color c : {WHITE, BLACK})
        if (seated_[c] && !tokens_[c].empty() && token == tokens_[c]) return c;
    throw ApiError(HTTP_FORBIDDEN, fmt::format("cannot {}: this token holds no seat in room {}", action, code_));
}

void Room::requirePlaying(Time now, const char* action) {
    if (!over() && flagFell(now)) changed();
    if (over()) throw ApiError(HTTP_CONFLICT, fmt::format("cannot {}: the game is over ({})", action, reason_));
    if (!seated_[WHITE] || !seated_[BLACK])
        throw ApiError(HTTP_CONFLICT, fmt::format("cannot {}: waiting for the second player to join", action));
}

void Room::move(const std::string& token, const std::string& text, Time now) {
    std::lock_guard lock(mutex_);
    lastActivity_ = now;
    const Color c = seatOf(token, "move");
    requirePlaying(now, "move");
    if (clock_.paused()) throw ApiError(HTTP_CONFLICT, "cannot move: the game is paused");
    const Color toMove = game_->sideToMove();
    if (c != toMove)
        throw ApiError(HTTP_CONFLICT, bot_ ? "cannot move: it is Hecto's turn"
                                           : fmt::format("cannot move: it is {}'s turn", colorName(toMove)));
    Move m;
    try {
        m = game_->parseMove(text);
    } catch (const InputError& e) {
        throw ApiError(HTTP_UNPROCESSABLE, e.what());
    }
    apply(m, c, now);
}

void Room::apply(Move m, Color mover, Time now) {
    const Variant& v = game_->variant();
    const int squares = v.width * v.height;
    std::vector<bool> before;
    if (!v.areas.empty())
        for (int s = 0; s < squares; ++s) before.push_back(game_->pieceOn(s) != NO_PIECE);
    PlayedMove pm{game_->san(m), game_->moveName(m), m.from(), m.to(), 0.0, {}};
    pm.seconds = double(clock_.moved(mover, now)) / 1000.0;
    game_->make(m);
    if (!v.areas.empty())
        for (int s = 0; s < squares; ++s)
            if (before[s] && s != m.from() && game_->pieceOn(s) == NO_PIECE) pm.removed.push_back(s);
    moves_.push_back(std::move(pm));
    if (const GameStatus st = game_->status(); st.over()) {
        const GameResult r = !st.decisive() ? GameResult::DRAW
                             : st.winner == WHITE ? GameResult::WHITE_WINS
                                                  : GameResult::BLACK_WINS;
        finish(r, st.describe(), "normal", now);
    }
    changed();
    startBotIfDue(now);
}

// A flag fall loses, unless the opponent could never mate: then it is a
// draw (the rule the games' own texts give, as FIDE's).
bool Room::flagFell(Time now) {
    if (!clock_.enabled() || over() || !clock_.running() || clock_.paused()) return false;
    const Color s = clock_.side();
    if (clock_.left(s, now) > 0) return false;
    if (game_->hasMatingMaterial(~s))
        finish(s == WHITE ? GameResult::BLACK_WINS : GameResult::WHITE_WINS,
               fmt::format("{} loses on time", colorName(s)), "time forfeit", now);
    else
        finish(GameResult::DRAW, fmt::format("{} loses on time, but {} cannot mate", colorName(s), colorName(~s)),
               "time forfeit", now);
    return true;
}

void Room::finish(GameResult r, const std::string& reason, const char* termination, Time now) {
    result_ = r;
    reason_ = reason;
    termination_ = termination;
    clock_.stop(now);
    if (thinking_) {
        bot_->stop();
        ++searchId_;
        thinking_ = false;
    }
}

void Room::changed() {
    ++version_;
    changed_.notify_all();
}

void Room::startBotIfDue(Time now) {
    if (!bot_ || over() || clock_.paused() || thinking_) return;
    const Color bot = ~settings_.creatorColor;
    if (game_->sideToMove() != bot) return;
    thinking_ = true;
    const bool timed = clock_.enabled();
    bot_->think(*game_, ++searchId_, timed ? clock_.left(bot, now) : 0, timed ? clock_.incMs() : 0);
}

void Room::botMoved(uint64_t id, const std::string& text, Time now) {
    std::lock_guard lock(mutex_);
    if (id != searchId_ || !thinking_) return;
    thinking_ = false;
    if (over()) return;
    if (flagFell(now)) {
        changed();
        return;
    }
    const Color bot = ~settings_.creatorColor;
    try {
        apply(game_->parseMove(text), bot, now);
    } catch (const InputError& e) {
        // Hecto's own search gave a move its own rules refuse: a bug, and
        // the game cannot go on fairly.
        finish(bot == WHITE ? GameResult::BLACK_WINS : GameResult::WHITE_WINS,
               fmt::format("Hecto plays an illegal move '{}' ({})", text, e.what()), "rules infraction", now);
        changed();
    }
}

void Room::tick(Time now) {
    std::lock_guard lock(mutex_);
    if (flagFell(now)) changed();
}

void Room::pause(const std::string& token, Time now) {
    std::lock_guard lock(mutex_);
    lastActivity_ = now;
    seatOf(token, "pause");
    requirePlaying(now, "pause");
    if (!clock_.enabled()) throw ApiError(HTTP_CONFLICT, "cannot pause: this game has no clock");
    if (clock_.paused()) throw ApiError(HTTP_CONFLICT, "cannot pause: the game is paused already");
    clock_.pause(now);
    if (thinking_) {  // Hecto starts its move again on resume
        bot_->stop();
        ++searchId_;
        thinking_ = false;
    }
    changed();
}

void Room::resume(const std::string& token, Time now) {
    std::lock_guard lock(mutex_);
    lastActivity_ = now;
    seatOf(token, "resume");
    if (over()) throw ApiError(HTTP_CONFLICT, fmt::format("cannot resume: the game is over ({})", reason_));
    if (!clock_.paused()) throw ApiError(HTTP_CONFLICT, "cannot resume: the game is not paused");
    clock_.resume(now);
    changed();
    startBotIfDue(now);
}

void Room::resign(const std::string& token, Time now) {
    std::lock_guard lock(mutex_);
    lastActivity_ = now;
    const Color c = seatOf(token, "resign");
    requirePlaying(now, "resign");
    finish(c == WHITE ? GameResult::BLACK_WINS : GameResult::WHITE_WINS, fmt::format("{} resigns", colorName(c)),
           "normal", now);
    changed();
}

std::string Room::playerName(Color c) const {
    switch (settings_.mode) {
        case RoomMode::BOT:
            return c == settings_.creatorColor ? "Player" : std::string("Hecto (") + settings_.level->name + ")";
        case RoomMode::LOCAL: {
            const bool player1White = dice_.player1 > dice_.player2;
            return (c == WHITE) == player1White ? "Player 1" : "Player 2";
        }
        case RoomMode::ONLINE: return c == settings_.creatorColor ? "Player 1" : "Player 2";
    }
    return "";
}

json Room::board() const {
    const Variant& v = game_->variant();
    json b = json::array();
    for (int s = 0; s < v.width * v.height; ++s) b.push_back(pieceLetter(v, game_->pieceOn(s)));
    return b;
}

json Room::state(Time now) const {
    std::lock_guard lock(mutex_);
    const Variant& v = game_->variant();
    json j;
    j["room"] = code_;
    j["variant"] = v.key;
    j["mode"] = modeKey(settings_.mode);
    j["level"] = settings_.level ? json(settings_.level->key) : json(nullptr);
    j["hecto"] = bot_ ? json(colorKey(~settings_.creatorColor)) : json(nullptr);
    j["version"] = version_;
    j["players"] = {{"white", playerName(WHITE)}, {"black", playerName(BLACK)}};
    j["seated"] = {{"white", seated_[WHITE]}, {"black", seated_[BLACK]}};
    j["dice"] = settings_.mode == RoomMode::LOCAL ? json{{"player1", dice_.player1}, {"player2", dice_.player2}}
                                                   : json(nullptr);
    j["fen"] = game_->fen();
    j["startFen"] = startFen_;
    j["turn"] = colorKey(game_->sideToMove());
    j["board"] = board();
    if (!v.areas.empty()) {
        json p = json::array();
        for (int s = 0; s < v.width * v.height; ++s) p.push_back(game_->playable(s));
        j["playable"] = p;
    } else {
        j["playable"] = nullptr;
    }
    if (v.drops()) {
        json hands;
        for (Color c : {WHITE, BLACK}) {
            json h = json::object();
            for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
                if (v.handSet[t]) h[std::string(1, v.letter(PieceType(t)))] = game_->inHand(c, PieceType(t));
            hands[colorKey(c)] = h;
        }
        j["hands"] = hands;
    } else {
        j["hands"] = nullptr;
    }
    json legal = json::array();
    if (!over()) {
        for (Move m : game_->legalMoves()) {
            json lm = {{"uci", game_->moveName(m)}, {"from", m.from()}, {"to", m.to()}};
            lm["promotion"] = m.kind() == PROMOTION ? json(std::string(1, v.letter(m.promotion()))) : json(nullptr);
            lm["drop"] = m.kind() == DROP ? json(std::string(1, v.letter(m.dropped()))) : json(nullptr);
            legal.push_back(lm);
        }
    }
    j["legal"] = legal;
    json check = json::array();
    if (!over() && !game_->checkers().empty()) {
        const Piece king = makePiece(game_->sideToMove(), KING);
        for (int s = 0; s < v.width * v.height; ++s)
            if (game_->pieceOn(s) == king) check.push_back(s);
    }
    j["check"] = check;
    json moves = json::array();
    for (const PlayedMove& m : moves_)
        moves.push_back({{"san", m.san}, {"uci", m.uci}, {"from", m.from}, {"to", m.to}, {"removed", m.removed}});
    j["moves"] = moves;
    if (clock_.enabled()) {
        const bool runs = clock_.running() && !clock_.paused() && !over();
        j["clock"] = {{"base", clock_.baseMs()},
                      {"inc", clock_.incMs()},
                      {"white", clock_.left(WHITE, now)},
                      {"black", clock_.left(BLACK, now)},
                      {"running", runs ? json(colorKey(clock_.side())) : json(nullptr)}};
    } else {
        j["clock"] = nullptr;
    }
    j["paused"] = clock_.paused();
    j["thinking"] = thinking_;
    if (over()) {
        const char* winner = result_ == GameResult::WHITE_WINS ? "white" : result_ == GameResult::BLACK_WINS ? "black" : nullptr;
        j["result"] = {{"score", resultText(result_)}, {"reason", reason_}, {"winner", winner ? json(winner) : json(nullptr)}};
    } else {
        j["result"] = nullptr;
    }
    return j;
}

std::string Room::pgn(Time now) const {
    std::lock_guard lock(mutex_);
    (void)now;
    GameRecord rec;
    rec.white = playerName(WHITE);
    rec.black = playerName(BLACK);
    rec.variant = &game_->variant();
    rec.startFen = startFen_;
    rec.customStart = startFen_ != game_->variant().startFen;
    rec.finalFen = game_->fen();
    for (const PlayedMove& m : moves_) {
        RecordedMove rm{m.san};
        rm.seconds = m.seconds;
        rec.moves.push_back(rm);
    }
    rec.result = result_;
    rec.reason = over() ? reason_ : "game in progress";
    rec.termination = over() ? termination_ : "unterminated";
    rec.timeControl = clock_.enabled() ? fmt::format("{}+{}", clock_.baseMs() / 1000, clock_.incMs() / 1000) : "-";
    rec.date = date_;
    return toPgn(rec, "Hecto serve: " + game_->variant().name);
}

bool Room::waitForChange(uint64_t& version, std::chrono::milliseconds timeout, const std::atomic<bool>& stop) {
    std::unique_lock lock(mutex_);
    changed_.wait_for(lock, timeout, [&] { return version_ != version || stop; });
    if (version_ == version || stop) return false;
    version = version_;
    return true;
}

void Room::touch(Time now) {
    std::lock_guard lock(mutex_);
    lastActivity_ = now;
}

Room::Time Room::lastActivity() const {
    std::lock_guard lock(mutex_);
    return lastActivity_;
}

void Room::wake() {
    std::lock_guard lock(mutex_);
    changed_.notify_all();
}

}  // namespace hecto
