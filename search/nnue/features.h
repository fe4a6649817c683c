// The inputs of a game's network, seen from one side (a perspective): for
// each piece on the board, its colour relative to the perspective, its type
// among the game's types and its square (mirrored top to bottom for Black,
// so that both sides see their own pieces moving up). Games with drops add
// the hands (one input per piece in hand: "at least k of this type") and
// the playable area's size (one input per area step). The same indexing
// serves the trainer and the engine.
#pragma once

#include <array>
#include <vector>

#include "movegen/variant.h"

namespace hecto {

class FeatureSet {
public:
    explicit FeatureSet(const Variant& v) : width_(v.width), height_(v.height), squares_(v.width * v.height) {
        typeIndex_.fill(-1);
        for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
            if (v.has(PieceType(t))) typeIndex_[t] = types_++;
        int next = 2 * types_ * squares_;
        for (int t = PAWN; t < PIECE_TYPE_NB; ++t) {
            handBase_[t] = next;
            handMax_[t] = v.handSet[t];
            next += 2 * v.handSet[t];
        }
        areaBase_ = next;
        areaCount_ = int(v.areas.size());
        for (int i = 0; i < areaCount_ && i < MAX_AREAS; ++i) capacity_[i] = v.areas[size_t(i)].capacity;
        count_ = next + areaCount_;
    }

    int count() const { return count_; }  // inputs per perspective
    // Most inputs active at once: every square, a full hand, one area.
    int maxActive() const {
        int hands = 0;
        for (int n : handMax_) hands += 2 * n;
        return squares_ + hands + (areaCount_ ? 1 : 0);
    }

    int piece(Color perspective, Piece p, int square) const {
        const int rel = colorOf(p) == perspective ? 0 : 1;
        const int s = perspective == WHITE ? square : (height_ - 1 - square / width_) * width_ + square % width_;
        return (rel * types_ + typeIndex_[typeOf(p)]) * squares_ + s;
    }
    // The k-th (from 1) piece of type t in the hand of colour c.
    int hand(Color perspective, Color c, PieceType t, int k) const {
        return handBase_[t] + (c == perspective ? 0 : handMax_[t]) + (k - 1);
    }
    int area(int step) const { return areaBase_ + step; }
    // The area step that holds `pieces` pieces (the largest if none does).
    int areaStep(int pieces) const {
        for (int i = 0; i < areaCount_; ++i)
            if (pieces <= capacity_[i]) return i;
        return areaCount_ - 1;
    }
    // Inputs of pieces on squares come first: piece(...) / squares() tells
    // the piece and its colour apart from its square.
    int pieceInputs() const { return 2 * types_ * squares_; }
    int squares() const { return squares_; }
    bool hasHands() const { return areaBase_ != 2 * types_ * squares_; }
    bool hasAreas() const { return areaCount_ > 0; }

private:
    int width_, height_, squares_;
    int types_ = 0;
    std::array<int, PIECE_TYPE_NB> typeIndex_{};
    std::array<int, PIECE_TYPE_NB> handBase_{}, handMax_{};
    int areaBase_ = 0, areaCount_ = 0, count_ = 0;
    std::array<int, MAX_AREAS> capacity_{};
};

}  // namespace hecto
