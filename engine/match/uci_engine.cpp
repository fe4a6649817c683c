#include "engine/match/uci_engine.h"

#include <algorithm>
#include <fmt/core.h>
#include <sstream>

namespace hecto {

namespace {

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(s);
    return w;
}

}  // namespace

Handshake UciEngine::waitFor(const std::string& token, const std::string& question, const std::atomic<bool>* stop) {
    const auto deadline = handshakeDeadline();
    while (auto line = process_.readLine(deadline, stop)) {
        const auto w = words(*line);
        if (!w.empty() && w[0] == token) return Handshake::OK;
        // "option name UCI_Variant type combo default chess var chess var ...":
        // the latest such line counts (engines announce it again when an
        // option changes the list).
        if (w.size() > 2 && w[0] == "option" && w[1] == "name" && w[2] == "UCI_Variant") {
            variants_.clear();
            for (size_t i = 3; i + 1 < w.size(); ++i)
                if (w[i] == "var") variants_.push_back(w[i + 1]);
        }
    }
    return waitFailed(question, stop);
}

Handshake UciEngine::start(const Variant& v, const std::atomic<bool>* stop) {
    variants_.clear();
    if (const Handshake h = launch(); h != Handshake::OK) return h;
    const auto sent = [&](const std::string& line) { return send(line) ? Handshake::OK : waitFailed(line, stop); };
    const auto ask = [&](const std::string& question, const std::string& answer) {
        const Handshake h = sent(question);
        return h == Handshake::OK ? waitFor(answer, question, stop) : h;
    };
    if (const Handshake h = ask("uci", "uciok"); h != Handshake::OK) return h;
    for (const auto& [option, value] : config_.options)
        if (const Handshake h = sent("setoption name " + option + " value " + value); h != Handshake::OK) return h;
    if (const Handshake h = ask("isready", "readyok"); h != Handshake::OK) return h;
    const auto offered = [&] { return std::find(variants_.begin(), variants_.end(), v.key) != variants_.end(); };
    if (v.key != "chess" || !variants_.empty()) {
        // An option may have added variants (Fairy-Stockfish's VariantPath
        // does, without saying so): "uci" again lists UCI_Variant anew.
        if (!offered() && !config_.options.empty())
            if (const Handshake h = ask("uci", "uciok"); h != Handshake::OK) return h;
        if (!offered()) {
            error_ = name() + " does not offer UCI_Variant " + v.key;
            process_.kill();
            return Handshake::FAILED;
        }
        if (const Handshake h = sent("setoption name UCI_Variant value " + v.key); h != Handshake::OK) return h;
        if (const Handshake h = ask("isready", "readyok"); h != Handshake::OK) return h;
    }
    ready_ = true;
    return Handshake::OK;
}

Handshake UciEngine::newGame(const std::atomic<bool>* stop) {
    if (!send("ucinewgame") || !send("isready")) return waitFailed("isready", stop);
    return waitFor("readyok", "isready", stop);
}

std::string UciEngine::goCommand(const MoveRequest& r) const {
    const EngineConfig& cfg = config_;
    std::string go = "go";
    if (cfg.tc.clock()) {
        go += fmt::format(" wtime {} btime {}", std::max<int64_t>(r.clockMs[WHITE], 1), std::max<int64_t>(r.clockMs[BLACK], 1));
        if (r.incMs[WHITE]) go += fmt::format(" winc {}", r.incMs[WHITE]);
        if (r.incMs[BLACK]) go += fmt::format(" binc {}", r.incMs[BLACK]);
        if (r.movesToGo) go += fmt::format(" movestogo {}", r.movesToGo);
    } else if (cfg.tc.moveTimeMs) {
        go += fmt::format(" movetime {}", cfg.tc.moveTimeMs);
    }
    if (cfg.nodes) go += fmt::format(" nodes {}", cfg.nodes);
    if (cfg.depth) go += fmt::format(" depth {}", cfg.depth);
    return go;
}

EngineReply UciEngine::think(const MoveRequest& request, Clock::time_point deadline, const std::atomic<bool>* stop) {
    EngineReply r;
    const auto start = Clock::now();
    std::string position = request.startFen.empty() ? "position startpos" : "position fen " + request.startFen;
    if (!request.moves.empty()) {
        position += " moves";
        for (const std::string& m : request.moves) position += " " + m;
    }
    if (!send(position) || !send(goCommand(request))) {
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
        if (w.size() > 1 && (w.back() == "lowerbound" || w.back() == "upperbound")) bound = true;
        if (scored && !bound) {
            // Bounded, so that a mate in a billion moves cannot overflow.
            mate = std::clamp(mate, -EngineReply::MATE_CP / 4, EngineReply::MATE_CP / 4);
            r.hasScore = true;
            r.depth = depth;
            r.mateMoves = mate;
            r.scoreCp = mate > 0 ? EngineReply::MATE_CP - 2 * mate
                        : mate < 0 ? -EngineReply::MATE_CP - 2 * mate
                                   : std::clamp(cp, -EngineReply::MATE_CP / 2, EngineReply::MATE_CP / 2);
        }
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    r.crashed = process_.closed() || !process_.running();
    if (r.crashed) error_ = name() + " exited";
    return r;
}

}  // namespace hecto
