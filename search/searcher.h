// The search behind a small interface: the protocol layer starts and stops
// it for the game it holds, without knowing the board's geometry.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "movegen/game.h"
#include "search/limits.h"
#include "search/tt.h"
#include "search/types.h"

namespace hecto {

struct EvalTerm;
struct Network;

struct SearchResult {
    Move best, ponder;  // best is always a legal move unless there is none
    Value score = 0;
    int depth = 0;
    uint64_t nodes = 0;
};

class Searcher {
public:
    // Receives each line of output ("info ...", "bestmove ...").
    using Output = std::function<void(const std::string&)>;

    virtual ~Searcher() = default;

    // Starts searching a copy of `game` and returns at once; the search
    // prints info lines and ends with "bestmove" (when it is not pondering
    // or infinite, or after stop / ponderhit).
    virtual void start(const Game& game, const SearchLimits& limits, const SearchOptions& options) = 0;
    virtual void stop() = 0;
    virtual void ponderhit() = 0;
    virtual void wait() = 0;  // until the running search has printed bestmove
    // From start() until bestmove has been printed.
    virtual bool searching() const = 0;
    virtual SearchResult lastResult() const = 0;
    virtual void newGame() = 0;  // forget history tables
    // Makes the threads' tables now (megabytes on the larger boards), so
    // that a `go` does not spend its clock on them; start() resizes too.
    virtual void setThreads(int threads) = 0;

    // The network the search evaluates with (none: the hand-written
    // evaluation); it must be one for this searcher's game.
    virtual void setNetwork(std::shared_ptr<const Network> net) = 0;
    virtual const Network* network() const = 0;

    virtual Value evaluate(const Game& game) const = 0;  // hand-written, side to move's view
    virtual Value networkEvaluate(const Game& game) const = 0;  // VALUE_NONE without a network
    virtual std::vector<EvalTerm> evalTrace(const Game& game) const = 0;
};

std::unique_ptr<Searcher> newSearcher(const Variant& v, TranspositionTable& tt, Searcher::Output out);

// "score cp 25" / "score mate -3"
std::string uciScore(Value v);

}  // namespace hecto
