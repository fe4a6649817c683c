// Moves in the order the search should try them, generated in stages so
// that a node which cuts off early never generates the rest: the hash move
// (checked for legality, before any generation), the captures and
// promotions that do not lose material (by victim and capture history),
// the killers and the counter move, the quiet moves by history, and last
// the losing captures. In check: the hash move, then every evasion,
// captures first. In quiescence: the hash move if noisy, the noisy moves,
// and at its first ply the quiet moves that give check.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>

#include "movegen/gives_check.h"
#include "movegen/legality.h"
#include "search/history.h"
#include "search/see.h"

namespace hecto {

// The tables a picker reads, owned by the search thread.
template <class G> struct OrderingTables {
    const ButterflyHistory<G>* main;
    const CaptureHistory<G>* captures;
    const PieceToHistory<G>* continuation[CONTINUATION_PLIES];  // after the moves 1, 2, 4 plies back
};

template <class G> class MovePicker {
public:
    enum Stage {
        MAIN_TT, MAIN_GEN_NOISY, MAIN_GOOD_NOISY, MAIN_KILLER1, MAIN_KILLER2, MAIN_COUNTER, MAIN_GEN_QUIETS,
        MAIN_QUIETS, MAIN_BAD_NOISY,
        EVASION_TT, EVASION_GEN, EVASIONS,
        QS_TT, QS_GEN_NOISY, QS_NOISY, QS_GEN_CHECKS, QS_CHECKS,
        DONE
    };

    // The main search.
    MovePicker(const Position<G>& pos, const Exchange<G>& exchange, const OrderingTables<G>& tables, Move ttMove,
               const Move* killers, Move counter)
        : pos_(pos), ex_(exchange), t_(tables), ttMove_(ttMove), counter_(counter) {
        killers_[0] = killers[0];
        killers_[1] = killers[1];
        // Without check rules a king under attack is met in the search.
        stage_ = !pos.variant().kingCapture && pos.inCheck() ? EVASION_TT : MAIN_TT;
        if (!isLegal(pos, ttMove_)) ttMove_ = Move(), ++stage_;
    }

    // Quiescence: with `checks`, quiet checking moves after the noisy ones.
    MovePicker(const Position<G>& pos, const Exchange<G>& exchange, const OrderingTables<G>& tables, Move ttMove,
               bool checks)
        : pos_(pos), ex_(exchange), t_(tables), ttMove_(ttMove), qsChecks_(checks) {
        // Every move when the king is attacked: with check rules the
        // evasions; without, captures alone may not save the king.
        const bool evading = pos.inCheck();
        stage_ = evading ? EVASION_TT : QS_TT;
        if (!isLegal(pos, ttMove_) || (!evading && !isNoisy(ttMove_))) ttMove_ = Move(), ++stage_;
    }

    // The next move, or none. With skipQuiets the remaining quiet moves
    // (not the killers already returned) are left out.
    Move next(bool skipQuiets = false) {
        for (;;) {
            switch (stage_) {
                case MAIN_TT:
                case EVASION_TT:
                case QS_TT:
                    ++stage_;
                    return ttMove_;

                case MAIN_GEN_NOISY:
                case QS_GEN_NOISY:
                    list_.size = 0;
                    generateMoves<NOISY>(pos_, list_);
                    scoreNoisy();
                    cur_ = 0;
                    ++stage_;
                    break;

                case MAIN_GOOD_NOISY:
                    while (cur_ < list_.size) {
                        const int i = cur_++;
                        const Move m = bestFrom(i);
                        if (m == ttMove_) continue;
                        // A capture that loses material waits for the end, kept
                        // at the front of the list where the walk has passed.
                        if (ex_.see(pos_, m) < GOOD_CAPTURE_SEE) {
                            list_.moves[badCount_++] = m;
                            continue;
                        }
                        return m;
                    }
                    ++stage_;
                    break;

                case MAIN_KILLER1:
                case MAIN_KILLER2:
                case MAIN_COUNTER: {
                    const Move m = stage_ == MAIN_COUNTER ? counter_ : killers_[stage_ - MAIN_KILLER1];
                    ++stage_;
                    if (skipQuiets || !m || m == ttMove_ || isNoisy(m) || !isLegal(pos_, m)) break;
                    if (stage_ - 1 == MAIN_KILLER2 && m == killers_[0]) break;
                    if (stage_ - 1 == MAIN_COUNTER && (m == killers_[0] || m == killers_[1])) break;
                    return m;
                }

                case MAIN_GEN_QUIETS:
                    // After the noisy moves, whose walked part holds the bad ones.
                    cur_ = list_.size;
                    if (!skipQuiets) {
                        generateMoves<QUIETS>(pos_, list_);
                        scoreQuiets(cur_);
                        quietsSorted_ = false;
                    }
                    ++stage_;
                    break;

                case MAIN_QUIETS:
                    while (!skipQuiets && cur_ < list_.size) {
                        const Move m = list_.moves[QUIET_INDEX_MASK - (nextQuietKey() & QUIET_INDEX_MASK)];  // see scoreQuiets
                        if (m != ttMove_ && m != killers_[0] && m != killers_[1] && m != counter_) return m;
                    }
                    cur_ = 0;
                    ++stage_;
                    break;

                case MAIN_BAD_NOISY:
                    if (cur_ < badCount_) return list_.moves[cur_++];
                    stage_ = DONE;
                    break;

                case EVASION_GEN:
                    list_.size = 0;
                    generateMoves<ALL>(pos_, list_);
                    scoreEvasions();
                    cur_ = 0;
                    ++stage_;
                    break;

                case EVASIONS:
                    while (cur_ < list_.size) {
                        const Move m = bestFrom(cur_++);
                        if (m != ttMove_) return m;
                    }
                    stage_ = DONE;
                    break;

                case QS_NOISY:
                    while (cur_ < list_.size) {
                        const Move m = bestFrom(cur_++);
                        if (m != ttMove_) return m;
                    }
                    ++stage_;
                    if (!qsChecks_) stage_ = DONE;
                    break;

                case QS_GEN_CHECKS:
                    list_.size = 0;
                    generateMoves<QUIETS>(pos_, list_);
                    cur_ = 0;
                    ++stage_;
                    break;

                case QS_CHECKS:
                    while (cur_ < list_.size) {
                        const Move m = list_.moves[cur_++];
                        if (m != ttMove_ && givesCheck(pos_, m)) return m;
                    }
                    stage_ = DONE;
                    break;

                case DONE:
                    return Move();
            }
        }
    }

private:
    bool isNoisy(Move m) const {
        return m.kind() == PROMOTION || m.kind() == EN_PASSANT || (m.kind() != CASTLING && m.kind() != DROP && pos_.at(m.to()));
    }

    PieceType victim(Move m) const { return m.kind() == EN_PASSANT ? PAWN : typeOf(pos_.at(m.to())); }
    Piece mover(Move m) const {
        return m.kind() == DROP ? makePiece(pos_.sideToMove(), m.dropped()) : pos_.at(m.from());
    }

    void scoreNoisy() {
        for (int i = 0; i < list_.size; ++i) {
            const Move m = list_.moves[i];
            const PieceType v = m.kind() == PROMOTION && !pos_.at(m.to()) ? NO_PIECE_TYPE : victim(m);
            const int promo = m.kind() == PROMOTION ? ex_.value(m.promotion()) : 0;
            scores_[i] = MVV_WEIGHT * (ex_.value(v) + promo) + (t_.captures ? t_.captures->get(mover(m), m.to(), v) : 0);
        }
    }

    int quietScore(Move m) const {
        const Piece p = mover(m);
        int s = t_.main->get(pos_.sideToMove(), m);
        for (int k = 0; k < CONTINUATION_PLIES; ++k)
            if (t_.continuation[k]) s += t_.continuation[k]->get(p, m.to());
        return s;
    }

    void scoreQuiets(int begin) {
        // Score and place in the list packed in one word, score above, the
        // earlier place the greater below: every key differs, and sorting
        // them puts equal scores in the generator's order.
        for (int i = begin; i < list_.size; ++i)
            scores_[i] = int64_t(quietScore(list_.moves[i])) * QUIET_SCORE_UNIT + (QUIET_INDEX_MASK - i);
    }

    void scoreEvasions() {
        for (int i = 0; i < list_.size; ++i) {
            const Move m = list_.moves[i];
            scores_[i] = isNoisy(m) ? EVASION_CAPTURE_BONUS + MVV_WEIGHT * ex_.value(victim(m)) - ex_.value(typeOf(mover(m)))
                                    : quietScore(m);
        }
    }

    // The quiet keys best first. Most nodes that reach the quiet moves
    // are cut by one of the first few, so those are selected one at a
    // time and the rest sorted only when the walk goes on. The keys all
    // differ, so the order is the one a full sort gives.
    int64_t nextQuietKey() {
        if (!quietsSorted_) {
            if (++quietsSelected_ <= QUIETS_SELECTED_BEFORE_SORT) {
                int best = cur_;
                for (int j = cur_ + 1; j < list_.size; ++j)
                    if (scores_[j] > scores_[best]) best = j;
                std::swap(scores_[cur_], scores_[best]);
                return scores_[cur_++];
            }
            std::sort(scores_ + cur_, scores_ + list_.size, std::greater<int64_t>());
            quietsSorted_ = true;
        }
        return scores_[cur_++];
    }

    // Selection: brings the best remaining move to index i.
    Move bestFrom(int i) {
        int best = i;
        for (int j = i + 1; j < list_.size; ++j)
            if (scores_[j] > scores_[best]) best = j;
        std::swap(list_.moves[i], list_.moves[best]);
        std::swap(scores_[i], scores_[best]);
        return list_.moves[i];
    }

    const Position<G>& pos_;
    const Exchange<G>& ex_;
    const OrderingTables<G>& t_;
    Move ttMove_, killers_[2], counter_;
    int stage_;
    bool qsChecks_ = false;
    MoveList list_;
    static constexpr int64_t QUIET_SCORE_UNIT = int64_t(1) << 32, QUIET_INDEX_MASK = QUIET_SCORE_UNIT - 1;
    int64_t scores_[MAX_MOVES];
    int cur_ = 0, badCount_ = 0;
    static constexpr int QUIETS_SELECTED_BEFORE_SORT = 3;
    int quietsSelected_ = 0;
    bool quietsSorted_ = true;
};

}  // namespace hecto
