// Slider attacks. On boards of up to 64 squares: one magic (or PEXT) table
// per square for orthogonal and one for diagonal rays, as usual. On boards
// of up to 128 squares a full rook table would take tens of megabytes, so
// each ray pair along a line (file, diagonal, anti-diagonal) has its own
// small table, and rank attacks come from one table shared by all ranks,
// indexed by the rank's occupancy shifted down. Above 128 squares (boards
// of several words) each ray is cut at its first blocker, found with a bit
// scan: tables indexed by occupancy would not fit in memory there.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "geometry.h"

namespace hecto {

struct Dir {
    int dx, dy;
};

// Attacks of a slider on `s` along `dirs`, walked square by square.
template <class G, size_t N>
typename G::BB slowSlide(int s, typename G::BB occ, const std::array<Dir, N>& dirs) {
    using BB = typename G::BB;
    BB att = 0;
    for (const Dir& d : dirs) {
        int f = G::file(s) + d.dx, r = G::rank(s) + d.dy;
        for (; G::onBoard(f, r); f += d.dx, r += d.dy) {
            att |= bit<BB>(G::square(f, r));
            if (occ & bit<BB>(G::square(f, r))) break;
        }
    }
    return att;
}

// Squares whose occupancy matters: the rays without their last square.
template <class G, size_t N> typename G::BB relevantMask(int s, const std::array<Dir, N>& dirs) {
    using BB = typename G::BB;
    BB m = 0;
    for (const Dir& d : dirs) {
        int f = G::file(s) + d.dx, r = G::rank(s) + d.dy;
        for (; G::onBoard(f + d.dx, r + d.dy); f += d.dx, r += d.dy) m |= bit<BB>(G::square(f, r));
    }
    return m;
}

// One table per square, indexed by PEXT or by a magic multiplication of the
// masked occupancy (for 128-bit boards the two halves are multiplied by two
// magics and folded with xor).
template <class G, size_t N> class SliderLookup {
    using BB = typename G::BB;
    struct Entry {
        BB mask;
        uint64_t magicLo, magicHi;
        uint32_t offset;
        int shift;  // 64 - index bits (magic path) / popcount of mask's low half (PEXT path)
    };
    std::array<Entry, G::SQ> entries_;
    std::vector<BB> table_;

public:
    explicit SliderLookup(const std::array<Dir, N>& dirs);

    BB attacks(int s, BB occ) const {
        const Entry& e = entries_[s];
        const BB m = occ & e.mask;
#ifdef HECTO_USE_PEXT
        uint64_t idx = _pext_u64(lo64(m), lo64(e.mask));
        if constexpr (G::SQ > 64) idx |= _pext_u64(hi64(m), hi64(e.mask)) << e.shift;
#else
        uint64_t idx = lo64(m) * e.magicLo;
        if constexpr (G::SQ > 64) idx ^= hi64(m) * e.magicHi;
        idx >>= e.shift;
#endif
        return table_[e.offset + idx];
    }
};

// Attacks along a rank from one table shared by every rank.
template <class G> class RankLookup {
    using BB = typename G::BB;
    static constexpr int INNER = G::W - 2;
    std::vector<uint16_t> table_;  // [file][inner occupancy] -> attacked files

public:
    RankLookup();
    BB attacks(int s, BB occ) const {
        const int shift = G::rank(s) * G::W;
        const unsigned inner = unsigned(uint64_t(occ >> (shift + 1))) & ((1u << INNER) - 1);
        return BB(table_[(G::file(s) << INNER) + inner]) << shift;
    }
};

// Rays cut at their first blocker: each direction's empty-board ray from
// every square, and a bit scan toward the far end.
template <class G> class RayLookup {
    using BB = typename G::BB;
    // East, north-east, north, north-west raise the square number; their
    // opposites lower it.
    static constexpr std::array<Dir, 8> DIRS = {{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}};
    BB ray_[8][G::SQ] = {};

    template <int D> BB along(int s, BB occ) const {
        BB a = ray_[D][s];
        if (const BB b = a & occ) a ^= ray_[D][D < 4 ? lsb(b) : msb(b)];
        return a;
    }

public:
    RayLookup() {
        for (int d = 0; d < 8; ++d)
            for (int s = 0; s < G::SQ; ++s)
                ray_[d][s] = slowSlide<G>(s, BB(0), std::array<Dir, 1>{DIRS[size_t(d)]});
    }
    BB orth(int s, BB occ) const { return along<0>(s, occ) | along<2>(s, occ) | along<4>(s, occ) | along<6>(s, occ); }
    BB diag(int s, BB occ) const { return along<1>(s, occ) | along<3>(s, occ) | along<5>(s, occ) | along<7>(s, occ); }
};

// Rook-like and bishop-like attacks for geometry G.
template <class G> class Sliders {
    using BB = typename G::BB;
    static constexpr bool SMALL = G::SQ <= 64;
    static constexpr bool WIDE = G::SQ > 128;
    static constexpr std::array<Dir, 4> ORTH = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
    static constexpr std::array<Dir, 4> DIAG = {{{1, 1}, {-1, -1}, {1, -1}, {-1, 1}}};
    static constexpr std::array<Dir, 2> FILE_DIRS = {{{0, 1}, {0, -1}}};
    static constexpr std::array<Dir, 2> DIAG_DIRS = {{{1, 1}, {-1, -1}}};
    static constexpr std::array<Dir, 2> ANTI_DIRS = {{{1, -1}, {-1, 1}}};

    struct Small {
        SliderLookup<G, 4> orth{ORTH}, diag{DIAG};
    };
    struct Large {
        RankLookup<G> rank;
        SliderLookup<G, 2> file{FILE_DIRS}, diag{DIAG_DIRS}, anti{ANTI_DIRS};
    };
    std::conditional_t<SMALL, Small, std::conditional_t<WIDE, RayLookup<G>, Large>> t_;

public:
    BB orth(int s, BB occ) const {
        if constexpr (SMALL) return t_.orth.attacks(s, occ);
        else if constexpr (WIDE) return t_.orth(s, occ);
        else return t_.rank.attacks(s, occ) | t_.file.attacks(s, occ);
    }
    BB diag(int s, BB occ) const {
        if constexpr (SMALL) return t_.diag.attacks(s, occ);
        else if constexpr (WIDE) return t_.diag(s, occ);
        else return t_.diag.attacks(s, occ) | t_.anti.attacks(s, occ);
    }
    static BB slowOrth(int s, BB occ) { return slowSlide<G>(s, occ, ORTH); }
    static BB slowDiag(int s, BB occ) { return slowSlide<G>(s, occ, DIAG); }
};

}  // namespace hecto

#include "slider_init.h"
