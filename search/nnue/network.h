// A game's neural network (NNUE): a feature transformer from the game's
// inputs (features.h) to `hidden` values per perspective, squared clipped
// ReLU, and one output from both perspectives (side to move first), taken
// from one of `buckets` output layers chosen by the number of pieces on the
// board (material changes what the same features are worth).
// Weights are integers: int16 inputs scaled by QA, int16 outputs by QB.
//
// The file, little endian: "HECTONET", format version (u32), the game's key
// (16 bytes), board width and height (u8 each), inputs and hidden (u32),
// QA, QB and the evaluation scale (u16 each), the number of output buckets
// and the pieces per bucket (u8 each), the transformer's weights (inputs x
// hidden int16, by input) and biases (hidden int16), the output weights
// (buckets x 2 x hidden int16) and biases (buckets x i32), then an FNV-1a
// checksum (u64) of everything before it. Format 4 adds, after the bucket
// bytes, what the output is added to (u8: 0 nothing, 1 the hand-written
// evaluation); format 3 is the same without it, format 2 also without the
// two bucket bytes: one bucket.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "movegen/variant.h"

namespace hecto {

constexpr uint32_t NETWORK_FILE_VERSION = 4;  // 4: a network on top of the hand-written evaluation
constexpr uint32_t NETWORK_FILE_OLDEST = 2;   // still read: 3 has output buckets, 2 one bucket
constexpr int NNUE_QA = 255;       // transformer values: 1.0 is QA
constexpr int NNUE_QB = 1024;      // output weights: 1.0 is QB
constexpr int NNUE_MAX_HIDDEN = 1024;
constexpr int NNUE_MAX_BUCKETS = 16;
constexpr int NNUE_ALIGN = 64;     // bytes: the widest vector registers

// The output bucket of a position with `pieces` on the board.
constexpr int outputBucket(int pieces, int buckets, int piecesPerBucket) {
    return std::min(buckets - 1, std::max(0, pieces - 1) / piecesPerBucket);
}

struct Network {
    std::string variant;
    int width = 0, height = 0;
    int inputs = 0, hidden = 0;
    int scale = 400;  // centipawns of one output unit
    int buckets = 1, bucketPieces = 255;
    // The output is a correction added to the hand-written evaluation
    // (trained on the difference): it starts from all the evaluation knows
    // and learns what the data shows beyond it.
    bool onHandWritten = false;
    // Aligned storage for the vector units.
    struct Free {
        void operator()(int16_t* p) const;
    };
    std::unique_ptr<int16_t[], Free> ftWeights, ftBias, outWeights;  // outWeights: by bucket
    std::array<int32_t, NNUE_MAX_BUCKETS> outBias{};

    // Reads a network for `v` from bytes; throws InputError naming `source`
    // and what is wrong (format, game, size, checksum).
    static std::shared_ptr<const Network> read(const std::vector<uint8_t>& bytes, const Variant& v, const std::string& source);
    static std::shared_ptr<const Network> load(const std::string& path, const Variant& v);
    // A network for whichever game its file names.
    static std::shared_ptr<const Network> load(const std::string& path);
    std::string shape() const {
        return std::to_string(inputs) + " inputs x " + std::to_string(hidden) +
               (buckets > 1 ? ", " + std::to_string(buckets) + " output buckets" : "") +
               (onHandWritten ? ", added to the hand-written evaluation" : "");
    }
    std::vector<uint8_t> write() const;

    // Pieces per bucket that spread a game's pieces (at the start, hands
    // included) over n buckets.
    static int piecesPerBucket(const Variant& v, int n);
    int bucket(int pieces) const { return outputBucket(pieces, buckets, bucketPieces); }

    // The output in centipawns for the side whose accumulator is `us`, with
    // `pieces` on the board.
    int evaluate(const int16_t* us, const int16_t* them, int pieces) const;

    static int16_t* allocate(size_t count);
};

}  // namespace hecto
