// One engine session, whatever protocol drives it: the options, the game in
// progress, the transposition table and the search. UCI and CECP each hold
// one and differ only in how they read commands and write answers.
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "engine/options.h"
#include "movegen/game.h"
#include "search/searcher.h"

namespace hecto {

// networkSource() of a network compiled into hecto (from nets/).
inline constexpr const char* BUILT_IN_NETWORK = "built in";

class EngineSession {
public:
    // `out` receives the search's lines ("info ...", "bestmove ...").
    explicit EngineSession(Searcher::Output out);
    ~EngineSession();
    EngineSession(const EngineSession&) = delete;
    EngineSession& operator=(const EngineSession&) = delete;

    Options& options() { return options_; }
    const Options& options() const { return options_; }
    const Variant& variant() const { return *variant_; }
    Game& game() { return *game_; }
    const Game& game() const { return *game_; }
    const Searcher& searcher() const { return *searcher_; }

    // A game of the current variant at its start, with the notation
    // options applied: commands build the next position in it and replace
    // the current one only when the whole command was valid.
    std::unique_ptr<Game> freshGame() const;
    // A running search keeps its own copy of the position it started from.
    void replaceGame(std::unique_ptr<Game> g) { game_ = std::move(g); }

    // Stops any search (it ends with its bestmove) and switches games; the
    // new game evaluates with the last EvalFile network given for it, else
    // with its built-in one.
    void setVariant(const Variant& v);
    // The network the search uses, or none (the hand-written evaluation).
    const Network* network() const { return net_.get(); }
    // Where that network came from: its file, or "built in".
    std::string networkSource() const { return networkFromFile_ ? networkFile_ : BUILT_IN_NETWORK; }
    // Why the EvalFile just set is not in use: its network is another
    // game's ("" if it is in use, or waits for the search to end).
    std::string networkNote() const;
    // Always file letters a, b, c, ... (CECP), whatever UCI_StandardFiles says.
    void forceStandardFiles();

    void startSearch(const SearchLimits& limits);
    // Counts perft in the background, printing each root move's count as
    // it is known, then the total; a stop ends it early.
    void startPerft(int depth);
    bool searching() const { return searcher_->searching() || perftRunning_; }
    void stopSearch();  // stops and waits for the bestmove (or the perft)
    void ponderhit() { searcher_->ponderhit(); }
    void signalStop();
    // For a new game: no search, an empty table, no history.
    void clearForNewGame();

    // Carries out an option that was just set (`name` as Options::set
    // returned it); throws InputError if it cannot. What cannot change
    // under a running search (the table's size or contents) waits until it
    // ends; see settle().
    void applyOption(const std::string& name);
    // Applies what waited for the search, once it has ended, and returns
    // the errors that came of it. Protocols call it before every command.
    std::vector<std::string> settle();

private:
    void loadVariantPath();
    void applyNow(const std::string& name);
    // From EvalFile and Use NNUE. A file that cannot be used for this game
    // throws InputError, or with fallBack gives the game's built-in evaluation.
    void chooseNetwork(bool fallBack);
    // From EvalFile: remembers the file for its network's game, or throws
    // InputError and keeps the last good file.
    void chooseNetworkFile();
    bool standardFiles() const;

    Searcher::Output out_;
    Options options_;
    TranspositionTable tt_;
    const Variant* variant_ = nullptr;
    std::unique_ptr<Game> game_;
    std::unique_ptr<Searcher> searcher_;
    std::shared_ptr<const Network> net_;
    std::map<std::string, std::string> networkFiles_;  // by game: its EvalFile
    std::string evalFile_;  // EvalFile as last accepted ("": none)
    std::string networkFile_;  // the current game's file ("": built in)
    bool networkFromFile_ = false;  // else built in
    std::string variantPath_;  // the last variants file read
    std::thread perft_;
    std::atomic<bool> perftRunning_{false}, perftStop_{false};
    std::set<std::string> pending_;  // options waiting for the search to end
    bool forceStandardFiles_ = false;
};

}  // namespace hecto
