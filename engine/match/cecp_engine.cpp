#include "engine/match/cecp_engine.h"

#include <algorithm>
#include <fmt/core.h>
#include <optional>
#include <sstream>

#include "engine/cecp_thinking.h"
#include "engine/cecp_variants.h"

namespace hecto {

namespace {

// Protocol 2: an engine that has not said "feature done=0" within two
// seconds has told all its features.
constexpr auto FEATURE_GRACE = std::chrono::seconds(2);
// Move texts longer than this, or with longer digit runs, are nobody's
// moves: they are not converted (the referee calls them illegal).
constexpr size_t MAX_MOVE_TEXT = 16;
constexpr size_t MAX_DIGITS = 3;

// Features the runner understands (and so accepts); others are rejected.
constexpr const char* KNOWN_FEATURES[] = {"ping",   "setboard", "playother", "san",    "usermove", "time",  "draw",
                                          "sigint", "sigterm",  "reuse",     "analyze", "myname",  "variants",
                                          "colors", "ics",      "name",      "pause",  "nps",      "debug", "memory",
                                          "smp",    "egt",      "option",    "done",   "exclude",  "setscore", "highlight"};

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(s);
    return w;
}

bool plausibleMoveText(const std::string& text) {
    if (text.empty() || text.size() > MAX_MOVE_TEXT) return false;
    size_t run = 0;
    for (char c : text) {
        run = c >= '0' && c <= '9' ? run + 1 : 0;
        if (run > MAX_DIGITS) return false;
    }
    return true;
}

// The leading whole number of a word ("12", "12.", "-35"), if it has one.
bool leadingInt(const std::string& w, long long& value) {
    size_t i = w[0] == '-' ? 1 : 0;
    if (i >= w.size() || w[i] < '0' || w[i] > '9') return false;
    value = 0;
    for (; i < w.size() && w[i] >= '0' && w[i] <= '9'; ++i) {
        value = value * 10 + (w[i] - '0');
        if (value > 1'000'000'000) return false;  // no depth, score or time is that large
    }
    if (w[0] == '-') value = -value;
    return true;
}

struct Unable {
    std::string why;
};

// Seconds as CECP writes them: "10", "0.5".
std::string secondsText(int64_t ms) { return ms % 1000 ? fmt::format("{:g}", double(ms) / 1000) : std::to_string(ms / 1000); }

}  // namespace

bool CecpEngine::feature(const std::string& name) const {
    const auto it = features_.find(name);
    return it != features_.end() && it->second == "1";
}

bool CecpEngine::features(const std::string& line) {
    bool done = false;
    size_t i = line.find("feature") + 7;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        const size_t eq = line.find('=', i);
        if (eq == std::string::npos) break;
        const std::string name = line.substr(i, eq - i);
        std::string value;
        i = eq + 1;
        if (i < line.size() && line[i] == '"') {
            const size_t close = std::min(line.find('"', i + 1), line.size());
            value = line.substr(i + 1, close - i - 1);
            i = close + 1;
        } else {
            const size_t end = std::min(line.find(' ', i), line.size());
            value = line.substr(i, end - i);
            i = end;
        }
        const bool known = std::any_of(std::begin(KNOWN_FEATURES), std::end(KNOWN_FEATURES),
                                       [&](const char* k) { return name == k; });
        if (known && name != "option") features_[name] = value;
        send((known ? "accepted " : "rejected ") + name);
        if (name == "done" && value == "1") done = true;
    }
    return done;
}

Handshake CecpEngine::ping(const std::atomic<bool>* stop) {
    if (!feature("ping")) return Handshake::OK;  // nothing to wait for
    const std::string n = std::to_string(++pings_);
    if (!send("ping " + n)) return waitFailed("ping " + n, stop);
    const auto deadline = handshakeDeadline();
    while (auto line = process_.readLine(deadline, stop)) {
        const auto w = words(*line);
        if (w.size() >= 2 && w[0] == "pong" && w[1] == n) return Handshake::OK;
    }
    return waitFailed("ping " + n, stop);
}

