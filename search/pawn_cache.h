// The hand-written evaluation's pawn-structure terms, kept by the pawns'
// squares: the pawns change in few moves, so most evaluations in a search
// find their structure already worked out. An entry is keyed by both
// colours' pawns themselves, not by a hash of them, so a hit is never
// another structure's terms.
#pragma once

#include <cstddef>
#include <cstdint>

#include "movegen/bitboard.h"
#include "search/types.h"

namespace hecto {

// The pawns of both colours hashed to 64 bits, for tables indexed by the
// pawn structure.
template <class BB> uint64_t pawnHash(BB white, BB black) {
    const uint64_t h = lo64(white) * 0x9E3779B97F4A7C15ULL ^ hi64(white) * 0xC2B2AE3D27D4EB4FULL ^
                       lo64(black) * 0x165667B19E3779F9ULL ^ hi64(black) * 0xD6E8FEB86659FD93ULL;
    return h ^ h >> 29;
}

// What one side's pawns are worth by their own and the enemy pawns'
// squares alone; `passed` holds those with no enemy pawn ahead on their
// file or the next ones, whose further terms depend on the other men.
template <class BB> struct PawnTerms {
    Score material, placement, structure;
    BB passed = 0;
};

// One search thread's; valid as all zero bytes (ZeroedTable). `owner`
// tells the evaluators apart (their weights differ), and is never 0.
template <class BB> class PawnCache {
public:
    static constexpr size_t ENTRIES = 4096;

    struct Entry {
        BB white, black;
        uint32_t owner;
        PawnTerms<BB> terms[2];
    };

    Entry& slot(BB white, BB black) { return entries_[pawnHash(white, black) % ENTRIES]; }

private:
    Entry entries_[ENTRIES];
};

}  // namespace hecto
