// Table construction for slider.h: runs once per geometry at start-up.
#pragma once

#include <algorithm>

#include "prng.h"

namespace hecto {

template <class G, size_t N> SliderLookup<G, N>::SliderLookup(const std::array<Dir, N>& dirs) {
    std::vector<BB> occs, refs;
    std::vector<uint32_t> epochOf;
    uint32_t epoch = 0;
    Prng rng(0x5eed0f5a1de5ULL + G::W * 131 + G::H * 7 + N);
    uint32_t offset = 0;
    for (int s = 0; s < G::SQ; ++s) {
        Entry& e = entries_[s];
        e.mask = relevantMask<G>(s, dirs);
        const int bits = popcount(e.mask);
        const uint32_t size = 1u << bits;
        e.offset = offset;
        offset += size;
        table_.resize(offset);
        occs.clear();
        refs.clear();
        BB b = 0;  // enumerate every subset of the mask (carry-rippler)
        do {
            occs.push_back(b);
            refs.push_back(slowSlide<G>(s, b, dirs));
            b = (b - e.mask) & e.mask;
        } while (b);
#ifdef HECTO_USE_PEXT
        e.shift = popcount(lo64(e.mask));
        for (size_t i = 0; i < occs.size(); ++i) {
            uint64_t idx = _pext_u64(lo64(occs[i]), lo64(e.mask));
            if constexpr (G::SQ > 64) idx |= _pext_u64(hi64(occs[i]), hi64(e.mask)) << e.shift;
            table_[e.offset + idx] = refs[i];
        }
#else
        e.shift = std::min(63, 64 - bits);  // a mask without bits still indexes entry 0
        epochOf.assign(size, 0);
        for (bool found = false; !found;) {
            e.magicLo = rng.sparse();
            e.magicHi = G::SQ > 64 ? rng.sparse() : 0;
            ++epoch;
            found = true;
            for (size_t i = 0; i < occs.size() && found; ++i) {
                uint64_t idx = lo64(occs[i]) * e.magicLo;
                if constexpr (G::SQ > 64) idx ^= hi64(occs[i]) * e.magicHi;
                idx >>= e.shift;
                BB& slot = table_[e.offset + idx];
                if (epochOf[idx] != epoch) {
                    epochOf[idx] = epoch;
                    slot = refs[i];
                } else if (slot != refs[i]) {
                    found = false;
                }
            }
        }
#endif
    }
    (void)epoch;
}

template <class G> RankLookup<G>::RankLookup() : table_(size_t(G::W) << INNER) {
    for (int f = 0; f < G::W; ++f)
        for (unsigned inner = 0; inner < (1u << INNER); ++inner) {
            const unsigned occ = inner << 1;
            unsigned att = 0;
            for (int x = f + 1; x < G::W; ++x) {
                att |= 1u << x;
                if (occ >> x & 1) break;
            }
            for (int x = f - 1; x >= 0; --x) {
                att |= 1u << x;
                if (occ >> x & 1) break;
            }
            table_[(size_t(f) << INNER) + inner] = uint16_t(att);
        }
}

}  // namespace hecto
