// Bitboard primitives shared by every board size. A board of up to 64
// squares uses uint64_t, up to 128 an unsigned 128-bit integer, and larger
// boards (up to 16x16) a small array of 64-bit words with the same
// operators, so the same generic code runs at native speed on 8x8.
#pragma once

#include <bit>
#include <cstdint>

#if defined(__BMI2__) && !defined(HECTO_NO_PEXT)
#include <immintrin.h>
#define HECTO_USE_PEXT 1
#endif

namespace hecto {

__extension__ typedef unsigned __int128 u128;

// N 64-bit words, square s in bit s % 64 of word s / 64: an unsigned
// integer of 64 * N bits as far as the operators below go.
template <int N> struct Wide {
    uint64_t w[N] = {};

    constexpr Wide() = default;
    constexpr Wide(uint64_t low) : w{low} {}  // NOLINT: BB(0), BB(1) as for the integer boards

    constexpr explicit operator bool() const {
        for (int i = 0; i < N; ++i)
            if (w[i]) return true;
        return false;
    }
    constexpr bool operator==(const Wide&) const = default;

    constexpr Wide operator~() const {
        Wide r;
        for (int i = 0; i < N; ++i) r.w[i] = ~w[i];
        return r;
    }
    constexpr Wide& operator&=(const Wide& o) {
        for (int i = 0; i < N; ++i) w[i] &= o.w[i];
        return *this;
    }
    constexpr Wide& operator|=(const Wide& o) {
        for (int i = 0; i < N; ++i) w[i] |= o.w[i];
        return *this;
    }
    constexpr Wide& operator^=(const Wide& o) {
        for (int i = 0; i < N; ++i) w[i] ^= o.w[i];
        return *this;
    }
    friend constexpr Wide operator&(Wide a, const Wide& b) { return a &= b; }
    friend constexpr Wide operator|(Wide a, const Wide& b) { return a |= b; }
    friend constexpr Wide operator^(Wide a, const Wide& b) { return a ^= b; }

    constexpr Wide operator<<(int s) const {
        Wide r;
        const int words = s / 64, bits = s % 64;
        for (int i = N - 1; i >= words; --i) {
            r.w[i] = w[i - words] << bits;
            if (bits && i - words - 1 >= 0) r.w[i] |= w[i - words - 1] >> (64 - bits);
        }
        return r;
    }
    constexpr Wide operator>>(int s) const {
        Wide r;
        const int words = s / 64, bits = s % 64;
        for (int i = 0; i + words < N; ++i) {
            r.w[i] = w[i + words] >> bits;
            if (bits && i + words + 1 < N) r.w[i] |= w[i + words + 1] << (64 - bits);
        }
        return r;
    }
    constexpr Wide& operator<<=(int s) { return *this = *this << s; }
    constexpr Wide& operator>>=(int s) { return *this = *this >> s; }

    // Two's complement arithmetic, for masks such as bit(s) - 1.
    friend constexpr Wide operator-(const Wide& a, const Wide& b) {
        Wide r;
        uint64_t borrow = 0;
        for (int i = 0; i < N; ++i) {
            const uint64_t d = a.w[i] - b.w[i];
            r.w[i] = d - borrow;
            borrow = (a.w[i] < b.w[i]) | (d < borrow);
        }
        return r;
    }
    friend constexpr Wide operator+(const Wide& a, const Wide& b) {
        Wide r;
        uint64_t carry = 0;
        for (int i = 0; i < N; ++i) {
            const uint64_t s = a.w[i] + b.w[i];
            r.w[i] = s + carry;
            carry = (s < a.w[i]) | (r.w[i] < s);
        }
        return r;
    }
};

inline int popcount(uint64_t b) { return std::popcount(b); }
inline int popcount(u128 b) {
    return std::popcount(uint64_t(b)) + std::popcount(uint64_t(b >> 64));
}
template <int N> inline int popcount(const Wide<N>& b) {
    int n = 0;
    for (int i = 0; i < N; ++i) n += std::popcount(b.w[i]);
    return n;
}

inline int lsb(uint64_t b) { return std::countr_zero(b); }
inline int lsb(u128 b) {
    const uint64_t lo = uint64_t(b);
    return lo ? std::countr_zero(lo) : 64 + std::countr_zero(uint64_t(b >> 64));
}
template <int N> inline int lsb(const Wide<N>& b) {
    for (int i = 0; i < N - 1; ++i)
        if (b.w[i]) return 64 * i + std::countr_zero(b.w[i]);
    return 64 * (N - 1) + std::countr_zero(b.w[N - 1]);
}

// The highest square of a non-empty set.
inline int msb(uint64_t b) { return 63 - std::countl_zero(b); }
inline int msb(u128 b) {
    const uint64_t hi = uint64_t(b >> 64);
    return hi ? 127 - std::countl_zero(hi) : 63 - std::countl_zero(uint64_t(b));
}
template <int N> inline int msb(const Wide<N>& b) {
    for (int i = N - 1; i > 0; --i)
        if (b.w[i]) return 64 * i + 63 - std::countl_zero(b.w[i]);
    return 63 - std::countl_zero(b.w[0]);
}

template <class BB> inline int popLsb(BB& b) {
    const int s = lsb(b);
    b &= b - 1;
    return s;
}
template <int N> inline int popLsb(Wide<N>& b) {
    for (int i = 0; i < N - 1; ++i)
        if (b.w[i]) {
            const int s = 64 * i + std::countr_zero(b.w[i]);
            b.w[i] &= b.w[i] - 1;
            return s;
        }
    const int s = 64 * (N - 1) + std::countr_zero(b.w[N - 1]);
    b.w[N - 1] &= b.w[N - 1] - 1;
    return s;
}

template <class BB> constexpr BB bit(int s) { return BB(1) << s; }
template <int N> constexpr Wide<N> wideBit(int s) {
    Wide<N> b;
    b.w[s / 64] = uint64_t(1) << (s % 64);
    return b;
}
template <class BB> constexpr bool moreThanOne(BB b) { return bool(b & (b - 1)); }
template <int N> constexpr bool moreThanOne(const Wide<N>& b) {
    int seen = 0;
    for (int i = 0; i < N; ++i) {
        if (b.w[i] & (b.w[i] - 1)) return true;
        seen += b.w[i] != 0;
    }
    return seen > 1;
}
template <class BB> constexpr bool testBit(const BB& b, int s) { return bool(b & bit<BB>(s)); }

// The squares 0 .. n - 1.
template <class BB> constexpr BB lowSquares(int n) {
    return n >= int(8 * sizeof(BB)) ? ~BB(0) : n <= 0 ? BB(0) : (BB(1) << n) - BB(1);
}

// 64-bit halves, for the slider lookups of boards up to 128 squares and as
// hash input; a wider board's extra words are folded in (the lookups of
// those boards do not use these).
inline uint64_t lo64(uint64_t b) { return b; }
inline uint64_t hi64(uint64_t) { return 0; }
inline uint64_t lo64(u128 b) { return uint64_t(b); }
inline uint64_t hi64(u128 b) { return uint64_t(b >> 64); }
template <int N> inline uint64_t lo64(const Wide<N>& b) {
    uint64_t h = 0;
    for (int i = 0; i < N; i += 2) h ^= std::rotl(b.w[i], 17 * i);
    return h;
}
template <int N> inline uint64_t hi64(const Wide<N>& b) {
    uint64_t h = 0;
    for (int i = 1; i < N; i += 2) h ^= std::rotl(b.w[i], 17 * i);
    return h;
}

}  // namespace hecto
