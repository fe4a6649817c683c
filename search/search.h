// The alpha-beta search of one thread: iterative deepening with aspiration
// windows, principal variation search, quiescence with SEE pruning, null
// move, late move reductions, futility pruning and razoring, check
// extensions, mate-distance pruning, and repetition / fifty-move draws per
// game; in games without check rules (BigBangChess) a king that can be
// taken decides the game instead of mate. Threads share the transposition table and the stop flag (Lazy SMP).
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "movegen/movegen.h"
#include "search/eval.h"
#include "search/limits.h"
#include "search/search_params.h"
#include "search/see.h"
#include "search/timeman.h"
#include "search/tt.h"

namespace hecto {

std::string uciScore(Value v);

// State one search shares between its threads.
template <class G> struct SharedSearch {
    const Evaluator<G>* eval;
    const Exchange<G>* exchange;
    TranspositionTable* tt;
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
    std::vector<Move> pv;
};

template <class G> class Worker {
public:
    Worker(SharedSearch<G>& shared, int id)
        : sh_(shared), id_(id), pos_(shared.eval->variant()), kingCapture_(shared.eval->variant().kingCapture) {
        for (int d = 1; d < MAX_PLY; ++d)
            for (int m = 1; m < MAX_MOVES_LMR; ++m)
                lmr_[d][m] = int(LMR_BASE + std::log(d) * std::log(m) / LMR_DIVISOR);
        clearHistory();
    }

    void clearHistory() {
        std::memset(history_, 0, sizeof history_);
        std::memset(counter_, 0, sizeof counter_);
    }

    void prepare(const Position<G>& root, const std::vector<Move>& rootMoves) {
        pos_ = root;
        rootMoves_.clear();
        for (Move m : rootMoves) rootMoves_.emplace_back(m);
        nodes_.store(0, std::memory_order_relaxed);
        completedDepth_ = 0;
        lastReported_.clear();
        std::memset(killers_, 0, sizeof killers_);
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
            // A fixed move time is used whole; a clock is shared out.
            if (sh_.time.enabled() && !sh_.limits.moveTime && !sh_.pondering && !sh_.limits.infinite) {
                const bool unstable = lastBest && rootMoves_[0].move != lastBest;
                const int share = unstable ? UNSTABLE_STOP_PERCENT : ITERATION_STOP_PERCENT;
                if (sh_.time.elapsed() * 100 >= sh_.time.optimum() * share) break;
            }
            lastBest = rootMoves_[0].move;
        }
    }

private:
    static constexpr int MAX_MOVES_LMR = 64;

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

