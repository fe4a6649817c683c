// Perft: the number of leaf nodes of the legal move tree, counted in bulk
// at the last ply. The ground truth for move generation.
#pragma once

#include <atomic>

#include "movegen.h"

namespace hecto {

// With a `stop` flag, a count that is stopped returns what it has so far.
template <class G> uint64_t perft(Position<G>& pos, int depth, const std::atomic<bool>* stop = nullptr) {
    if (depth <= 0) return 1;
    if (depth == 1) return countLegalMoves(pos);
    MoveList list;
    legalMoves(pos, list);
    uint64_t nodes = 0;
    for (Move m : list) {
        // Looked at only where a subtree is large enough for it not to cost.
        if (depth >= 3 && stop && stop->load(std::memory_order_relaxed)) break;
        pos.make(m);
        nodes += perft(pos, depth - 1, stop);
        pos.unmake(m);
    }
    return nodes;
}

// Calls each(move, count) for every root move as it is counted, in
// generation order, and returns the total.
template <class G, class Each>
uint64_t divide(Position<G>& pos, int depth, Each&& each, const std::atomic<bool>* stop = nullptr) {
    MoveList list;
    legalMoves(pos, list);
    uint64_t total = 0;
    for (Move m : list) {
        if (stop && stop->load(std::memory_order_relaxed)) break;
        pos.make(m);
        const uint64_t n = perft(pos, depth - 1, stop);
        pos.unmake(m);
        if (stop && stop->load(std::memory_order_relaxed)) break;  // an incomplete count is not shown
        each(m, n);
        total += n;
    }
    return total;
}

}  // namespace hecto
