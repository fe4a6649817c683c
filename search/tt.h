// The transposition table: shared by all search threads without locks.
// A racing write can leave a torn entry; the 32-bit key check and the
// search's legality check of the stored move make that harmless.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "movegen/move.h"
#include "movegen/zobrist.h"
#include "search/types.h"

namespace hecto {

enum Bound : uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

struct TTEntry {
    uint32_t key32;
    uint32_t move;
    int16_t value, eval;
    int8_t depth;
    uint8_t genBound;  // generation << 2 | bound

    Move ttMove() const { return Move::fromRaw(move); }
    Bound bound() const { return Bound(genBound & 3); }
};

class TranspositionTable {
    static constexpr int BUCKET = 4;  // entries per 64-byte cache line
    struct alignas(64) Bucket {
        TTEntry e[BUCKET];
    };
    std::unique_ptr<Bucket[]> table_;
    size_t buckets_ = 0;
    uint8_t generation_ = 0;

public:
    void resize(size_t megabytes);
    void clear();
    void newSearch() { generation_ = uint8_t((generation_ + 1) & 63); }

    // The entry for `key`, or nullptr.
    const TTEntry* probe(Key key) const;
    void store(Key key, Value v, Bound b, int depth, Move m, Value eval);
    int hashfull() const;  // per mille of recent entries

private:
    size_t index(Key key) const { return size_t((unsigned __int128)key * buckets_ >> 64); }
};

// Mate scores are stored relative to the node, not the root.
inline Value valueToTT(Value v, int ply) {
    return v >= VALUE_MATE_IN_MAX_PLY ? v + ply : v <= -VALUE_MATE_IN_MAX_PLY ? v - ply : v;
}
inline Value valueFromTT(Value v, int ply) {
    return v == VALUE_NONE ? v : v >= VALUE_MATE_IN_MAX_PLY ? v - ply : v <= -VALUE_MATE_IN_MAX_PLY ? v + ply : v;
}

}  // namespace hecto
