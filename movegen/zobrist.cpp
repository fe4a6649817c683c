#include "zobrist.h"

#include "prng.h"

namespace hecto {

ZobristKeys::ZobristKeys() {
    Prng rng(0x9e3779b97f4a7c15ULL);
    for (auto& row : piece)
        for (Key& k : row) k = rng.next();
    for (Key& k : castling) k = rng.next();
    for (Key& k : enPassant) k = rng.next();
    side = rng.next();
    for (auto& byColor : hand)
        for (auto& byType : byColor)
            for (Key& k : byType) k = rng.next();
}

const ZobristKeys ZOBRIST;

}  // namespace hecto
