#include "search/searcher.h"

#include <chrono>
#include <condition_variable>
#include <thread>

#include "movegen/game_of.h"
#include "movegen/prng.h"
#include "search/search.h"

namespace hecto {

std::string uciScore(Value v) {
    if (v >= VALUE_MATE_IN_MAX_PLY) return "score mate " + std::to_string((VALUE_MATE - v + 1) / 2);
    if (v <= -VALUE_MATE_IN_MAX_PLY) return "score mate " + std::to_string(-(VALUE_MATE + v) / 2);
    return "score cp " + std::to_string(v);
}

namespace {

template <class G> class SearcherOf final : public Searcher {
public:
    SearcherOf(const Variant& v, TranspositionTable& tt, Output out)
        : eval_(v), exchange_(v, eval_.values()), tt_(tt), out_(std::move(out)) {
        sh_.eval = &eval_;
        sh_.exchange = &exchange_;
        sh_.tt = &tt_;
        sh_.out = out_;
        sh_.totalNodes = [this] {
            uint64_t n = 0;
            for (const auto& w : workers_) n += w->nodes();
            return n;
        };
    }
    ~SearcherOf() override {
        stop();
        wait();
    }

    void start(const Game& game, const SearchLimits& limits, const SearchOptions& options) override {
        stop();
        wait();
        const Position<G>& root = typedGame<G>(game).position();
        MoveList legal;
        legalMoves(root, legal);
        std::vector<Move> rootMoves;
        for (Move m : legal) {
            const std::string name = root.notation().move(m);
            if (limits.searchMoves.empty() ||
                std::find(limits.searchMoves.begin(), limits.searchMoves.end(), name) != limits.searchMoves.end())
                rootMoves.push_back(m);
        }
        if (rootMoves.empty()) rootMoves.assign(legal.begin(), legal.end());  // searchmoves named no legal move

        notation_ = root.notation();
        rootInCheck_ = root.inCheck();
        sh_.limits = limits;
        sh_.options = options;
        skill_ = std::clamp(options.skillLevel, 0, SKILL_MAX);
        if (skill_ < SKILL_MAX) {
            sh_.options.multiPV = std::max(options.multiPV, SKILL_MULTIPV);
            if (!sh_.limits.depth) sh_.limits.depth = 1 + skill_;
        }
        sh_.time.start(limits, root.sideToMove(), options.moveOverheadMs);
        sh_.stop = false;
        sh_.pondering = limits.ponder;
        resize(options.threads);
        for (auto& w : workers_) w->prepare(root, rootMoves);
        tt_.newSearch();
        rng_ = Prng(options.seed ? options.seed : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
        running_ = true;
        main_ = std::thread([this] { run(); });
    }

    void stop() override {
        std::lock_guard lock(mutex_);
        sh_.stop = true;
        wake_.notify_all();
    }

    void ponderhit() override {
        std::lock_guard lock(mutex_);
        sh_.pondering = false;
        wake_.notify_all();
    }

    void wait() override {
        if (main_.joinable()) main_.join();
    }

    bool searching() const override { return running_; }
    SearchResult lastResult() const override { return last_; }

    void newGame() override {
        wait();
        for (auto& w : workers_) w->clearHistory();
    }

    void setThreads(int threads) override {
        stop();
        wait();
        resize(threads);
    }

    void setNetwork(std::shared_ptr<const Network> net) override {
        stop();
        wait();
        sh_.net = std::move(net);
    }
    const Network* network() const override { return sh_.net.get(); }

    Value evaluate(const Game& game) const override {
        return eval_.evaluate(typedGame<G>(game).position());
    }

    Value networkEvaluate(const Game& game) const override {
        if (!sh_.net) return VALUE_NONE;
        const Position<G>& pos = typedGame<G>(game).position();
        Accumulators<G> acc(pos.variant(), sh_.net);
        acc.refresh(pos, 0);
        return acc.evaluate(pos, 0) + (sh_.net->onHandWritten ? eval_.evaluate(pos) : 0);
    }

    std::vector<EvalTerm> evalTrace(const Game& game) const override {
        std::vector<EvalTerm> trace;
        eval_.evaluate(typedGame<G>(game).position(), &trace);
        return trace;
    }

private:
    void resize(int threads) {
        const size_t n = size_t(std::max(1, threads));
        while (workers_.size() > n) workers_.pop_back();
        while (workers_.size() < n) workers_.push_back(std::make_unique<Worker<G>>(sh_, int(workers_.size())));
    }

    void run() {
        Worker<G>& main = *workers_[0];
        SearchResult result;
        if (main.rootMoves().empty()) {
            // Mated or stalemated: nothing to search.
            out_(std::string("info depth 0 ") + (rootInCheck_ ? "score mate 0" : "score cp 0"));
        } else {
            std::vector<std::thread> helpers;
            for (size_t i = 1; i < workers_.size(); ++i) helpers.emplace_back([w = workers_[i].get()] { w->iterate(); });
            main.iterate();
            {
                // UCI: while pondering or in infinite mode, bestmove waits for
                // ponderhit or stop.
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [this] { return sh_.stop || (!sh_.pondering && !sh_.limits.infinite); });
            }
            sh_.stop = true;
            for (auto& t : helpers) t.join();
            result = pick(main);
        }
        last_ = result;
        // Down before bestmove goes out: a GUI's next command comes after it
        // and must find the search over (an option then applies at once,
        // not at some later command).
        running_ = false;
        out_(std::string("bestmove ") + (result.best ? notation_.move(result.best) : "(none)") +
             (result.ponder ? " ponder " + notation_.move(result.ponder) : ""));
    }

    SearchResult pick(const Worker<G>& main) {
        const Worker<G>& best = votedWorker(main);
        const auto& rms = best.rootMoves();
        const size_t chosen = choose(rms);
        const RootMove& rm = rms[chosen];
        if (chosen != 0)
            out_("info string Skill Level " + std::to_string(skill_) + " plays " + notation_.move(rm.move) + " (" +
                 uciScore(rm.score) + ") instead of " + notation_.move(rms[0].move) + " (" + uciScore(rms[0].score) + ")");
        // The last info line before bestmove describes the move played, also
        // when an unfinished iteration or the skill level changed it.
        if (rm.score != -VALUE_INFINITE && !main.reported(rm)) best.reportLine(rm, std::max(rm.depth, 1), 1);
        SearchResult r;
        r.best = rm.move;
        r.ponder = rm.pv.size() > 1 ? rm.pv[1] : Move();
        r.score = rm.score;
        r.depth = best.completedDepth();
        r.nodes = sh_.totalNodes();
        return r;
    }

    // Lazy SMP: the thread whose best move has the most votes, each thread
    // voting for its own best move with its score and completed depth, so
    // that a helper that finished a deeper iteration can be heard. A single
    // line of full strength only: MultiPV and Skill Level choose among the
    // main thread's lines.
    const Worker<G>& votedWorker(const Worker<G>& main) const {
        if (workers_.size() == 1 || sh_.options.multiPV > 1 || skill_ < SKILL_MAX) return main;
        std::vector<std::pair<Move, int64_t>> votes;
        const auto votesOf = [&](Move m) -> int64_t& {
            for (auto& [move, n] : votes)
                if (move == m) return n;
            return votes.emplace_back(m, 0).second;
        };
        for (const auto& w : workers_) {
            const auto& rms = w->rootMoves();
            if (!w->completedDepth() || rms[0].score == -VALUE_INFINITE) continue;
            Value worst = rms[0].score;
            for (const RootMove& rm : rms)
                if (rm.score != -VALUE_INFINITE) worst = std::min(worst, rm.score);
            votesOf(rms[0].move) += int64_t(rms[0].score - worst + THREAD_VOTE_BASE) * w->completedDepth();
        }
        const Worker<G>* best = &main;
        for (const auto& w : workers_) {
            const RootMove& mine = w->rootMoves()[0];
            const RootMove& theirs = best->rootMoves()[0];
            if (!w->completedDepth() || mine.score == -VALUE_INFINITE) continue;
            // A proven mate is taken at its shortest; otherwise the most votes.
            const bool better = isMate(theirs.score) || isMate(mine.score)
                                    ? mine.score > theirs.score
                                    : votesOf(mine.move) > votesOf(theirs.move) ||
                                          (votesOf(mine.move) == votesOf(theirs.move) && mine.score > theirs.score &&
                                           w->completedDepth() >= best->completedDepth());
            if (better) best = w.get();
        }
        return *best;
    }

    // The move to play: the best line, or at a lower Skill Level one of the
    // best lines chosen with a random push toward weaker ones.
    size_t choose(const std::vector<RootMove>& rms) {
        size_t chosen = 0;
        if (skill_ < SKILL_MAX && rms.size() > 1) {
            const size_t lines = std::min(rms.size(), size_t(sh_.options.multiPV));
            const Value top = rms[0].score;
            const int weakness = 120 - 2 * skill_;
            const int delta = std::min(top - rms[lines - 1].score, eval_.values()[PAWN].mg);
            int bestPushed = -VALUE_INFINITE;
            for (size_t i = 0; i < lines && rms[i].score != -VALUE_INFINITE; ++i) {
                const int push = (weakness * (top - rms[i].score) + delta * int(rng_.next() % weakness)) / 128;
                if (rms[i].score + push >= bestPushed) bestPushed = rms[i].score + push, chosen = i;
            }
        }
        return chosen;
    }

    Evaluator<G> eval_;
    Exchange<G> exchange_;
    TranspositionTable& tt_;
    Output out_;
    SharedSearch<G> sh_;
    std::vector<std::unique_ptr<Worker<G>>> workers_;
    std::thread main_;
    std::mutex mutex_;
    std::condition_variable wake_;
    SearchResult last_;
    Notation notation_{nullptr};
    bool rootInCheck_ = false;
    std::atomic<bool> running_{false};
    int skill_ = SKILL_MAX;
    Prng rng_{1};
};

}  // namespace

std::unique_ptr<Searcher> newSearcher(const Variant& v, TranspositionTable& tt, Searcher::Output out) {
    return withBoard(v.width, v.height, [&]<class G>() -> std::unique_ptr<Searcher> {
        return std::make_unique<SearcherOf<G>>(v, tt, std::move(out));
    });
}

}  // namespace hecto
