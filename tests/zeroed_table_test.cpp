// The search's history tables start zero and are cleared for a new game
// without being written: a new thread or `ucinewgame` must not cost the
// time of touching tens of megabytes.
#include <catch2/catch.hpp>
#include <cstdint>

#include "resident_memory.h"
#include "search/zeroed_table.h"

namespace {
constexpr size_t TABLE_MB = 64;
struct Big {
    int32_t v[TABLE_MB * 1024 * 1024 / sizeof(int32_t)];
};

bool allZero(const hecto::ZeroedTable<Big>& t) {
    for (int32_t x : t->v)
        if (x) return false;
    return true;
}
}  // namespace

TEST_CASE("a zeroed table reads zero, is zero again after zero(), and is resident only where written", "[search]") {
    [[maybe_unused]] const long base = residentMegabytes();  // unread in the sanitizer builds
    hecto::ZeroedTable<Big> t;
#ifndef HECTO_SANITIZE_BUILD
    INFO("resident: before " << base << " MB, after making a " << TABLE_MB << " MB table " << residentMegabytes());
    CHECK(residentMegabytes() <= base + 4);
#endif
    CHECK(allZero(t));
    for (size_t i = 0; i < std::size(t->v); i += 1024) t->v[i] = int32_t(i + 1);
    t->v[std::size(t->v) - 1] = -1;
    CHECK_FALSE(allZero(t));
    t.zero();
#if defined(__linux__) && !defined(HECTO_SANITIZE_BUILD)
    // Zeroing gave the pages back rather than writing them.
    INFO("resident after zero(): " << residentMegabytes() << " MB");
    CHECK(residentMegabytes() <= base + 4);
#endif
    CHECK(allZero(t));
}
