// The alpha-beta search of one thread: iterative deepening with aspiration
// windows, principal variation search, quiescence with SEE and delta
// pruning, staged move ordering by history (quiet,
// continuation and capture histories, killers, counter moves), null move
// with verification, probcut, reverse futility, razoring, late move
// pruning and reductions, futility and SEE pruning (checking moves are
// never pruned by move count or futility), singular, check and multi-cut
// extensions, a mate-threat probe for a bare king before reverse
// futility, correction history of the static evaluation, mate-distance
// pruning, and repetition / fifty-move draws per game. In games without
// check rules (BigBangChess) a king that can be taken decides the game
// instead of mate. Threads share the transposition table and the stop
// flag (Lazy SMP).
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "movegen/gives_check.h"
#include "movegen/movegen.h"
#include "search/eval.h"
#include "search/history.h"
#include "search/limits.h"
#include "search/move_picker.h"
#include "search/nnue/accumulator.h"
#include "search/search_params.h"
#include "search/see.h"
#include "search/timeman.h"
#include "search/tt.h"
#include "search/zeroed_table.h"

namespace hecto {

// Search features that can be left out of a build (-DHECTO_SEARCH_ABLATION=mask)
// to measure what each is worth in a match.
enum SearchFeature : unsigned {
    F_SINGULAR = 2, F_PROBCUT = 4, F_NMP_VERIFY = 8, F_CORRECTION = 16, F_CONTINUATION = 32,
    F_CHECKS_KEPT = 64, F_ROOT_LMR = 128, F_RAZOR = 256, F_IIR_PV_CUT = 512, F_CAPTURE_HISTORY = 1024,
    F_MATE_THREAT = 2048, F_TIME_ADJUST = 4096
};
#ifndef HECTO_SEARCH_ABLATION
#define HECTO_SEARCH_ABLATION 0
#endif
constexpr bool on(SearchFeature f) { return !(HECTO_SEARCH_ABLATION & f); }

std::string uciScore(Value v);

// State one search shares between its threads.
template <class G> struct SharedSearch {
    const Evaluator<G>* eval;
    const Exchange<G>* exchange;
    TranspositionTable* tt;
    std::shared_ptr<const Network> net;  // none: the hand-written evaluation
    SearchLimits limits;
    SearchOptions options;
    TimeManager time;
    std::atomic<bool> stop{false};
    std::atomic<bool> pondering{false};  // no time stops while set
    std::function<void(const std::string&)> out;
    std::function<uint64_t()> totalNodes;
};

struct RootMove {
    explicit RootMove(Move m) : move(m) {}
    Move move;
    Value score = -VALUE_INFINITE, previous = -VALUE_INFINITE;
    int depth = 0, selDepth = 0;  // of the search that gave the score
    uint64_t nodes = 0;           // spent on this move since the search began
    std::vector<Move> pv;
};

template <class G> class Worker {
    // What the search knows of one ply of the current line.
    struct Frame {
        Move move;                  // played from this ply (none: a null move)
        Piece moved = NO_PIECE;
        PieceToHistory<G>* cont;    // the continuation history of that move
        Value staticEval = VALUE_NONE;
        Move killers[2];
        Move excluded;              // left out by a singular-extension search
        bool inCheck = false;
        int cutoffs = 0;            // fail-highs at this ply since the node two plies up began
        int doubleExtensions = 0;   // along the line to this ply
    };
    static constexpr int FRAMES_BEFORE_ROOT = 6;  // continuation histories look up to 4 plies back

public:
    Worker(SharedSearch<G>& shared, int id)
        : sh_(shared), id_(id), pos_(shared.eval->variant()), kingCapture_(shared.eval->variant().kingCapture) {
        for (int d = 1; d < MAX_PLY; ++d)
            for (int m = 1; m < MAX_MOVES_LMR; ++m) lmr_[d][m] = int(LMR_BASE + std::log(d) * std::log(m) / LMR_DIVISOR);
    }

    void clearHistory() { tables_.zero(); }

    void prepare(const Position<G>& root, const std::vector<Move>& rootMoves) {
        pos_ = root;
        if (!sh_.net) nnue_.reset();
        else if (!nnue_ || &nnue_->network() != sh_.net.get()) nnue_ = std::make_unique<Accumulators<G>>(pos_.variant(), sh_.net);
        onHandWritten_ = sh_.net && sh_.net->onHandWritten;
        if (nnue_) nnue_->refresh(pos_, 0);
        rootMoves_.clear();
        for (Move m : rootMoves) rootMoves_.emplace_back(m);
        nodes_.store(0, std::memory_order_relaxed);
        completedDepth_ = 0;
        lastReported_.clear();
        for (Frame& f : frames_) {
            f = Frame{};
            f.cont = &tables_->none;
        }
    }

    uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
    const std::vector<RootMove>& rootMoves() const { return rootMoves_; }
    int completedDepth() const { return completedDepth_; }

    // Iterative deepening until a limit or the stop flag.
    void iterate() {
        const int multiPV = std::min<int>(std::max(1, sh_.options.multiPV), int(rootMoves_.size()));
        int maxDepth = sh_.limits.depth ? std::min(sh_.limits.depth, MAX_PLY - 1) : MAX_PLY - 1;
        // A mate search ends when the mate is found, or when it is deep
        // enough that a mate of that length would have been seen.
        if (sh_.limits.mate && !sh_.limits.infinite)
            maxDepth = std::min(maxDepth, 2 * sh_.limits.mate + MATE_SEARCH_EXTRA_PLIES);
        Move lastBest;
        Value lastScore = VALUE_NONE;
        int changes = 0;  // best-move changes, in 1/100, fading by half each iteration
        for (int depth = 1 + (id_ % 2 && id_ ? 1 : 0); depth <= maxDepth; ++depth) {
            rootDepth_ = depth;
            for (RootMove& rm : rootMoves_) rm.previous = rm.score;
            for (pvIdx_ = 0; pvIdx_ < multiPV && !stopped(); ++pvIdx_) searchLine(depth);
            if (stopped()) break;
            completedDepth_ = depth;
            if (id_ != 0) continue;
            report(depth, multiPV);
            // Stop rules of the main thread, between iterations.
            const Value best = rootMoves_[0].score;
            if (sh_.limits.mate && best >= mateIn(2 * sh_.limits.mate)) break;
            if (isMate(best) && depth > 2 * (VALUE_MATE - std::abs(best)) + 4 && !sh_.limits.infinite) break;
            changes = changes / 2 + (lastBest && rootMoves_[0].move != lastBest ? 100 : 0);
            // A fixed move time is used whole; a clock is shared out: more
            // time while the best move keeps changing or the score falls,
            // less when the only move is obvious.
            if (sh_.time.enabled() && !sh_.limits.moveTime && !sh_.pondering && !sh_.limits.infinite) {
                const int falling = lastScore == VALUE_NONE || isMate(best) || isMate(lastScore)
                                        ? 100
                                        : std::clamp(100 + (lastScore - best) * TIME_FALLING_PERCENT_PER_CP, TIME_FALLING_MIN,
                                                     TIME_FALLING_MAX);
                const int64_t instability = 100 + changes * TIME_INSTABILITY_PERCENT / 100;
                // A best move that took nearly all the nodes has no rival
                // worth the time; one that shared them has.
                const int64_t otherShare = 100 - int64_t(rootMoves_[0].nodes * 100 / std::max<uint64_t>(nodes(), 1));
                const int64_t effort = std::max<int64_t>(TIME_EFFORT_MIN, TIME_EFFORT_BASE + otherShare * TIME_EFFORT_SLOPE);
                int64_t budget = sh_.time.optimum() * ITERATION_STOP_PERCENT / 100;
                if (on(F_TIME_ADJUST)) budget = budget * falling / 100 * instability / 100 * effort / 100;
                if (rootMoves_.size() == 1 || sh_.time.elapsed() >= std::min(budget, sh_.time.maximum())) break;
            }
            lastBest = rootMoves_[0].move;
            lastScore = best;
        }
    }

    // Was the line of `rm` the last one reported?
    bool reported(const RootMove& rm) const { return rm.pv == lastReported_ && rm.score == lastReportedScore_; }

    // The info line of one root move's principal variation.
    void reportLine(const RootMove& rm, int depth, int multiPV) const {
        const int64_t ms = sh_.time.elapsed();
        const uint64_t nodes = sh_.totalNodes();
        const Notation n = pos_.notation();
        std::string pv;
        for (Move m : rm.pv) pv += " " + n.move(m);
        sh_.out("info depth " + std::to_string(depth) + " seldepth " + std::to_string(std::max(rm.selDepth, depth)) +
                " multipv " + std::to_string(multiPV) + " " + uciScore(rm.score) + " nodes " + std::to_string(nodes) +
                " nps " + std::to_string(nodes * 1000 / uint64_t(std::max<int64_t>(ms, 1))) + " hashfull " +
                std::to_string(sh_.tt->hashfull()) + " time " + std::to_string(ms) + " pv" + pv);
    }

private:
    static constexpr int MAX_MOVES_LMR = 64;
    static constexpr int MAX_TRIED = 64;  // quiet moves and captures remembered per node for history maluses

    // Outside the worker, zeroed without being written: the continuation
    // table of an 11x11 board is 26 MB.
    struct Tables {
        ButterflyHistory<G> main;
        CaptureHistory<G> captures;
        ContinuationHistory<G> continuation;
        CorrectionHistory correction;
        Move counters[PIECE_SLOTS][G::SQ];
        PieceToHistory<G> none;  // for moves before the root and null moves
        PawnCache<typename G::BB> pawns;  // the hand-written evaluation's
    };

    // The main thread always finishes depth 1 (a fraction of a millisecond),
    // so that even an immediate stop plays a searched move.
    bool stopped() const { return sh_.stop.load(std::memory_order_relaxed) && (completedDepth_ || id_); }

    // Called every node: the main thread watches the clock and node limit.
    void countNode() {
        const uint64_t n = nodes_.load(std::memory_order_relaxed) + 1;
        nodes_.store(n, std::memory_order_relaxed);
        if (id_ != 0 || n % TIME_CHECK_NODES) return;
        const bool timeUp = sh_.time.enabled() && !sh_.pondering && !sh_.limits.infinite &&
                            sh_.time.elapsed() >= sh_.time.maximum();
        const bool nodesUp = sh_.limits.nodes && sh_.totalNodes() >= sh_.limits.nodes;
        if ((timeUp || nodesUp) && completedDepth_ >= 1) sh_.stop = true;
    }

    Frame* frame(int ply) { return &frames_[ply + FRAMES_BEFORE_ROOT]; }
    const Frame* frame(int ply) const { return &frames_[ply + FRAMES_BEFORE_ROOT]; }

    // One principal variation (multipv line), with an aspiration window
    // that widens on each failure.
    void searchLine(int depth) {
        Value previous = rootMoves_[pvIdx_].previous;
        Value delta = ASPIRATION_DELTA, alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
        if (depth >= ASPIRATION_MIN_DEPTH && !isMate(previous) && previous != -VALUE_INFINITE) {
            alpha = std::max(previous - delta, -VALUE_INFINITE);
            beta = std::min(previous + delta, VALUE_INFINITE);
        }
        for (;;) {
            const Value v = rootSearch(alpha, beta, depth);
            std::stable_sort(rootMoves_.begin() + pvIdx_, rootMoves_.end(),
                             [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
            if (stopped()) return;
            if (v <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = std::max(v - delta, -VALUE_INFINITE);
            } else if (v >= beta) {
                beta = std::min(v + delta, VALUE_INFINITE);
            } else {
                break;
            }
            delta += delta * ASPIRATION_WIDEN_PERCENT / 100;
        }
        std::stable_sort(rootMoves_.begin(), rootMoves_.begin() + pvIdx_ + 1,
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    }

    Value rootSearch(Value alpha, Value beta, int depth) {
        Value best = -VALUE_INFINITE;
        countNode();
        Frame* ss = frame(0);
        ss->inCheck = !kingCapture_ && pos_.inCheck();
        if (ss->staticEval == VALUE_NONE && !ss->inCheck) ss->staticEval = evaluate(0);
        clearGrandchild(0);
        const CheckProbe<G> checks(pos_);
        for (size_t i = size_t(pvIdx_); i < rootMoves_.size(); ++i) {
            RootMove& rm = rootMoves_[i];
            selDepth_ = 0;
            const Move m = rm.move;
            const bool check = checks.gives(m);
            const bool quiet = !isNoisy(m);
            const int newDepth = depth - 1 + (check ? 1 : 0);
            const uint64_t nodesBefore = nodes();
            play(ss, m);
            Value v = -VALUE_INFINITE;
            if (i == size_t(pvIdx_)) {
                v = -search<true>(1, -beta, -alpha, newDepth, false);
            } else {
                // Late quiet root moves are searched shallower first.
                int r = 0;
                if (on(F_ROOT_LMR) && depth >= LMR_MIN_DEPTH && quiet && !check && int(i) >= ROOT_LMR_MIN_MOVE)
                    r = std::clamp(lmr_[std::min(depth, MAX_PLY - 1)][std::min<int>(int(i), MAX_MOVES_LMR - 1)] - 1, 0,
                                   newDepth - 1);
                v = -search<false>(1, -alpha - 1, -alpha, newDepth - r, true);
                if (v > alpha && r) v = -search<false>(1, -alpha - 1, -alpha, newDepth, false);
                if (v > alpha) v = -search<true>(1, -beta, -alpha, newDepth, false);
            }
            pos_.unmake(m);
            rm.nodes += nodes() - nodesBefore;
            if (stopped()) break;
            if (i == size_t(pvIdx_) || v > alpha) {
                rm.score = v;
                rm.depth = depth;
                rm.selDepth = selDepth_;
                rm.pv.assign(1, m);
                rm.pv.insert(rm.pv.end(), pv_[1], pv_[1] + pvLength_[1]);
            } else {
                rm.score = -VALUE_INFINITE;
            }
            best = std::max(best, v);
            if (v > alpha) {
                alpha = v;
                if (v >= beta) {
                    if (quiet) updateQuietStats(ss, 0, m, nullptr, 0, historyBonus(depth));
                    break;
                }
            }
        }
        return best;
    }

    bool isDraw(int ply) const {
        if (pos_.isRepetition(2)) return true;
        if (pos_.fiftyMoveDraw()) return !pos_.inCheck() || countLegalMoves(pos_) > 0;
        return pos_.insufficientMaterial() && ply > 0;
    }

    bool isCapture(Move m) const {
        return m.kind() == EN_PASSANT || (m.kind() != CASTLING && m.kind() != DROP && pos_.at(m.to()));
    }
    bool isNoisy(Move m) const { return isCapture(m) || m.kind() == PROMOTION; }
    Piece mover(Move m) const { return m.kind() == DROP ? makePiece(pos_.sideToMove(), m.dropped()) : pos_.at(m.from()); }
    PieceType captured(Move m) const { return m.kind() == EN_PASSANT ? PAWN : typeOf(pos_.at(m.to())); }

    // Without check rules a game ends when a king is gone (both gone: the
    // mover won), and a side that can take the enemy king wins with that move.
    Value kingGone(int ply) const {
        const Color us = pos_.sideToMove();
        if (!pos_.hasKing(us)) return matedIn(ply);
        if (!pos_.hasKing(~us)) return mateIn(ply);
        return VALUE_NONE;
    }
    bool canTakeKing() const {
        const Color us = pos_.sideToMove();
        return pos_.attacked(pos_.kingSquare(~us), us, pos_.pieces());
    }

    // Could the opponent mate at once if we passed? Asked of the
    // quiescence search (which tries quiet checks at its first ply) with
    // a window at the mate bound, so it only looks for mating checks.
    bool mateThreat(int ply) {
        if (kingCapture_ || pos_.inCheck()) return false;
        Frame* ss = frame(ply);
        ss->move = Move();
        ss->moved = NO_PIECE;
        ss->cont = &tables_->none;
        makeNull(ply);
        const Value v = qsearch<false>(ply + 1, VALUE_MATE_IN_MAX_PLY - 1, VALUE_MATE_IN_MAX_PLY, true);
        pos_.unmakeNull();
        return v >= VALUE_MATE_IN_MAX_PLY;
    }

    // The pawn structure, for the correction history.
    uint64_t pawnKey() const { return pawnHash(pos_.pieces(WHITE, PAWN), pos_.pieces(BLACK, PAWN)); }

    // The static evaluation moved by what the search found in positions
    // with the same pawns.
    Value corrected(Value raw) const {
        const Value c = raw + (on(F_CORRECTION) ? tables_->correction.get(pos_.sideToMove(), pawnKey()) / CORRECTION_GRAIN : 0);
        return std::clamp(c, -VALUE_KNOWN_WIN + 1, VALUE_KNOWN_WIN - 1);
    }

    OrderingTables<G> orderingTables(int ply) {
        const CaptureHistory<G>* captures = on(F_CAPTURE_HISTORY) ? &tables_->captures : nullptr;
        if (!on(F_CONTINUATION)) return {&tables_->main, captures, {&tables_->none, &tables_->none, &tables_->none}};
        return {&tables_->main, captures, {frame(ply - 1)->cont, frame(ply - 2)->cont, frame(ply - 4)->cont}};
    }

    void play(Frame* ss, Move m) {
        ss->move = m;
        ss->moved = mover(m);
        ss->cont = &tables_->continuation.of(ss->moved, m.to());
        if (nnue_) nnue_->before(pos_, m);
        pos_.make(m);
        sh_.tt->prefetch(pos_.key());
        if (nnue_) nnue_->after(pos_, int(ss - frame(0)));
    }

    // The frame two plies on starts afresh for this node's grandchildren:
    // their killers and cutoff count are their own.
    void clearGrandchild(int ply) {
        Frame* f = frame(ply + 2);
        f->killers[0] = f->killers[1] = Move();
        f->cutoffs = 0;
    }

    void makeNull(int ply) {
        pos_.makeNull();
        if (nnue_) nnue_->copy(ply);
    }

    // The static evaluation of the position at `ply`: the game's network
    // when there is one (added to the hand-written evaluation if it was
    // trained so), else the hand-written evaluation.
    Value evaluate(int ply) {
        if (!nnue_) return sh_.eval->evaluate(pos_, tables_->pawns);
        Value v = nnue_->evaluate(pos_, ply);
        if (onHandWritten_) v += sh_.eval->evaluate(pos_, tables_->pawns);
        return std::clamp(v, -VALUE_KNOWN_WIN + 1, VALUE_KNOWN_WIN - 1);
    }

    // The table's evaluation, or a new one stored at once where the table
    // knew nothing of the position: a node that returns before its own
    // store (stand pat, reverse futility, a null move) leaves it for the
    // next visit.
    Value staticEval(const TTData& tte, Key key, int ply) {
        if (tte.eval != VALUE_NONE) return tte.eval;
        const Value v = evaluate(ply);
        if (!tte.hit) sh_.tt->store(key, VALUE_NONE, BOUND_NONE, 0, Move{}, v);
        return v;
    }

    template <bool PvNode> Value search(int ply, Value alpha, Value beta, int depth, bool cutNode) {
        if (depth <= 0) return qsearch<PvNode>(ply, alpha, beta);
        if (PvNode) pvLength_[ply] = 0;
        countNode();
        if (stopped()) return 0;
        selDepth_ = std::max(selDepth_, ply);
        if (const Value v = kingCapture_ ? kingGone(ply) : VALUE_NONE; v != VALUE_NONE) return v;
        if (isDraw(ply)) return VALUE_DRAW;
        if (kingCapture_ && canTakeKing()) return mateIn(ply + 1);
        const bool inCheck = pos_.inCheck();
        if (ply >= MAX_PLY - 1) return inCheck ? VALUE_DRAW : evaluate(ply);
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;

        Frame* ss = frame(ply);
        ss->inCheck = inCheck;
        clearGrandchild(ply);
        const Move excluded = ss->excluded;
        const Color us = pos_.sideToMove();

        const Key key = pos_.key();
        const TTData tte = excluded ? TTData{} : sh_.tt->probe(key);
        const Move ttMove = tte.move;
        const Value ttValue = valueFromTT(tte.value, ply);
        // A guess when the move is not legal here, which is harmless.
        const bool ttCapture = ttMove && ttMove.to() < G::SQ && isNoisy(ttMove);
        if (!PvNode && !excluded && tte.hit && tte.depth >= depth && ttValue != VALUE_NONE &&
            (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER)) && pos_.rule50() < TT_CUT_RULE50_LIMIT) {
            // The hash move that holds beta earns the quiet move's rewards.
            if (ttValue >= beta && ttMove && !ttCapture && isLegal(pos_, ttMove))
                updateQuietStats(ss, ply, ttMove, nullptr, 0, historyBonus(depth));
            return ttValue;
        }

        // The static evaluation, corrected, and bettered by the table's bound.
        Value rawEval = VALUE_NONE, eval = VALUE_NONE;
        bool improving = false;
        if (inCheck) {
            ss->staticEval = VALUE_NONE;
        } else if (excluded) {
            eval = ss->staticEval;
        } else {
            rawEval = staticEval(tte, key, ply);
            eval = ss->staticEval = corrected(rawEval);
            if (ttValue != VALUE_NONE && !isMate(ttValue) && (tte.bound & (ttValue > eval ? BOUND_LOWER : BOUND_UPPER)))
                eval = ttValue;
        }
        if (!inCheck) {
            const Value earlier = frame(ply - 2)->staticEval != VALUE_NONE ? frame(ply - 2)->staticEval
                                                                             : frame(ply - 4)->staticEval;
            improving = earlier == VALUE_NONE || ss->staticEval > earlier;
        }

        if (!PvNode && !inCheck && !excluded) {
            // Razoring: far below alpha, only captures could help.
            if (on(F_RAZOR) && eval < alpha - RAZOR_BASE - RAZOR_DEPTH * depth * depth) {
                const Value v = qsearch<false>(ply, alpha - 1, alpha);
                if (v < alpha && !isMate(v)) return v;
            }
            // Reverse futility: far enough above beta to stand, unless a
            // bare king could be mated at once if it passed (a quiet move
            // that sets up a mate looks harmless to the evaluation; the
            // check is kept to endings, where it is cheap).
            if (depth <= RFP_MAX_DEPTH && eval - RFP_MARGIN * (depth - improving) >= beta && eval < VALUE_KNOWN_WIN &&
                beta > -VALUE_KNOWN_WIN && !(on(F_MATE_THREAT) && !pos_.hasPieces(us) && mateThreat(ply)))
                return eval;
            // Null move: if passing still holds beta, a real move will. Not
            // with pawns alone (zugzwang), nor twice in a row; at high depth
            // verified by a search without null moves for this side.
            if (cutNode && depth >= NULL_MOVE_MIN_DEPTH && eval >= beta && ss->staticEval >= beta - NULL_MOVE_EVAL_SLACK * depth &&
                frame(ply - 1)->move && ply >= nullMoveMinPly_ && pos_.hasPieces(us) && beta > -VALUE_KNOWN_WIN) {
                const int r = NULL_MOVE_BASE_R + depth / NULL_MOVE_DEPTH_DIVISOR +
                              std::min((eval - beta) / NULL_MOVE_EVAL_DIVISOR, NULL_MOVE_EVAL_MAX_R);
                ss->move = Move();
                ss->moved = NO_PIECE;
                ss->cont = &tables_->none;
                makeNull(ply);
                const Value v = -search<false>(ply + 1, -beta, -beta + 1, depth - r, false);
                pos_.unmakeNull();
                if (stopped()) return 0;
                if (v >= beta && !isMate(v)) {
                    if (!on(F_NMP_VERIFY) || nullMoveMinPly_ || depth < NULL_MOVE_VERIFY_DEPTH) return v;
                    nullMoveMinPly_ = ply + 3 * (depth - r) / 4;
                    const Value verified = search<false>(ply, beta - 1, beta, depth - r, false);
                    nullMoveMinPly_ = 0;
                    if (verified >= beta) return v;
                }
            }
            // ProbCut: a capture that beats beta by a margin in a reduced
            // search very likely beats beta.
            const Value probBeta = beta + PROBCUT_MARGIN - PROBCUT_IMPROVING * improving;
            if (on(F_PROBCUT) && depth >= PROBCUT_MIN_DEPTH && std::abs(beta) < VALUE_KNOWN_WIN &&
                !(tte.hit && tte.depth >= depth - PROBCUT_REDUCTION + 1 && ttValue != VALUE_NONE && ttValue < probBeta)) {
                const OrderingTables<G> tables = orderingTables(ply);
                MovePicker<G> mp(pos_, *sh_.exchange, tables, ttCapture ? ttMove : Move(), false);
                for (Move m; (m = mp.next());) {
                    if (sh_.exchange->see(pos_, m) < probBeta - ss->staticEval) continue;
                    play(ss, m);
                    Value v = -qsearch<false>(ply + 1, -probBeta, -probBeta + 1);
                    if (v >= probBeta)
                        v = -search<false>(ply + 1, -probBeta, -probBeta + 1, depth - PROBCUT_REDUCTION, !cutNode);
                    pos_.unmake(m);
                    if (stopped()) return 0;
                    if (v >= probBeta) {
                        sh_.tt->store(key, valueToTT(v, ply), BOUND_LOWER, depth - PROBCUT_REDUCTION + 1, m, rawEval);
                        return v;
                    }
                }
            }
        }

        // No hash move: the ordering is poor, search a ply shallower.
        if (!ttMove && depth >= IIR_MIN_DEPTH && (PvNode || cutNode || !on(F_IIR_PV_CUT))) --depth;

        const OrderingTables<G> tables = orderingTables(ply);
        const Frame* prev = frame(ply - 1);
        const Move counter = prev->move ? tables_->counters[pieceSlot(prev->moved)][prev->move.to()] : Move();
        MovePicker<G> mp(pos_, *sh_.exchange, tables, ttMove, ss->killers, counter);
        const CheckProbe<G> checks(pos_);

        Value best = -VALUE_INFINITE;
        Move bestMove;
        Move quiets[MAX_TRIED], captures[MAX_TRIED];
        int quietCount = 0, captureCount = 0, moveCount = 0;
        bool skipQuiets = false;
        const Value alphaOrig = alpha;
        for (Move m; (m = mp.next());) {
            if (m == excluded) continue;
            const bool noisy = isNoisy(m);
            const bool check = checks.gives(m);
            // Late move pruning leaves out the quiet moves, not the checks.
            if (skipQuiets && !noisy && (!check || !on(F_CHECKS_KEPT))) continue;
            ++moveCount;
            const Piece pc = mover(m);
            // Read before the move is made: the main history is the mover's.
            const int hist = noisy ? 0 : quietHistory(ply, pc, m);
            int newDepth = depth - 1;

            // Shallow-depth pruning, never of the only way out of a mate.
            if (ply > 0 && best > -VALUE_MATE_IN_MAX_PLY && pos_.hasPieces(us)) {
                if (moveCount >= lmpLimit(depth, improving)) skipQuiets = true;
                const int lmrDepth = std::max(newDepth - lmr_[std::min(depth, MAX_PLY - 1)][std::min(moveCount, MAX_MOVES_LMR - 1)], 0);
                if (noisy || (check && on(F_CHECKS_KEPT))) {
                    if (!check && lmrDepth < CAPTURE_FUTILITY_DEPTH && !inCheck &&
                        ss->staticEval + CAPTURE_FUTILITY_BASE + CAPTURE_FUTILITY_DEPTH_MARGIN * lmrDepth +
                                sh_.exchange->value(captured(m)) <= alpha)
                        continue;
                    if (sh_.exchange->see(pos_, m) < -SEE_CAPTURE_MARGIN * depth) continue;
                } else {
                    if (lmrDepth < CONTINUATION_PRUNE_DEPTH && hist < -CONTINUATION_PRUNE_MARGIN * depth) continue;
                    const int histDepth = lmrDepth + hist / HISTORY_DEPTH_DIVISOR;
                    if (!inCheck && histDepth < FUTILITY_MAX_DEPTH &&
                        ss->staticEval + FUTILITY_BASE + FUTILITY_MARGIN * std::max(histDepth, 0) <= alpha)
                        continue;
                    if (sh_.exchange->see(pos_, m) < -SEE_QUIET_MARGIN * histDepth * histDepth) continue;
                }
            }

            // Extensions: the only good move (singular), checks.
            int extension = 0;
            if (ply < 2 * rootDepth_) {
                if (on(F_SINGULAR) && ply > 0 && depth >= SINGULAR_MIN_DEPTH && m == ttMove && !excluded && (tte.bound & BOUND_LOWER) &&
                    tte.depth >= depth - SINGULAR_TT_DEPTH_SLACK && ttValue != VALUE_NONE && std::abs(ttValue) < VALUE_KNOWN_WIN) {
                    const Value singularBeta = ttValue - SINGULAR_MARGIN * depth;
                    ss->excluded = m;
                    const Value v = search<false>(ply, singularBeta - 1, singularBeta, (depth - 1) / 2, cutNode);
                    ss->excluded = Move();
                    if (stopped()) return 0;
                    if (v < singularBeta) {
                        extension = 1;
                        if (!PvNode && v < singularBeta - DOUBLE_EXTENSION_MARGIN &&
                            ss->doubleExtensions < DOUBLE_EXTENSION_MAX)
                            extension = 2;
                    } else if (singularBeta >= beta) {
                        return singularBeta;  // multi-cut: more than one move holds beta
                    } else if (ttValue >= beta) {
                        extension = -1;
                    }
                } else if (check && sh_.exchange->see(pos_, m) >= 0) {
                    extension = 1;  // not a check that loses material
                }
            }
            newDepth += extension;
            frame(ply + 1)->doubleExtensions = ss->doubleExtensions + (extension >= 2);

            play(ss, m);
            Value v = -VALUE_INFINITE;
            if (depth >= LMR_MIN_DEPTH && moveCount > 1 + (PvNode ? 1 : 0) && (!noisy || cutNode)) {
                int r = lmr_[std::min(depth, MAX_PLY - 1)][std::min(moveCount, MAX_MOVES_LMR - 1)];
                r += !improving;
                r -= PvNode;
                r += cutNode ? 2 : 0;
                r -= check;
                r += ttCapture;
                r += frame(ply + 1)->cutoffs > LMR_CHILD_CUTOFFS;
                r -= m == ss->killers[0] || m == ss->killers[1] || m == counter;
                r -= hist / LMR_HISTORY_DIVISOR;
                const int d = std::clamp(newDepth - r, 1, newDepth + 1);
                v = -search<false>(ply + 1, -alpha - 1, -alpha, d, true);
                if (v > alpha && d < newDepth) v = -search<false>(ply + 1, -alpha - 1, -alpha, newDepth, !cutNode);
            } else if (!PvNode || moveCount > 1) {
                v = -search<false>(ply + 1, -alpha - 1, -alpha, newDepth, !cutNode);
            }
            // In a PV node a move that beats alpha is searched again with
            // the full window, for its exact score and its line.
            if (PvNode && (moveCount == 1 || v > alpha)) v = -search<true>(ply + 1, -beta, -alpha, newDepth, false);
            pos_.unmake(m);
            if (stopped()) return 0;

            if (v > best) {
                best = v;
                if (v > alpha) {
                    bestMove = m;
                    if (PvNode) updatePv(ply, m);
                    if (v >= beta) {
                        ++ss->cutoffs;
                        break;
                    }
                    alpha = v;
                    // A move that raised alpha: the later ones are less
                    // likely to, and worth a ply less.
                    if (depth > ALPHA_RAISE_MIN_DEPTH && depth < ALPHA_RAISE_MAX_DEPTH && !isMate(v)) --depth;
                }
            }
            if (m != bestMove) {
                if (noisy && captureCount < MAX_TRIED) captures[captureCount++] = m;
                else if (!noisy && quietCount < MAX_TRIED) quiets[quietCount++] = m;
            }
        }
        if (!moveCount) return excluded ? alpha : inCheck && !kingCapture_ ? matedIn(ply) : VALUE_DRAW;
        const Value returned = pulledTowardsBeta(best, beta, depth);

        if (best >= beta) {
            const int bonus = historyBonus(depth);
            if (!isNoisy(bestMove)) updateQuietStats(ss, ply, bestMove, quiets, quietCount, bonus);
            else tables_->captures.update(mover(bestMove), bestMove.to(), captured(bestMove), bonus);
            for (int i = 0; i < captureCount; ++i)
                tables_->captures.update(mover(captures[i]), captures[i].to(), captured(captures[i]), -bonus);
        }

        if (!excluded) {
            const Bound bound = best >= beta ? BOUND_LOWER : PvNode && best > alphaOrig ? BOUND_EXACT : BOUND_UPPER;
            // The evaluation's error where the result is exact or bounds it
            // from the right side, and no capture explains the difference.
            if (!inCheck && (!bestMove || !isNoisy(bestMove)) && !(bound == BOUND_LOWER && best <= ss->staticEval) &&
                !(bound == BOUND_UPPER && best >= ss->staticEval) && !isMate(best)) {
                const int error = (best - ss->staticEval) * CORRECTION_GRAIN;
                tables_->correction.update(us, pawnKey(), std::clamp(error * depth / CORRECTION_DEPTH_DIVISOR,
                                                                     -CORRECTION_LIMIT / 4, CORRECTION_LIMIT / 4));
            }
            sh_.tt->store(key, valueToTT(returned, ply), bound, depth, bestMove, rawEval);
        }
        return returned;
    }

    // With `checks`, quiet checking moves too (not at later plies): the
    // mate-threat probe's way to find a mate in one; in the search they
    // cost more nodes than they are worth (docs/search-log.md).
    template <bool PvNode> Value qsearch(int ply, Value alpha, Value beta, bool checks = false) {
        if (PvNode) pvLength_[ply] = 0;
        countNode();
        if (stopped()) return 0;
        selDepth_ = std::max(selDepth_, ply);
        if (const Value v = kingCapture_ ? kingGone(ply) : VALUE_NONE; v != VALUE_NONE) return v;
        if (pos_.isRepetition(2) || pos_.insufficientMaterial()) return VALUE_DRAW;
        if (kingCapture_ && canTakeKing()) return mateIn(ply + 1);
        const bool inCheck = pos_.inCheck();
        if (ply >= MAX_PLY - 1) return inCheck ? VALUE_DRAW : evaluate(ply);

        Frame* ss = frame(ply);
        const Key key = pos_.key();
        const TTData tte = sh_.tt->probe(key);
        const Value ttValue = valueFromTT(tte.value, ply);
        if (!PvNode && ttValue != VALUE_NONE && (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER)))
            return ttValue;

        Value best = -VALUE_INFINITE, standPat = VALUE_NONE, rawEval = VALUE_NONE;
        if (!inCheck) {
            rawEval = staticEval(tte, key, ply);
            standPat = corrected(rawEval);
            if (ttValue != VALUE_NONE && !isMate(ttValue) && (tte.bound & (ttValue > standPat ? BOUND_LOWER : BOUND_UPPER)))
                standPat = ttValue;
            // Standing pat is as shaky as a fail high: halfway to beta (a
            // static evaluation is never a mate score).
            if (standPat >= beta) return (standPat + beta) / 2;
            alpha = std::max(alpha, standPat);
            best = standPat;
        }
        ss->staticEval = inCheck ? VALUE_NONE : standPat;
        ss->inCheck = inCheck;

        const OrderingTables<G> tables = orderingTables(ply);
        MovePicker<G> mp(pos_, *sh_.exchange, tables, tte.move, checks && !inCheck);
        Move bestMove;
        int moveCount = 0;
        for (Move m; (m = mp.next());) {
            ++moveCount;
            if (!inCheck && best > -VALUE_MATE_IN_MAX_PLY) {
                const bool noisy = isNoisy(m);
                // Delta pruning: even winning the piece would not reach alpha.
                if (noisy && m.kind() != PROMOTION && standPat + sh_.exchange->value(captured(m)) + QS_DELTA_MARGIN <= alpha &&
                    !givesCheck(pos_, m))
                    continue;
                if (sh_.exchange->see(pos_, m) < 0) continue;
            }
            play(ss, m);
            const Value v = -qsearch<PvNode>(ply + 1, -beta, -alpha);
            pos_.unmake(m);
            if (stopped()) return 0;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    bestMove = m;
                    if (PvNode) updatePv(ply, m);
                    if (v >= beta) break;
                    alpha = v;
                }
            }
        }
        if (inCheck && !moveCount) return kingCapture_ ? VALUE_DRAW : matedIn(ply);
        best = pulledTowardsBeta(best, beta, 1);
        sh_.tt->store(key, valueToTT(best, ply), best >= beta ? BOUND_LOWER : BOUND_UPPER, 0, bestMove, rawEval);
        return best;
    }