Handshake CecpEngine::start(const Variant& v, const std::atomic<bool>* stop) {
    variant_ = &v;
    notation_ = CecpNotation(v.height);
    features_.clear();
    pings_ = 0;
    if (const Handshake h = launch(); h != Handshake::OK) return h;
    if (!send("xboard") || !send("protover 2")) return waitFailed("protover 2", stop);
    // The grace period runs from the engine's latest line: a slow start
    // (a big binary, a loaded machine) is no protocol 1.
    const auto deadline = handshakeDeadline();
    std::optional<Clock::time_point> grace;
    for (bool waitForDone = false;;) {
        const auto line = process_.readLine(waitForDone || !grace ? deadline : std::min(*grace, deadline), stop);
        if (!line) {
            // Silence after the grace period ends a protocol 1 engine's features.
            if (!waitForDone && process_.running() && !process_.closed() && !(stop && *stop)) break;
            return waitFailed("protover 2", stop);
        }
        grace = Clock::now() + FEATURE_GRACE;
        if (line->rfind("feature", 0) != 0) continue;
        if (features(*line)) break;
        if (features_.count("done") && features_["done"] == "0") waitForDone = true;
    }
    const CecpVariant& cv = cecpVariantOf(v);
    std::vector<std::string> offered{"normal"};
    if (features_.count("variants")) {
        offered.clear();
        std::istringstream list(features_["variants"]);
        for (std::string name; std::getline(list, name, ',');) offered.push_back(name);
    }
    if (std::find(offered.begin(), offered.end(), cv.name) == offered.end()) {
        error_ = name() + " does not offer variant " + cv.name;
        process_.kill();
        return Handshake::FAILED;
    }
    for (const auto& [option, value] : config_.options)
        if (!send("option " + option + "=" + value)) return waitFailed("option " + option, stop);
    if (const Handshake h = ping(stop); h != Handshake::OK) return h;
    ready_ = true;
    return Handshake::OK;
}

Handshake CecpEngine::newGame(const std::atomic<bool>* stop) {
    const CecpVariant& cv = cecpVariantOf(*variant_);
    std::vector<std::string> lines{"new"};
    if (cv.name != "normal") lines.push_back("variant " + cv.name);
    lines.push_back("force");
    const TimeControl& tc = config_.tc;
    if (tc.clock()) {
        // level MPS BASE INC, BASE as minutes:seconds; the clocks themselves
        // come with every move (time, otim).
        const int64_t baseSeconds = std::max<int64_t>(1, (tc.baseMs + 500) / 1000);
        lines.push_back(fmt::format("level {} {}:{:02} {}", tc.moves, baseSeconds / 60, baseSeconds % 60,
                                    secondsText(tc.incMs)));
    } else if (tc.moveTimeMs) {
        lines.push_back("st " + secondsText(tc.moveTimeMs));
    }
    if (config_.depth) lines.push_back(fmt::format("sd {}", config_.depth));
    lines.push_back("post");
    lines.push_back("easy");  // no pondering
    for (const std::string& l : lines)
        if (!send(l)) return waitFailed(l, stop);
    game_ = hecto::newGame(*variant_);
    game_->setStandardFiles(true);
    known_ = 0;
    inGame_ = false;
    forceMode_ = true;
    return ping(stop);
}

std::string CecpEngine::moveText(const std::string& hectoMove) {
    const Move m = game_->parseMove(hectoMove);
    const std::string text = notation_.toCecp(feature("san") ? game_->san(m) : hectoMove);
    game_->make(m);
    return (feature("usermove") ? "usermove " : "") + text;
}

std::string CecpEngine::readMove(const std::string& text) {
    if (!plausibleMoveText(text)) return text;
    try {
        const std::string hecto = notation_.fromCecp(text);
        Move m;
        try {
            m = game_->parseMove(hecto);
        } catch (const InputError&) {
            m = game_->parseSan(hecto);  // SAN, castling as O-O
        }
        const std::string name = game_->moveName(m);
        game_->make(m);
        ++known_;
        return name;
    } catch (const InputError&) {
        return text;
    }
}

