// The transposition table gives its memory back: a GUI that lowers Hash
// expects the engine's footprint to fall with it.
#include <catch2/catch.hpp>

#include "search/tt.h"
#include "resident_memory.h"

TEST_CASE("resizing the table through large and small sizes leaves no memory behind", "[tt]") {
#ifdef HECTO_SANITIZE_BUILD
    WARN("skipped: a sanitizer's allocator keeps freed memory in quarantine");
    return;
#endif
    hecto::TranspositionTable tt;
    tt.resize(1);
    const long base = residentMegabytes();
    // The soak test's cycle: glibc takes the small tables from its heap
    // after a large one was freed, and kept them resident.
    for (int cycle = 0; cycle < 4; ++cycle)
        for (size_t mb : {16, 1, 64, 8, 1}) tt.resize(mb);
    INFO("resident at Hash 1: before " << base << " MB, after " << residentMegabytes() << " MB");
    CHECK(residentMegabytes() <= base + 4);
}
