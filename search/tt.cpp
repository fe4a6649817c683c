#include "search/tt.h"

#include <cstring>

namespace hecto {

void TranspositionTable::resize(size_t megabytes) {
    const size_t count = std::max<size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    table_.reset();  // free first: old and new may not both fit
    table_ = std::make_unique<Bucket[]>(count);
    buckets_ = count;
    clear();
}

void TranspositionTable::clear() {
    std::memset(static_cast<void*>(table_.get()), 0, buckets_ * sizeof(Bucket));
    generation_ = 0;
}

const TTEntry* TranspositionTable::probe(Key key) const {
    const Bucket& b = table_[index(key)];
    const uint32_t k = uint32_t(key);
    for (const TTEntry& e : b.e)
        if (e.key32 == k && e.genBound) return &e;
    return nullptr;
}

void TranspositionTable::store(Key key, Value v, Bound bound, int depth, Move m, Value eval) {
    Bucket& b = table_[index(key)];
    const uint32_t k = uint32_t(key);
    // Same position: update it. Otherwise replace the entry worth least:
    // shallow and from old searches.
    TTEntry* slot = &b.e[0];
    for (TTEntry& e : b.e) {
        if (e.key32 == k) {
            slot = &e;
            break;
        }
        const auto worth = [&](const TTEntry& x) { return x.depth - 8 * ((generation_ - (x.genBound >> 2)) & 63); };
        if (worth(e) < worth(*slot)) slot = &e;
    }
    // Keep a known move when the new result has none; keep deeper exact data.
    if (slot->key32 == k && bound != BOUND_EXACT && depth + 4 < slot->depth && (slot->genBound >> 2) == generation_)
        return;
    if (!m && slot->key32 == k) m = slot->ttMove();
    slot->key32 = k;
    slot->move = m.raw();
    slot->value = int16_t(v);
    slot->eval = int16_t(eval);
    slot->depth = int8_t(depth);
    slot->genBound = uint8_t(generation_ << 2 | bound);
}

int TranspositionTable::hashfull() const {
    constexpr size_t SAMPLE = 250;
    int used = 0;
    for (size_t i = 0; i < std::min(SAMPLE, buckets_); ++i)
        for (const TTEntry& e : table_[i].e) used += e.genBound && (e.genBound >> 2) == generation_;
    return int(used * 1000 / (std::min(SAMPLE, buckets_) * BUCKET));
}

}  // namespace hecto
