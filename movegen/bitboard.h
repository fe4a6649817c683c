// Bitboard primitives shared by every board size. A board of up to 64
// squares uses uint64_t; larger boards use an unsigned 128-bit integer, so
// the same generic code runs at native speed on 8x8.
#pragma once

#include <bit>
#include <cstdint>

#if defined(__BMI2__) && !defined(HECTO_NO_PEXT)
#include <immintrin.h>
#define HECTO_USE_PEXT 1
#endif

namespace hecto {

__extension__ typedef unsigned __int128 u128;

inline int popcount(uint64_t b) { return std::popcount(b); }
inline int popcount(u128 b) {
    return std::popcount(uint64_t(b)) + std::popcount(uint64_t(b >> 64));
}

inline int lsb(uint64_t b) { return std::countr_zero(b); }
inline int lsb(u128 b) {
    const uint64_t lo = uint64_t(b);
    return lo ? std::countr_zero(lo) : 64 + std::countr_zero(uint64_t(b >> 64));
}

template <class BB> inline int popLsb(BB& b) {
    const int s = lsb(b);
    b &= b - 1;
    return s;
}

template <class BB> constexpr BB bit(int s) { return BB(1) << s; }
template <class BB> constexpr bool moreThanOne(BB b) { return (b & (b - 1)) != 0; }

inline uint64_t lo64(uint64_t b) { return b; }
inline uint64_t hi64(uint64_t) { return 0; }
inline uint64_t lo64(u128 b) { return uint64_t(b); }
inline uint64_t hi64(u128 b) { return uint64_t(b >> 64); }

}  // namespace hecto
