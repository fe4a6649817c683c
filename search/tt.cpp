#include "search/tt.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <new>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hecto {

namespace {
uint64_t load(const uint64_t& w) {
    return std::atomic_ref<uint64_t>(const_cast<uint64_t&>(w)).load(std::memory_order_relaxed);
}
void save(uint64_t& w, uint64_t v) { std::atomic_ref<uint64_t>(w).store(v, std::memory_order_relaxed); }

// Replacement: an entry from an older search loses this much depth a generation.
constexpr int AGE_PENALTY = 8;
// A result of another bound does not replace one this much deeper from this search.
constexpr int KEEP_DEEPER = 4;
constexpr size_t HASHFULL_SAMPLE = 250;

// Every probe lands on a random line of the table, so with 4 KB pages
// nearly every one also misses the address cache (TLB) and walks the page
// tables before it can wait for memory. Tables aligned to 2 MB pages and
// advised as such, where the system has transparent huge pages, spare the
// walk (not the cache miss itself): with the lazy sort of the quiet moves,
// some 3-4% faster.
constexpr size_t HUGE_PAGE = size_t(2) << 20;

// A freed table goes back to the system. glibc raises its mmap threshold
// after freeing a large block, so the next tables of up to 32 MB come from
// the heap, and a heap block freed later stays with the process: without
// this, cycling Hash through 16, 1, 64 and 8 MB left 68 MB resident at
// Hash 1.
void returnFreedMemory() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
}  // namespace

bool TranspositionTable::resize(size_t megabytes) {
    const size_t count = std::max<size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    Table fresh = allocate(count);
    if (!fresh && table_) {
        // Old and new may not fit together: try again without the old one,
        // and fall back to the old size if even that fails.
        const size_t old = buckets_;
        table_.reset();
        fresh = allocate(count);
        if (!fresh) {
            table_ = allocate(old);
            if (table_) clear();
            return false;
        }
    }
    if (!fresh) return false;
    table_ = std::move(fresh);
    returnFreedMemory();
    buckets_ = count;
    megabytes_ = megabytes;
    clear();
    return true;
}

TranspositionTable::Table TranspositionTable::allocate(size_t count) {
    size_t bytes = count * sizeof(Bucket), align = alignof(Bucket);
    if (bytes >= HUGE_PAGE) bytes = (bytes + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE, align = HUGE_PAGE;
    void* p = ::operator new[](bytes, std::align_val_t(align), std::nothrow);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (p && align == HUGE_PAGE) madvise(p, bytes, MADV_HUGEPAGE);
#endif
    return Table(static_cast<Bucket*>(p), FreeTable{std::align_val_t(align)});
}

void TranspositionTable::clear() {
    std::memset(static_cast<void*>(table_.get()), 0, buckets_ * sizeof(Bucket));
    generation_ = 1;
}

uint64_t TranspositionTable::pack(Move m, Value v, Value eval, int depth, Bound b) {
    const int d = std::clamp(depth, 0, MAX_STORED_DEPTH);
    return uint64_t(m.raw() & 0xFFFFFF) | uint64_t(uint16_t(int16_t(v))) << 24 | uint64_t(uint16_t(int16_t(eval))) << 40 |
           uint64_t(d) << 56 | uint64_t(b) << 62;
}

TTData TranspositionTable::unpack(uint64_t data) {
    TTData t;
    t.move = Move::fromRaw(uint32_t(data & 0xFFFFFF));
    t.value = int16_t(uint16_t(data >> 24));
    t.eval = int16_t(uint16_t(data >> 40));
    t.depth = int(data >> 56 & 63);
    t.bound = Bound(data >> 62);
    t.hit = true;
    return t;
}

TTData TranspositionTable::probe(Key key) const {
    const Bucket& b = table_[index(key)];
    for (const Entry& e : b.e) {
        const uint64_t data = load(e.data);
        const uint64_t check = load(e.check);
        if (((check ^ data ^ key) & ~GENERATION_MASK) == 0 && (check & GENERATION_MASK)) return unpack(data);
    }
    return {};
}

void TranspositionTable::store(Key key, Value v, Bound bound, int depth, Move m, Value eval) {
    Bucket& b = table_[index(key)];
    // Same position: update it. Otherwise replace the entry worth least:
    // shallow and from old searches.
    Entry* slot = nullptr;
    TTData old;
    int worst = 1 << 30;
    for (Entry& e : b.e) {
        const uint64_t data = load(e.data);
        const uint64_t check = load(e.check);
        const uint8_t gen = uint8_t(check & GENERATION_MASK);
        if (gen && ((check ^ data ^ key) & ~GENERATION_MASK) == 0) {
            slot = &e;
            old = unpack(data);
            break;
        }
        const int worth = gen ? int(data >> 56 & 63) - AGE_PENALTY * uint8_t(generation_ - gen) : -(1 << 20);
        if (worth < worst) worst = worth, slot = &e;
    }
    if (old.hit) {
        // Keep deeper data of this search unless the new result is exact;
        // keep a known move when the new result has none.
        const uint8_t gen = uint8_t(load(slot->check) & GENERATION_MASK);
        if (bound != BOUND_EXACT && depth + KEEP_DEEPER < old.depth && gen == generation_) return;
        if (!m) m = old.move;
    }
    const uint64_t data = pack(m, v, eval, depth, bound);
    save(slot->data, data);
    save(slot->check, ((key ^ data) & ~GENERATION_MASK) | generation_);
}

int TranspositionTable::hashfull() const {
    const size_t n = std::min(HASHFULL_SAMPLE, buckets_);
    int used = 0;
    for (size_t i = 0; i < n; ++i)
        for (const Entry& e : table_[i].e) used += (load(e.check) & GENERATION_MASK) == generation_;
    return int(used * 1000 / (n * BUCKET));
}

}  // namespace hecto
