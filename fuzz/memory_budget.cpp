// Linked into the fuzzers and the test program: allocations with extended
// alignment, the transposition table's (the one allocation whose size a
// user chooses, "Hash" up to 64 GB), fail with std::bad_alloc above a
// budget, as they would on a machine short of memory. AddressSanitizer
// cannot show that case: its operator new aborts instead of throwing.
//
// With HECTO_FUZZ_REUSE_TABLES (the fuzzers), a freed large block is kept
// for the next allocation of its size: every protocol input makes a 16 MB
// table, and fresh pages for it cost more than the rest of most inputs.
// A kept block is poisoned for AddressSanitizer until it is reused.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <new>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#include <sanitizer/asan_interface.h>
#define HECTO_ASAN 1
#endif
#endif

namespace {

constexpr std::size_t BUDGET_BYTES = std::size_t(512) << 20;

#ifdef HECTO_FUZZ_REUSE_TABLES
constexpr std::size_t REUSE_MIN_BYTES = std::size_t(1) << 20, REUSE_MAX_BYTES = std::size_t(64) << 20;

struct Block {
    void* p;
    std::size_t size, align;
    bool kept;
};
constinit std::mutex blocksMutex;
constinit std::array<Block, 8> blocks{};

void poison(void* p, std::size_t n, bool on) {
#ifdef HECTO_ASAN
    if (on) __asan_poison_memory_region(p, n);
    else __asan_unpoison_memory_region(p, n);
#else
    (void)p, (void)n, (void)on;
#endif
}

void* reuse(std::size_t size, std::size_t align) {
    std::lock_guard lock(blocksMutex);
    for (Block& b : blocks)
        if (b.p && b.kept && b.size == size && b.align == align) {
            b.kept = false;
            poison(b.p, size, false);
            return b.p;
        }
    return nullptr;
}

// Takes a slot for a new block: a free one, else one whose kept block is
// given back to the system.
void remember(void* p, std::size_t size, std::size_t align) {
    std::lock_guard lock(blocksMutex);
    Block* slot = nullptr;
    for (Block& b : blocks)
        if (!b.p) slot = &b;
    for (Block& b : blocks)
        if (!slot && b.kept) {
            poison(b.p, b.size, false);
            std::free(b.p);
            slot = &b;
        }
    if (slot) *slot = {p, size, align, false};
}

bool keep(void* p) {
    std::lock_guard lock(blocksMutex);
    for (Block& b : blocks)
        if (b.p == p) {
            if (b.kept) {
                std::fputs("memory_budget: a block deleted twice\n", stderr);
                std::abort();
            }
            b.kept = true;
            poison(p, b.size, true);
            return true;
        }
    return false;
}
#endif

void* allocate(std::size_t size, std::align_val_t align) {
    const std::size_t a = static_cast<std::size_t>(align);
    if (size > BUDGET_BYTES) throw std::bad_alloc();
#ifdef HECTO_FUZZ_REUSE_TABLES
    const bool reusable = size >= REUSE_MIN_BYTES && size <= REUSE_MAX_BYTES;
    if (reusable)
        if (void* p = reuse(size, a)) return p;
#endif
    // aligned_alloc wants a multiple of the alignment.
    void* p = std::aligned_alloc(a, (size + a - 1) / a * a);
    if (!p) throw std::bad_alloc();
#ifdef HECTO_FUZZ_REUSE_TABLES
    if (reusable) remember(p, size, a);
#endif
    return p;
}

void* allocateOrNull(std::size_t size, std::align_val_t align) noexcept {
    try {
        return allocate(size, align);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}

void release(void* p) noexcept {
#ifdef HECTO_FUZZ_REUSE_TABLES
    if (p && keep(p)) return;
#endif
    std::free(p);
}

}  // namespace

void* operator new(std::size_t size, std::align_val_t align) { return allocate(size, align); }
void* operator new[](std::size_t size, std::align_val_t align) { return allocate(size, align); }
void* operator new(std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
    return allocateOrNull(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
    return allocateOrNull(size, align);
}
void operator delete(void* p, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }
