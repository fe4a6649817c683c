// The transposition table, shared by all search threads without locks.
//
// What is guaranteed: probe() returns a copy of an entry whose 64 data bits
// were all written together with the key they are checked against, or a
// miss. Each entry is two 64-bit words, the data and (key xor data); a
// writer stores both, a reader loads both and accepts them only if they
// xor back to its key. A racing write that tears an entry (one word old,
// one new) therefore reads as a miss, never as a cut with another
// position's bound. Keys are compared on 56 bits (the other 8 bits of the
// check word hold the entry's generation, used only to choose what to
// replace), so a false hit needs two positions equal in those bits and in
// the bucket index.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>

#include "movegen/move.h"
#include "movegen/zobrist.h"
#include "search/types.h"

namespace hecto {

enum Bound : uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

// What the table knows of a position, copied out of it.
struct TTData {
    Move move;
    Value value = VALUE_NONE, eval = VALUE_NONE;
    int depth = 0;
    Bound bound = BOUND_NONE;
    bool hit = false;
};

class TranspositionTable {
public:
    // Depths are stored in 6 bits: deeper results are kept as this deep.
    static constexpr int MAX_STORED_DEPTH = 63;

    // False (and the table keeps its size and contents) when the memory
    // cannot be had.
    bool resize(size_t megabytes);
    size_t megabytes() const { return megabytes_; }
    void clear();
    void newSearch() { generation_ = uint8_t(generation_ % 255 + 1); }

    TTData probe(Key key) const;
    // Starts loading key's bucket into the cache, to be probed soon.
    void prefetch(Key key) const { __builtin_prefetch(&table_[index(key)]); }
    void store(Key key, Value v, Bound b, int depth, Move m, Value eval);
    int hashfull() const;  // per mille of entries written in this search

private:
    // Plain words read and written through std::atomic_ref (relaxed), so
    // that a new table needs no construction beyond being zeroed.
    struct Entry {
        uint64_t check;  // (key xor data) with the low 8 bits replaced by the generation
        uint64_t data;   // move 24 | value 16 | eval 16 | depth 6 | bound 2
    };
    static constexpr int BUCKET = 4;  // entries per 64-byte cache line
    struct alignas(64) Bucket {
        Entry e[BUCKET];
    };
    static constexpr uint64_t GENERATION_MASK = 0xFF;

    static uint64_t pack(Move m, Value v, Value eval, int depth, Bound b);
    static TTData unpack(uint64_t data);
    size_t index(Key key) const { return size_t((unsigned __int128)key * buckets_ >> 64); }

    struct FreeTable {
        std::align_val_t align;
        void operator()(Bucket* b) const { ::operator delete[](b, align); }
    };
    using Table = std::unique_ptr<Bucket[], FreeTable>;
    // Uninitialised memory, on huge pages where the system grants them;
    // empty when it cannot be had.
    static Table allocate(size_t count);

    Table table_;
    size_t buckets_ = 0, megabytes_ = 0;
    uint8_t generation_ = 1;  // never 0: an all-zero entry is empty
};

// Mate scores are stored relative to the node, not the root.
inline Value valueToTT(Value v, int ply) {
    return v >= VALUE_MATE_IN_MAX_PLY ? v + ply : v <= -VALUE_MATE_IN_MAX_PLY ? v - ply : v;
}
inline Value valueFromTT(Value v, int ply) {
    return v == VALUE_NONE ? v : v >= VALUE_MATE_IN_MAX_PLY ? v - ply : v <= -VALUE_MATE_IN_MAX_PLY ? v + ply : v;
}

}  // namespace hecto
