#include "engine/session.h"

#include "engine/engine_options.h"
#include "movegen/notation.h"
#include "movegen/variants_file.h"
#include "search/nnue/embedded.h"

namespace hecto {

EngineSession::EngineSession(Searcher::Output out) : out_(std::move(out)) {
    addEngineOptions(options_);
    tt_.resize(DEFAULT_HASH_MB);
    setVariant(*findVariant("chess"));
}

EngineSession::~EngineSession() { stopSearch(); }

bool EngineSession::standardFiles() const { return forceStandardFiles_ || options_.check("UCI_StandardFiles"); }

std::unique_ptr<Game> EngineSession::freshGame() const {
    auto g = newGame(*variant_);
    g->setStandardFiles(standardFiles());
    g->setChess960(options_.check("UCI_Chess960"));
    return g;
}

void EngineSession::setVariant(const Variant& v) {
    stopSearch();
    variant_ = &v;
    game_ = freshGame();
    tt_.clear();  // another board's moves mean nothing here
    searcher_ = newSearcher(v, tt_, out_);
    searcher_->setThreads(int(options_.spin("Threads")));
    // The network file stays chosen from game to game (XBoard passes through
    // chess with `new` before every `variant`, GUIs send UCI_Variant before
    // each game): a game it does not fit plays with its own evaluation.
    chooseNetwork(true);
}

void EngineSession::chooseNetwork(bool fallBack) {
    const auto chosen = networkFiles_.find(variant_->key);
    const std::string file = chosen == networkFiles_.end() ? "" : chosen->second;
    std::shared_ptr<const Network> net;
    bool fromFile = false;
    if (options_.check("Use NNUE")) {
        try {
            if (!file.empty()) {
                net = Network::load(file, *variant_);
                fromFile = true;
            }
        } catch (const InputError&) {
            if (!fallBack) throw;
        }
        if (!net) net = embeddedNetwork(*variant_);
    }
    net_ = std::move(net);
    networkFromFile_ = fromFile;
    networkFile_ = file;
    searcher_->setNetwork(net_);
    tt_.clear();  // the table's evaluations were the other evaluation's
}

void EngineSession::chooseNetworkFile() {
    const std::string file = options_.get("EvalFile");
    if (file.empty() || file == "<empty>") {
        networkFiles_.clear();
        evalFile_.clear();
    } else {
        // A network for another game is kept for that game: GUIs set the
        // engine's options before they choose the game.
        try {
            networkFiles_[Network::load(file)->variant] = file;
        } catch (const InputError&) {
            options_.set("EvalFile", evalFile_);
            throw;
        }
        evalFile_ = file;
    }
    chooseNetwork(false);
}

std::string EngineSession::networkNote() const {
    if (evalFile_.empty() || evalFile_ != options_.get("EvalFile") || networkFile_ == evalFile_) return "";
    for (const auto& [game, file] : networkFiles_)
        if (file == evalFile_)
            return "'" + file + "' is a network for " + game + ": it is used when " + game + " is played; " +
                   variant_->key + " keeps its evaluation";
    return "";
}

void EngineSession::forceStandardFiles() {
    forceStandardFiles_ = true;
    game_->setStandardFiles(true);
}

void EngineSession::startSearch(const SearchLimits& limits) {
    stopSearch();
    searcher_->start(*game_, limits, searchOptionsFrom(options_));
}

void EngineSession::signalStop() {
    if (searcher_) searcher_->stop();
    perftStop_ = true;
}

void EngineSession::stopSearch() {
    signalStop();
    if (searcher_) searcher_->wait();
    if (perft_.joinable()) perft_.join();
}

void EngineSession::startPerft(int depth) {
    stopSearch();
    perftStop_ = false;
    perftRunning_ = true;
    perft_ = std::thread([this, depth, game = game_->clone()] {
        const uint64_t total = game->divide(
            depth, [&](Move m, uint64_t n) { out_(game->moveName(m) + ": " + std::to_string(n)); }, &perftStop_);
        out_("");
        const bool stopped = perftStop_;
        perftRunning_ = false;  // before the last line, as a search's bestmove
        out_((stopped ? "Nodes searched (stopped, incomplete): " : "Nodes searched: ") + std::to_string(total));
    });
}

void EngineSession::clearForNewGame() {
    stopSearch();
    tt_.clear();
    searcher_->newGame();
}

void EngineSession::applyOption(const std::string& name) {
    if (name == "UCI_Variant") {
        setVariant(*findVariant(options_.get(name)));
    } else if (name == "VariantPath") {
        loadVariantPath();
    } else if (name == "UCI_StandardFiles") {
        // Changes how moves are written from the next command on; a running
        // search keeps the notation it started with.
        game_->setStandardFiles(standardFiles());
    } else if (name == "UCI_Chess960") {
        // Read when the next position is set up, as other engines do: a
        // Chess960 position taken as standard chess would write a castling
        // and a king's step alike (f1g1) and show a FEN no one can read back.
    } else if (name == "Hash" || name == "Clear Hash" || name == "EvalFile" || name == "Use NNUE" || name == "Threads") {
        if (searching()) pending_.insert(name);
        else applyNow(name);
    }
}

std::vector<std::string> EngineSession::settle() {
    std::vector<std::string> errors;
    if (searching() || pending_.empty()) return errors;
    stopSearch();  // it has ended; this joins its thread
    const auto names = std::move(pending_);
    pending_.clear();
    for (const std::string& n : names) {
        try {
            applyNow(n);
        } catch (const InputError& e) {
            errors.push_back(e.what());
        }
    }
    return errors;
}

void EngineSession::loadVariantPath() {
    const std::string path = options_.get("VariantPath");
    if (path.empty() || path == "<empty>") return;
    try {
        loadVariantsFile(path);
    } catch (const InputError&) {
        options_.set("VariantPath", variantPath_);
        throw;
    }
    variantPath_ = path;
    options_.setChoices("UCI_Variant", variantChoices());
    // A game redefined by the file is played by its new rules from the
    // next new game on; the current one keeps the rules it started with.
}

void EngineSession::applyNow(const std::string& name) {
    if (name == "Hash") {
        const size_t wanted = size_t(options_.spin("Hash"));
        if (!tt_.resize(wanted)) {
            options_.set("Hash", std::to_string(tt_.megabytes()));
            throw InputError("cannot allocate " + std::to_string(wanted) + " MB for the hash table; it keeps " +
                             std::to_string(tt_.megabytes()) + " MB");
        }
    } else if (name == "Clear Hash") {
        tt_.clear();
    } else if (name == "Threads") {
        searcher_->setThreads(int(options_.spin("Threads")));
    } else if (name == "EvalFile") {
        chooseNetworkFile();  // a file that cannot be used changes nothing
    } else if (name == "Use NNUE") {
        chooseNetwork(false);
    }
}

}  // namespace hecto