    // A fail high's margin over beta is as shaky as the search was shallow,
    // so it is pulled towards beta, the more the shallower (halfway at depth
    // 1, quiescence's). Mate scores and mate bounds stay as they are.
    static Value pulledTowardsBeta(Value best, Value beta, int depth) {
        return best >= beta && !isMate(best) && !isMate(beta) ? (best * depth + beta) / (depth + 1) : best;
    }

    static int lmpLimit(int depth, bool improving) {
        return (LMP_BASE + depth * depth) / (improving ? 1 : 2);
    }

    static int historyBonus(int depth) { return std::min(HISTORY_BONUS_DEPTH * depth - HISTORY_BONUS_BASE, HISTORY_BONUS_MAX); }

    int quietHistory(int ply, Piece pc, Move m) const {
        const Frame* f = frame(ply);
        const int cont = on(F_CONTINUATION) ? (f - 1)->cont->get(pc, m.to()) + (f - 2)->cont->get(pc, m.to()) : 0;
        return tables_->main.get(pos_.sideToMove(), m) + cont;
    }

    // A quiet move that cut off: killer, counter move, and histories up,
    // the quiet moves tried before it down.
    void updateQuietStats(Frame* ss, int ply, Move best, const Move* quiets, int count, int bonus) {
        if (ss->killers[0] != best) {
            ss->killers[1] = ss->killers[0];
            ss->killers[0] = best;
        }
        const Frame* prev = frame(ply - 1);
        if (prev->move) tables_->counters[pieceSlot(prev->moved)][prev->move.to()] = best;
        const Color us = pos_.sideToMove();
        const auto reward = [&](Move m, int b) {
            tables_->main.update(us, m, b);
            const Piece pc = mover(m);
            for (int back : {1, 2, 4}) {
                const Frame* f = frame(ply - back);
                if (back > 2 && ss->inCheck) break;
                if (f->move) f->cont->update(pc, m.to(), b);
            }
        };
        reward(best, bonus);
        for (int i = 0; i < count; ++i) reward(quiets[i], -bonus);
    }

    void updatePv(int ply, Move m) {
        pv_[ply][0] = m;
        std::copy(pv_[ply + 1], pv_[ply + 1] + pvLength_[ply + 1], pv_[ply] + 1);
        pvLength_[ply] = pvLength_[ply + 1] + 1;
    }

    void report(int depth, int multiPV) {
        for (int i = 0; i < multiPV; ++i) {
            const RootMove& rm = rootMoves_[i];
            if (rm.score == -VALUE_INFINITE) continue;
            reportLine(rm, depth, i + 1);
            lastReported_ = rm.pv;
            lastReportedScore_ = rm.score;
        }
    }

    SharedSearch<G>& sh_;
    const int id_;
    Position<G> pos_;
    const bool kingCapture_;
    ZeroedTable<Tables> tables_;
    std::unique_ptr<Accumulators<G>> nnue_;  // with a network
    bool onHandWritten_ = false;             // the network's output is added to the hand-written evaluation
    std::vector<RootMove> rootMoves_;
    std::vector<Move> lastReported_;
    Value lastReportedScore_ = VALUE_NONE;
    int pvIdx_ = 0, rootDepth_ = 0, selDepth_ = 0, completedDepth_ = 0, nullMoveMinPly_ = 0;
    std::atomic<uint64_t> nodes_{0};

    Move pv_[MAX_PLY + 1][MAX_PLY + 1];
    int pvLength_[MAX_PLY + 1] = {};
    Frame frames_[MAX_PLY + FRAMES_BEFORE_ROOT + 4];
    int lmr_[MAX_PLY][MAX_MOVES_LMR] = {};
};

}  // namespace hecto
