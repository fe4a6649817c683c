#include "engine/match/uci_engine.h"

#include <algorithm>
#include <sstream>
#include <thread>

namespace hecto {

namespace {

constexpr auto HANDSHAKE_TIMEOUT = std::chrono::seconds(15);
constexpr auto QUIT_GRACE = std::chrono::milliseconds(500);

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(s);
    return w;
}

}  // namespace

bool UciEngine::send(const std::string& line) {
    if (!process_.writeLine(line)) {
        error_ = name() + " does not read its input any more";
        ready_ = false;
        return false;
    }
    return true;
}

bool UciEngine::waitFor(const std::string& token, Clock::time_point deadline, const std::atomic<bool>* stop) {
    while (auto line = process_.readLine(deadline, stop)) {
        const auto w = words(*line);
        if (!w.empty() && w[0] == token) return true;
        // "option name UCI_Variant type combo default chess var chess var ..."
        if (w.size() > 2 && w[0] == "option" && w[1] == "name" && w[2] == "UCI_Variant")
            for (size_t i = 3; i + 1 < w.size(); ++i)
                if (w[i] == "var") variants_.push_back(w[i + 1]);
    }
    error_ = process_.closed() ? name() + " exited" : name() + " did not answer '" + token + "' in time";
    ready_ = false;
    return false;
}

bool UciEngine::start(const std::string& variant, const std::atomic<bool>* stop) {
    ready_ = false;
    variants_.clear();
    std::vector<std::string> argv{config_.cmd};
    argv.insert(argv.end(), config_.args.begin(), config_.args.end());
    if (!process_.start(argv, config_.dir)) {
        error_ = process_.error();
        return false;
    }
    if (!send("uci") || !waitFor("uciok", Clock::now() + HANDSHAKE_TIMEOUT, stop)) return false;
    for (const auto& [option, value] : config_.options)
        if (!send("setoption name " + option + " value " + value)) return false;
    if (variant != "chess" || !variants_.empty()) {
        if (std::find(variants_.begin(), variants_.end(), variant) == variants_.end()) {
            error_ = name() + " does not offer UCI_Variant " + variant;
            return false;
        }
        if (!send("setoption name UCI_Variant value " + variant)) return false;
    }
    if (!send("isready") || !waitFor("readyok", Clock::now() + HANDSHAKE_TIMEOUT, stop)) return false;
    ready_ = true;
    return true;
}

bool UciEngine::newGame(const std::atomic<bool>* stop) {
    return send("ucinewgame") && send("isready") && waitFor("readyok", Clock::now() + HANDSHAKE_TIMEOUT, stop);
}

UciEngine::Reply UciEngine::think(const std::string& position, const std::string& go, Clock::time_point deadline,
                                  const std::atomic<bool>* stop) {
    Reply r;
    const auto start = Clock::now();
    if (!send(position) || !send(go)) {
        r.crashed = true;
        return r;
    }
    while (auto line = process_.readLine(deadline, stop)) {
        const auto w = words(*line);
        if (w.empty()) continue;
        if (w[0] == "bestmove") {
            r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
            r.bestMove = w.size() > 1 ? w[1] : "";
            if (r.bestMove.empty()) r.bestMove = "(none)";
            return r;
        }
        if (w[0] != "info") continue;
        bool bound = false;
        int depth = 0, cp = 0, mate = 0;
        bool scored = false;
        for (size_t i = 1; i + 1 < w.size(); ++i) {
            try {
                if (w[i] == "depth") depth = std::stoi(w[i + 1]);
                else if (w[i] == "score" && i + 2 < w.size() && w[i + 1] == "cp") cp = std::stoi(w[i + 2]), scored = true;
                else if (w[i] == "score" && i + 2 < w.size() && w[i + 1] == "mate") mate = std::stoi(w[i + 2]), scored = true;
                else if (w[i] == "lowerbound" || w[i] == "upperbound") bound = true;
                else if (w[i] == "multipv" && w[i + 1] != "1") bound = true;  // only the best line counts
            } catch (const std::logic_error&) {
                // An unreadable number in an info line is the engine's business.
            }
        }
        if (w.size() > 1 && w.back() == "lowerbound") bound = true;
        if (w.size() > 1 && w.back() == "upperbound") bound = true;
        if (scored && !bound) {
            r.hasScore = true;
            r.depth = depth;
            r.mateMoves = mate;
            r.scoreCp = mate > 0 ? MATE_CP - 2 * mate : mate < 0 ? -MATE_CP - 2 * mate : cp;
        }
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    r.crashed = process_.closed() || !process_.running();
    if (r.crashed) error_ = name() + " exited";
    return r;
}

void UciEngine::quit() {
    if (process_.running()) {
        process_.writeLine("quit");
        const auto until = Clock::now() + QUIT_GRACE;
        while (process_.running() && Clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    process_.kill();
    ready_ = false;
}

}  // namespace hecto
