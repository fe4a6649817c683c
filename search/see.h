// Static exchange evaluation: the material outcome of the captures on one
// square, each side taking with its least valuable piece and free to stop.
// Attackers are recomputed after each capture, so x-rays come for free.
#pragma once

#include <algorithm>

#include "movegen/position.h"
#include "search/values.h"

namespace hecto {

template <class G> class Exchange {
public:
    using BB = typename G::BB;

    Exchange(const Variant& v, const PieceValues& values) {
        for (int t = PAWN; t < PIECE_TYPE_NB; ++t) {
            value_[t] = exchangeValue(values, PieceType(t));
            if (v.has(PieceType(t))) order_[count_++] = PieceType(t);
        }
        std::sort(order_, order_ + count_, [&](PieceType a, PieceType b) { return value_[a] < value_[b]; });
    }

    int value(PieceType t) const { return value_[t]; }

    // The material balance of move m for the side making it (of a drop:
    // what the dropped piece can lose).
    int see(const Position<G>& pos, Move m) const {
        if (m.kind() == CASTLING) return 0;
        const int from = m.from(), to = m.to();
        const int capSq = m.kind() == EN_PASSANT ? pos.state().epVictim : to;
        int gain[MAX_EXCHANGE];
        int d = 0;
        const bool drop = m.kind() == DROP;
        gain[0] = !drop && pos.at(capSq) ? value_[typeOf(pos.at(capSq))] : 0;
        PieceType onSquare = drop ? m.dropped() : typeOf(pos.at(from));
        if (m.kind() == PROMOTION) {
            gain[0] += value_[m.promotion()] - value_[PAWN];
            onSquare = m.promotion();
        }
        BB occ = drop ? pos.pieces() | bit<BB>(to)
                      : pos.pieces() ^ bit<BB>(from) ^ (m.kind() == EN_PASSANT ? bit<BB>(capSq) : BB(0));
        Color side = ~pos.sideToMove();
        // Without irregular men, a capture that clears the way can only
        // uncover sliders: the attackers are updated, not found again.
        const bool plain = !pos.hasIrregular();
        const auto allAttackers = [&] { return pos.attackers(to, WHITE, occ) | pos.attackers(to, BLACK, occ); };
        BB attackers = (plain ? pos.attackersOfBoth(to, occ) : allAttackers()) & occ;
        while (d + 1 < MAX_EXCHANGE) {
            const BB mine = attackers & pos.pieces(side);
            if (!mine) break;
            ++d;
            gain[d] = value_[onSquare] - gain[d - 1];
            if (std::max(-gain[d - 1], gain[d]) < 0) {  // this capture cannot change the sign
                --d;
                break;
            }
            int sq = -1;
            for (int i = 0; i < count_ && sq < 0; ++i)
                if (const BB b = mine & pos.pieces(order_[i])) sq = lsb(b), onSquare = order_[i];
            occ ^= bit<BB>(sq);
            attackers = (plain ? attackers | pos.sliderAttackers(to, occ) : allAttackers()) & occ;
            side = ~side;
        }
        while (d > 0) {
            gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
            --d;
        }
        return gain[0];
    }

private:
    static constexpr int MAX_EXCHANGE = 40;
    int value_[PIECE_TYPE_NB] = {};
    PieceType order_[PIECE_TYPE_NB];
    int count_ = 0;
};

}  // namespace hecto
