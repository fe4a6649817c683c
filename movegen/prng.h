// A small deterministic generator (xorshift64*) for Zobrist keys and magic
// search, so that keys and tables are the same on every run.
#pragma once

#include <cstdint>

namespace hecto {

class Prng {
    uint64_t s_;

public:
    explicit Prng(uint64_t seed) : s_(seed ? seed : 1) {}
    uint64_t next() {
        s_ ^= s_ >> 12;
        s_ ^= s_ << 25;
        s_ ^= s_ >> 27;
        return s_ * 2685821657736338717ULL;
    }
    // Few bits set: good magic candidates.
    uint64_t sparse() { return next() & next() & next(); }
};

}  // namespace hecto
