// Perft: the number of leaf nodes of the legal move tree, counted in bulk
// at the last ply. The ground truth for move generation.
#pragma once

#include <utility>
#include <vector>

#include "movegen.h"

namespace hecto {

template <class G> uint64_t perft(Position<G>& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return countLegalMoves(pos);
    MoveList list;
    legalMoves(pos, list);
    uint64_t nodes = 0;
    for (Move m : list) {
        pos.make(m);
        nodes += perft(pos, depth - 1);
        pos.unmake(m);
    }
    return nodes;
}

// Per root move counts, in generation order.
template <class G> std::vector<std::pair<Move, uint64_t>> divide(Position<G>& pos, int depth) {
    std::vector<std::pair<Move, uint64_t>> out;
    MoveList list;
    legalMoves(pos, list);
    for (Move m : list) {
        pos.make(m);
        out.emplace_back(m, perft(pos, depth - 1));
        pos.unmake(m);
    }
    return out;
}

}  // namespace hecto