std::vector<std::string> CecpEngine::setUp(const std::string& startFen) {
    std::vector<std::string> lines;
    if (!startFen.empty()) {
        if (!feature("setboard")) throw Unable{name() + " cannot set up positions (it has no setboard feature)"};
        game_->setFen(startFen);
        // En passant squares in XBoard's rank numbers.
        std::istringstream in(startFen);
        std::vector<std::string> f;
        for (std::string x; in >> x;) f.push_back(x);
        if (f.size() >= 4) f[3] = notation_.toCecp(f[3]);
        std::string fen;
        for (const auto& x : f) fen += (fen.empty() ? "" : " ") + x;
        lines.push_back("setboard " + fen);
    }
    inGame_ = true;
    return lines;
}

EngineReply CecpEngine::think(const MoveRequest& request, Clock::time_point deadline, const std::atomic<bool>* stop) {
    EngineReply r;
    const auto start = Clock::now();
    std::vector<std::string> lines;
    std::vector<std::string> moves;
    try {
        if (!inGame_) lines = setUp(request.startFen);
        for (size_t i = known_; i < request.moves.size(); ++i) moves.push_back(moveText(request.moves[i]));
    } catch (const Unable& e) {
        r.unable = e.why;
        return r;
    } catch (const InputError& e) {
        r.refused = e.what();  // cannot happen with the referee's own position and moves
        return r;
    }
    known_ = request.moves.size();
    std::vector<std::string> clocks;
    if (config_.tc.clock()) {
        const Color us = request.side;
        clocks.push_back(fmt::format("time {}", std::max<int64_t>(request.clockMs[us], 0) / 10));
        clocks.push_back(fmt::format("otim {}", std::max<int64_t>(request.clockMs[~us], 0) / 10));
    }
    if (forceMode_ || moves.size() != 1) {
        // Moves in force mode, then "go": the engine plays the side to move.
        if (!forceMode_) lines.push_back("force");
        lines.insert(lines.end(), moves.begin(), moves.end());
        lines.insert(lines.end(), clocks.begin(), clocks.end());
        lines.push_back("go");
        forceMode_ = false;
    } else {
        // The engine plays on: the clocks, then the opponent's move starts it thinking.
        lines.insert(lines.end(), clocks.begin(), clocks.end());
        lines.push_back(moves[0]);
    }
    for (const std::string& l : lines)
        if (!send(l)) {
            r.crashed = true;
            return r;
        }
    while (auto line = process_.readLine(deadline, stop)) {
        const auto w = words(*line);
        if (w.empty()) continue;
        if (w[0] == "move" && w.size() >= 2) {
            r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
            r.bestMove = readMove(w[1]);
            return r;
        }
        if (w[0] == "resign") {
            r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
            r.resigned = true;
            return r;
        }
        if (line->rfind("Illegal move", 0) == 0) {
            r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
            r.refused = w.back();
            return r;
        }
        // Thinking output: "ply score time nodes pv", the score in centipawns
        // for the engine, a mate as 100000 + moves.
        long long depth, score;
        if (w.size() >= 4 && leadingInt(w[0], depth) && leadingInt(w[1], score)) {
            r.hasScore = true;
            r.depth = int(depth);
            if (score > CECP_MATE_SCORE || score < -CECP_MATE_SCORE) {
                const int moves = int(std::min<long long>(std::abs(score) - CECP_MATE_SCORE, EngineReply::MATE_CP / 4));
                r.mateMoves = score > 0 ? moves : -moves;
                r.scoreCp = score > 0 ? EngineReply::MATE_CP - 2 * moves : -EngineReply::MATE_CP + 2 * moves;
            } else {
                r.mateMoves = 0;
                r.scoreCp = int(std::clamp<long long>(score, -EngineReply::MATE_CP / 2, EngineReply::MATE_CP / 2));
            }
        }
        // Result claims, draw offers, "Error (...)" and "telluser" lines:
        // the referee judges by its own rules and waits for a move.
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    r.crashed = process_.closed() || !process_.running();
    if (r.crashed) error_ = name() + " exited";
    return r;
}

void CecpEngine::gameOver(const std::string& resultAndReason) {
    if (!ready_ || !inGame_) return;
    if (!forceMode_) send("force");
    forceMode_ = true;
    send("result " + resultAndReason);
}

}  // namespace hecto
