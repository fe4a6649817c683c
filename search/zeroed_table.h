// A large table that is all zero without being written. Fresh memory from
// the system is zero already; writing it was the cost, not the zeroing:
// a thread's history tables are tens of megabytes on the larger boards, and
// touching every page of them ran at some 0.3 GB/s on a virtual machine,
// 90 ms a thread, enough to make `isready` or a short `go` late. Zeroing
// hands the pages back instead of writing them, and a search touches only
// the pages it uses.
#pragma once

#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hecto {

// T must be valid as all zero bytes (plain arrays of numbers and moves).
template <class T> class ZeroedTable {
    static_assert(std::is_trivially_destructible_v<T>);

public:
    ZeroedTable() {
#if defined(__linux__)
        void* p = mmap(nullptr, sizeof(T), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) throw std::bad_alloc();
#else
        void* p = std::calloc(1, sizeof(T));
        if (!p) throw std::bad_alloc();
#endif
        table_ = static_cast<T*>(p);
    }
    ~ZeroedTable() {
#if defined(__linux__)
        munmap(table_, sizeof(T));
#else
        std::free(table_);
#endif
    }
    ZeroedTable(const ZeroedTable&) = delete;
    ZeroedTable& operator=(const ZeroedTable&) = delete;

    void zero() {
#if defined(__linux__)
        // A private anonymous page given back reads as zero when next touched.
        if (madvise(table_, sizeof(T), MADV_DONTNEED) == 0) return;
#endif
        std::memset(static_cast<void*>(table_), 0, sizeof(T));
    }

    T* operator->() { return table_; }
    T& operator*() { return *table_; }
    const T* operator->() const { return table_; }

private:
    T* table_;
};

}  // namespace hecto