    // One principal variation (multipv line), with an aspiration window.
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
            delta += delta / 2;
        }
        std::stable_sort(rootMoves_.begin(), rootMoves_.begin() + pvIdx_ + 1,
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    }

    Value rootSearch(Value alpha, Value beta, int depth) {
        Value best = -VALUE_INFINITE;
        countNode();
        for (size_t i = size_t(pvIdx_); i < rootMoves_.size(); ++i) {
            RootMove& rm = rootMoves_[i];
            selDepth_ = 0;
            const Move m = rm.move;
            pos_.make(m);
            moves_[0] = m;
            const int newDepth = depth - 1 + (pos_.inCheck() ? 1 : 0);
            Value v;
            if (i == size_t(pvIdx_)) {
                v = -search(-beta, -alpha, newDepth, 1, true);
            } else {
                v = -search(-alpha - 1, -alpha, newDepth, 1, false);
                if (v > alpha && v < beta) v = -search(-beta, -alpha, newDepth, 1, true);
            }
            pos_.unmake(m);
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
                if (v >= beta) break;
            }
        }
        return best;
    }

    bool isDraw(int ply) const {
        if (pos_.isRepetition(2)) return true;
        if (pos_.fiftyMoveDraw()) return !pos_.inCheck() || countLegalMoves(pos_) > 0;
        return pos_.insufficientMaterial() && ply > 0;
    }

    bool isCapture(Move m) const { return m.kind() == EN_PASSANT || (m.kind() != CASTLING && pos_.at(m.to())); }

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

    Value search(Value alpha, Value beta, int depth, int ply, bool pvNode) {
        if (depth <= 0) return qsearch(alpha, beta, ply, pvNode);
        pvLength_[ply] = 0;
        countNode();
        if (stopped()) return 0;
        selDepth_ = std::max(selDepth_, ply);
        if (const Value v = kingCapture_ ? kingGone(ply) : VALUE_NONE; v != VALUE_NONE) return v;
        if (isDraw(ply)) return VALUE_DRAW;
        if (kingCapture_ && canTakeKing()) return mateIn(ply + 1);
        const bool inCheck = pos_.inCheck();
        if (ply >= MAX_PLY - 1) return inCheck ? VALUE_DRAW : sh_.eval->evaluate(pos_);
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;

        const Key key = pos_.key();
        const TTData tte = sh_.tt->probe(key);
        const Move ttMove = tte.move;
        const Value ttValue = valueFromTT(tte.value, ply);
        if (!pvNode && tte.hit && tte.depth >= depth && ttValue != VALUE_NONE &&
            (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER)))
            return ttValue;

        Value eval = VALUE_NONE;
        if (!inCheck) eval = tte.eval != VALUE_NONE ? tte.eval : sh_.eval->evaluate(pos_);
        evals_[ply] = eval;
        const bool improving = !inCheck && ply >= 2 && evals_[ply - 2] != VALUE_NONE && eval > evals_[ply - 2];

        if (!pvNode && !inCheck) {
            if (depth <= RFP_MAX_DEPTH && eval - RFP_MARGIN * (depth - improving) >= beta && std::abs(beta) < VALUE_KNOWN_WIN)
                return eval;
            if (depth <= RAZOR_MAX_DEPTH && eval + RAZOR_MARGIN * depth < alpha) {
                const Value v = qsearch(alpha, alpha + 1, ply, false);
                if (v <= alpha) return v;
            }
            // Null move: if passing still holds beta, a real move will. Not
            // with pawns alone (zugzwang), nor twice in a row.
            if (depth >= NULL_MOVE_MIN_DEPTH && eval >= beta && moves_[ply - 1] && pos_.hasPieces(pos_.sideToMove())) {
                const int r = NULL_MOVE_BASE_R + depth / NULL_MOVE_DEPTH_DIVISOR +
                              std::min((eval - beta) / NULL_MOVE_EVAL_DIVISOR, 3);
                pos_.makeNull();
                moves_[ply] = Move();
                const Value v = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
                pos_.unmakeNull();
                if (stopped()) return 0;
                if (v >= beta) return v >= VALUE_MATE_IN_MAX_PLY ? beta : v;
            }
        }
        if (depth >= IIR_MIN_DEPTH && !ttMove) --depth;

        MoveList list;
        legalMoves(pos_, list);
        if (!list.size) return inCheck && !kingCapture_ ? matedIn(ply) : VALUE_DRAW;
        int scores[MAX_MOVES];
        scoreMoves(list, scores, ttMove, ply);

        Value best = -VALUE_INFINITE;
        Move bestMove;
        Move quiets[MAX_QUIETS];
        int quietCount = 0;
        const Value alphaOrig = alpha;
        for (int i = 0; i < list.size; ++i) {
            const Move m = pickNext(list, scores, i);
            const bool capture = isCapture(m);
            const bool quiet = !capture && m.kind() != PROMOTION;
            if (ply > 0 && best > -VALUE_MATE_IN_MAX_PLY && !inCheck) {
                if (quiet) {
                    if (depth <= LMP_MAX_DEPTH && i >= LMP_BASE + depth * depth / (improving ? 1 : 2)) continue;
                    if (depth <= FUTILITY_MAX_DEPTH && eval + FUTILITY_MARGIN * (depth + 1) <= alpha) continue;
                } else if (depth <= SEE_PRUNE_MAX_DEPTH && scores[i] < GOOD_CAPTURE &&
                           sh_.exchange->see(pos_, m) < -SEE_PRUNE_MARGIN * depth) {
                    continue;
                }
            }
            pos_.make(m);
            moves_[ply] = m;
            const bool givesCheck = pos_.inCheck();
            const int newDepth = depth - 1 + (givesCheck && ply < 2 * rootDepth_ ? 1 : 0);
            Value v;
            if (i == 0) {
                v = -search(-beta, -alpha, newDepth, ply + 1, pvNode);
            } else {
                int r = 0;
                if (depth >= LMR_MIN_DEPTH && quiet && !givesCheck) {
                    r = lmr_[std::min(depth, MAX_PLY - 1)][std::min(i, MAX_MOVES_LMR - 1)];
                    r += !improving;
                    r -= pvNode;
                    r -= scores[i] >= KILLER_SCORE;
                    r -= history_[pos_.sideToMove() ^ 1][m.from()][m.to()] / LMR_HISTORY_DIVISOR;
                    r = std::clamp(r, 0, newDepth - 1);
                }
                v = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, false);
                if (v > alpha && r > 0) v = -search(-alpha - 1, -alpha, newDepth, ply + 1, false);
                if (v > alpha && v < beta && pvNode) v = -search(-beta, -alpha, newDepth, ply + 1, true);
            }
            pos_.unmake(m);
            if (stopped()) return 0;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    bestMove = m;
                    if (pvNode) updatePv(ply, m);
                    if (v >= beta) break;
                    alpha = v;
                }
            }
            if (quiet && quietCount < MAX_QUIETS) quiets[quietCount++] = m;
        }
        if (best >= beta && !isCapture(bestMove) && bestMove.kind() != PROMOTION)
            rewardQuiet(bestMove, quiets, quietCount, depth, ply);
        const Bound bound = best >= beta ? BOUND_LOWER : pvNode && best > alphaOrig ? BOUND_EXACT : BOUND_UPPER;
        sh_.tt->store(key, valueToTT(best, ply), bound, depth, bestMove, eval == VALUE_NONE ? VALUE_NONE : eval);
        return best;
    }

    Value qsearch(Value alpha, Value beta, int ply, bool pvNode) {
        pvLength_[ply] = 0;
        countNode();
        if (stopped()) return 0;
        selDepth_ = std::max(selDepth_, ply);
        if (const Value v = kingCapture_ ? kingGone(ply) : VALUE_NONE; v != VALUE_NONE) return v;
        if (pos_.isRepetition(2) || pos_.insufficientMaterial()) return VALUE_DRAW;
        if (kingCapture_ && canTakeKing()) return mateIn(ply + 1);
        const bool inCheck = pos_.inCheck();
        if (ply >= MAX_PLY - 1) return inCheck ? VALUE_DRAW : sh_.eval->evaluate(pos_);

        const Key key = pos_.key();
        const TTData tte = sh_.tt->probe(key);
        const Value ttValue = valueFromTT(tte.value, ply);
        if (!pvNode && ttValue != VALUE_NONE && (tte.bound & (ttValue >= beta ? BOUND_LOWER : BOUND_UPPER)))
            return ttValue;

        Value best = -VALUE_INFINITE, standPat = VALUE_NONE;
        if (!inCheck) {
            standPat = tte.eval != VALUE_NONE ? tte.eval : sh_.eval->evaluate(pos_);
            if (standPat >= beta) return standPat;
            alpha = std::max(alpha, standPat);
            best = standPat;
        }
        // In check every evasion; without check rules captures alone cannot
        // answer the threat to the king, so all moves are tried.
        MoveList list;
        if (inCheck && kingCapture_) legalMoves(pos_, list);
        else noisyMoves(pos_, list);
        if (inCheck && !list.size) return kingCapture_ ? VALUE_DRAW : matedIn(ply);
        int scores[MAX_MOVES];
        scoreMoves(list, scores, tte.move, ply);
        Move bestMove;
        for (int i = 0; i < list.size; ++i) {
            const Move m = pickNext(list, scores, i);
            if (!inCheck) {
                if (scores[i] < GOOD_CAPTURE && sh_.exchange->see(pos_, m) < 0) continue;
                const int gain = isCapture(m) ? sh_.exchange->value(m.kind() == EN_PASSANT ? PAWN : typeOf(pos_.at(m.to()))) : 0;
                if (m.kind() != PROMOTION && standPat + gain + QS_DELTA_MARGIN < alpha) continue;
            }
            pos_.make(m);
            moves_[ply] = m;
            const Value v = -qsearch(-beta, -alpha, ply + 1, pvNode);
            pos_.unmake(m);
            if (stopped()) return 0;
            if (v > best) {
                best = v;
                if (v > alpha) {
                    bestMove = m;
                    if (pvNode) updatePv(ply, m);
                    if (v >= beta) break;
                    alpha = v;
                }
            }
        }
        sh_.tt->store(key, valueToTT(best, ply), best >= beta ? BOUND_LOWER : BOUND_UPPER, 0, bestMove,
                      standPat == VALUE_NONE ? VALUE_NONE : standPat);
        return best;
    }

    // Move ordering: hash move, winning captures (MVV-LVA), promotions,
    // killers, counter-move, quiets by history, losing captures last.
    static constexpr int TT_SCORE = 1 << 30, GOOD_CAPTURE = 1 << 26, KILLER_SCORE = 1 << 25,
                         COUNTER_SCORE = KILLER_SCORE - 1, BAD_CAPTURE = -(1 << 26);
    static constexpr int MAX_QUIETS = 64;

    void scoreMoves(const MoveList& list, int* scores, Move ttMove, int ply) const {
        const Move counter = ply > 0 && moves_[ply - 1] ? counter_[moves_[ply - 1].from()][moves_[ply - 1].to()] : Move();
        const Color us = pos_.sideToMove();
        for (int i = 0; i < list.size; ++i) {
            const Move m = list.moves[i];
            if (m == ttMove) {
                scores[i] = TT_SCORE;
            } else if (isCapture(m) || m.kind() == PROMOTION) {
                const int victim = isCapture(m) ? sh_.exchange->value(m.kind() == EN_PASSANT ? PAWN : typeOf(pos_.at(m.to()))) : 0;
                const int attacker = sh_.exchange->value(typeOf(pos_.at(m.from())));
                const int promo = m.kind() == PROMOTION ? sh_.exchange->value(m.promotion()) : 0;
                const bool good = victim + promo >= attacker || sh_.exchange->see(pos_, m) >= 0;
                scores[i] = (good ? GOOD_CAPTURE : BAD_CAPTURE) + (victim + promo) * 16 - attacker / 16;
            } else if (m == killers_[ply][0] || m == killers_[ply][1]) {
                scores[i] = KILLER_SCORE + (m == killers_[ply][0]);
            } else if (m == counter) {
                scores[i] = COUNTER_SCORE;
            } else {
                scores[i] = history_[us][m.from()][m.to()];
            }
        }
    }

    // Selection sort step: brings the best remaining move to index i.
    static Move pickNext(MoveList& list, int* scores, int i) {
        int best = i;
        for (int j = i + 1; j < list.size; ++j)
            if (scores[j] > scores[best]) best = j;
        std::swap(list.moves[i], list.moves[best]);
        std::swap(scores[i], scores[best]);
        return list.moves[i];
    }

    void rewardQuiet(Move best, const Move* quiets, int count, int depth, int ply) {
        if (killers_[ply][0] != best) {
            killers_[ply][1] = killers_[ply][0];
            killers_[ply][0] = best;
        }
        if (ply > 0 && moves_[ply - 1]) counter_[moves_[ply - 1].from()][moves_[ply - 1].to()] = best;
        const Color us = pos_.sideToMove();
        const int bonus = std::min(depth * depth, HISTORY_MAX / 16);
        const auto update = [&](Move m, int delta) {
            int& h = history_[us][m.from()][m.to()];
            h += delta - h * std::abs(delta) / HISTORY_MAX;
        };
        update(best, bonus);
        for (int i = 0; i < count; ++i)
            if (quiets[i] != best) update(quiets[i], -bonus);
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

public:
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

    SharedSearch<G>& sh_;
    const int id_;
    Position<G> pos_;
    const bool kingCapture_;
    std::vector<RootMove> rootMoves_;
    std::vector<Move> lastReported_;
    Value lastReportedScore_ = VALUE_NONE;
    int pvIdx_ = 0, rootDepth_ = 0, selDepth_ = 0, completedDepth_ = 0;
    std::atomic<uint64_t> nodes_{0};

    Move pv_[MAX_PLY + 1][MAX_PLY + 1];
    int pvLength_[MAX_PLY + 1] = {};
    Value evals_[MAX_PLY + 1] = {};
    Move movesStorage_[MAX_PLY + 2];
    Move* moves_ = movesStorage_ + 1;  // moves_[-1] is the null "move before the root"
    Move killers_[MAX_PLY + 1][2];
    int history_[2][G::SQ][G::SQ];
    Move counter_[G::SQ][G::SQ];
    int lmr_[MAX_PLY][MAX_MOVES_LMR] = {};
};

}  // namespace hecto
