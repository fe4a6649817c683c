// A game's neural network (NNUE): a feature transformer from the game's
// inputs (features.h) to `hidden` values per perspective, squared clipped
// ReLU, and one output from both perspectives (side to move first).
// Weights are integers: int16 inputs scaled by QA, int16 outputs by QB.
//
// The file, little endian: "HECTONET", format version (u32), the game's key
// (16 bytes), board width and height (u8 each), inputs and hidden (u32),
// QA, QB and the evaluation scale (u16 each), the transformer's weights
// (inputs x hidden int16, by input) and biases (hidden int16), the output
// weights (2 x hidden int16) and bias (i32), then an FNV-1a checksum (u64)
// of everything before it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "movegen/variant.h"

namespace hecto {

constexpr uint32_t NETWORK_FILE_VERSION = 2;  // 2: output weights scaled by 1024, not 128
constexpr int NNUE_QA = 255;       // transformer values: 1.0 is QA
constexpr int NNUE_QB = 1024;      // output weights: 1.0 is QB
constexpr int NNUE_MAX_HIDDEN = 1024;
constexpr int NNUE_ALIGN = 64;     // bytes: the widest vector registers

struct Network {
    std::string variant;
    int width = 0, height = 0;
    int inputs = 0, hidden = 0;
    int scale = 400;  // centipawns of one output unit
    // Aligned storage for the vector units.
    struct Free {
        void operator()(int16_t* p) const;
    };
    std::unique_ptr<int16_t[], Free> ftWeights, ftBias, outWeights;
    int32_t outBias = 0;

    // Reads a network for `v` from bytes; throws InputError naming `source`
    // and what is wrong (format, game, size, checksum).
    static std::shared_ptr<const Network> read(const std::vector<uint8_t>& bytes, const Variant& v, const std::string& source);
    static std::shared_ptr<const Network> load(const std::string& path, const Variant& v);
    std::string shape() const { return std::to_string(inputs) + " inputs x " + std::to_string(hidden); }
    std::vector<uint8_t> write() const;

    // The output in centipawns for the side whose accumulator is `us`.
    int evaluate(const int16_t* us, const int16_t* them) const;

    static int16_t* allocate(size_t count);
};

}  // namespace hecto
