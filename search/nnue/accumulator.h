// The feature transformer's output for every ply of the search's line,
// kept up to date move by move: before a move the squares it can change are
// noted, after it the pieces that differ are taken out of the sums and the
// new ones put in (a normal move, a capture, en passant, castling of either
// kind, a promotion, a drop and its hand). A shrinking area (BigBangChess),
// which can take any number of pieces, recomputes the sums from scratch.
#pragma once

#include <cstring>
#include <memory>
#include <vector>

#include "movegen/position.h"
#include "search/nnue/features.h"
#include "search/nnue/network.h"
#include "search/types.h"

namespace hecto {

template <class G> class Accumulators {
public:
    Accumulators(const Variant& v, std::shared_ptr<const Network> net)
        : fs_(v), net_(std::move(net)), h_(net_->hidden), stride_(2 * size_t(h_)) {
        storage_.reset(Network::allocate(stride_ * (MAX_PLY + 2)));
    }

    const Network& network() const { return *net_; }

    // Sums from scratch for the position at `ply`.
    void refresh(const Position<G>& pos, int ply) {
        for (Color c : {WHITE, BLACK}) {
            int16_t* acc = slot(ply, c);
            std::memcpy(acc, net_->ftBias.get(), size_t(h_) * sizeof(int16_t));
            for (auto b = pos.pieces(); b;) {
                const int s = popLsb(b);
                add(acc, fs_.piece(c, pos.at(s), s));
            }
            if (fs_.hasHands())
                for (Color owner : {WHITE, BLACK})
                    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
                        for (int k = 1; k <= pos.inHand(owner, PieceType(t)); ++k) add(acc, fs_.hand(c, owner, PieceType(t), k));
            if (fs_.hasAreas()) add(acc, fs_.area(areaStep(pos)));
        }
    }

    // Notes what move m can change; call before making it.
    void before(const Position<G>& pos, Move m) {
        touched_ = 0;
        note(pos, m.from());
        if (m.to() != m.from()) note(pos, m.to());
        if (m.kind() == EN_PASSANT) note(pos, pos.state().epVictim);
        if (m.kind() == CASTLING) {
            // The rook's way depends on the castling rule: the whole rank.
            const int r0 = G::rank(m.from()) * G::W;
            for (int s = r0; s < r0 + G::W; ++s)
                if (s != m.from() && s != m.to()) note(pos, s);
        }
        mover_ = pos.sideToMove();
        dropped_ = m.kind() == DROP ? m.dropped() : NO_PIECE_TYPE;
        handBefore_ = dropped_ ? pos.inHand(mover_, dropped_) : 0;
        stepBefore_ = fs_.hasAreas() ? areaStep(pos) : 0;
    }

    // The sums at ply + 1 from those at ply, once the move is made: the
    // features that went and came are gathered first, then each
    // perspective's sums are written in one pass.
    void after(const Position<G>& pos, int ply) {
        if (fs_.hasAreas() && pos.state().contracted) {
            refresh(pos, ply + 1);
            return;
        }
        for (Color c : {WHITE, BLACK}) {
            int gone[MAX_CHANGED], came[MAX_CHANGED];
            int ng = 0, nc = 0;
            for (int i = 0; i < touched_; ++i) {
                const int s = squares_[i];
                const Piece was = pieces_[i], now = pos.at(s);
                if (was == now) continue;
                if (was) gone[ng++] = fs_.piece(c, was, s);
                if (now) came[nc++] = fs_.piece(c, now, s);
            }
            if (dropped_) gone[ng++] = fs_.hand(c, mover_, dropped_, handBefore_);
            if (fs_.hasAreas()) {
                const int step = areaStep(pos);
                if (step != stepBefore_) {
                    gone[ng++] = fs_.area(stepBefore_);
                    came[nc++] = fs_.area(step);
                }
            }
            update(slot(ply, c), slot(ply + 1, c), gone, ng, came, nc);
        }
    }

    // A null move changes no piece.
    void copy(int ply) { std::memcpy(slot(ply + 1, WHITE), slot(ply, WHITE), stride_ * sizeof(int16_t)); }

    Value evaluate(const Position<G>& pos, int ply) const {
        const Color us = pos.sideToMove();
        return net_->evaluate(of(ply, us), of(ply, ~us), popcount(pos.pieces()));
    }

    const int16_t* of(int ply, Color c) const { return storage_.get() + size_t(ply) * stride_ + size_t(c) * size_t(h_); }

private:
    static constexpr int MAX_TOUCHED = 24;
    static constexpr int MAX_CHANGED = MAX_TOUCHED + 2;  // the squares, a hand and an area

    int16_t* slot(int ply, Color c) { return storage_.get() + size_t(ply) * stride_ + size_t(c) * size_t(h_); }

    void note(const Position<G>& pos, int s) {
        squares_[touched_] = s;
        pieces_[touched_++] = pos.at(s);
    }
    const int16_t* weights(int feature) const { return net_->ftWeights.get() + size_t(feature) * size_t(h_); }

    // to = from - gone + came. One feature for one (a quiet move, a
    // promotion, a drop and its hand) or two for one (a capture, en
    // passant) in one pass; the rest (castling, a move that also changes
    // BigBangChess's area) by parts.
    void update(const int16_t* __restrict from, int16_t* __restrict to, const int* gone, int ng, const int* came, int nc) const {
        if (ng == 1 && nc == 1) {
            const int16_t *g = weights(gone[0]), *c = weights(came[0]);
            for (int i = 0; i < h_; ++i) to[i] = int16_t(from[i] - g[i] + c[i]);
        } else if (ng == 2 && nc == 1) {
            const int16_t *g0 = weights(gone[0]), *g1 = weights(gone[1]), *c = weights(came[0]);
            for (int i = 0; i < h_; ++i) to[i] = int16_t(from[i] - g0[i] - g1[i] + c[i]);
        } else {
            std::memcpy(to, from, size_t(h_) * sizeof(int16_t));
            for (int i = 0; i < ng; ++i) sub(to, gone[i]);
            for (int i = 0; i < nc; ++i) add(to, came[i]);
        }
    }
    void add(int16_t* acc, int feature) const {
        const int16_t* w = weights(feature);
        for (int i = 0; i < h_; ++i) acc[i] = int16_t(acc[i] + w[i]);
    }
    void sub(int16_t* acc, int feature) const {
        const int16_t* w = weights(feature);
        for (int i = 0; i < h_; ++i) acc[i] = int16_t(acc[i] - w[i]);
    }
    int areaStep(const Position<G>& pos) const { return fs_.areaStep(popcount(pos.pieces())); }

    FeatureSet fs_;
    std::shared_ptr<const Network> net_;
    int h_;
    size_t stride_;
    std::unique_ptr<int16_t[], Network::Free> storage_;
    int squares_[MAX_TOUCHED];
    Piece pieces_[MAX_TOUCHED];
    int touched_ = 0;
    Color mover_ = WHITE;
    PieceType dropped_ = NO_PIECE_TYPE;
    int handBefore_ = 0, stepBefore_ = 0;
};

}  // namespace hecto
