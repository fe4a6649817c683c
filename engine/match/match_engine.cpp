#include "engine/match/match_engine.h"

#include <thread>

#include "engine/match/cecp_engine.h"
#include "engine/match/uci_engine.h"

namespace hecto {

namespace {
constexpr auto QUIT_GRACE = std::chrono::milliseconds(500);
}

bool MatchEngine::send(const std::string& line) {
    if (!process_.writeLine(line)) {
        error_ = name() + " does not read its input any more";
        ready_ = false;
        return false;
    }
    return true;
}

Handshake MatchEngine::launch() {
    ready_ = false;
    error_.clear();
    std::vector<std::string> argv{config_.cmd};
    argv.insert(argv.end(), config_.args.begin(), config_.args.end());
    if (!process_.start(argv, config_.dir)) {
        error_ = process_.error();
        return Handshake::FAILED;
    }
    return Handshake::OK;
}

Handshake MatchEngine::waitFailed(const std::string& what, const std::atomic<bool>* stop) {
    ready_ = false;
    Handshake h;
    if (stop && *stop) {
        error_ = "interrupted";
        h = Handshake::INTERRUPTED;
    } else if (process_.closed() || !process_.running()) {
        error_ = name() + " exited before it answered '" + what + "'";
        h = Handshake::DISCONNECTED;
    } else {
        error_ = name() + " did not answer '" + what + "' in time";
        h = Handshake::STALLED;
    }
    process_.kill();
    return h;
}

MatchEngine::Clock::time_point MatchEngine::handshakeDeadline() const {
    return Clock::now() + std::chrono::milliseconds(config_.readyTimeoutMs);
}

void MatchEngine::quit() {
    if (process_.running()) {
        process_.writeLine("quit");
        const auto until = Clock::now() + QUIT_GRACE;
        while (process_.running() && Clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    process_.kill();
    ready_ = false;
}

std::unique_ptr<MatchEngine> makeEngine(const EngineConfig& config) {
    if (config.protocol == Protocol::XBOARD) return std::make_unique<CecpEngine>(config);
    return std::make_unique<UciEngine>(config);
}

}  // namespace hecto
