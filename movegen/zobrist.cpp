#include "zobrist.h"

#include "prng.h"

namespace hecto {

namespace {
// The keys of the first boards (up to 128 squares, ten piece types) come
// first, in the order they always had, so that those games keep their keys
// (and the search its behaviour); the keys of larger boards and more types
// follow.
constexpr int FIRST_SQUARES = 128;
constexpr int FIRST_TYPES = 11;
}  // namespace

ZobristKeys::ZobristKeys() {
    Prng rng(0x9e3779b97f4a7c15ULL);
    for (auto& row : piece)
        for (int s = 0; s < FIRST_SQUARES; ++s) row[s] = rng.next();
    for (int s = 0; s < FIRST_SQUARES; ++s) castling[s] = rng.next();
    for (int s = 0; s < FIRST_SQUARES; ++s) enPassant[s] = rng.next();
    side = rng.next();
    for (auto& byColor : hand)
        for (int t = 0; t < FIRST_TYPES; ++t)
            for (Key& k : byColor[t]) k = rng.next();
    for (auto& row : piece)
        for (int s = FIRST_SQUARES; s < MAX_SQUARES; ++s) row[s] = rng.next();
    for (int s = FIRST_SQUARES; s < MAX_SQUARES; ++s) castling[s] = rng.next();
    for (int s = FIRST_SQUARES; s < MAX_SQUARES; ++s) enPassant[s] = rng.next();
    for (auto& byColor : hand)
        for (int t = FIRST_TYPES; t < PIECE_TYPE_NB; ++t)
            for (Key& k : byColor[t]) k = rng.next();
}

const ZobristKeys ZOBRIST;

}  // namespace hecto
