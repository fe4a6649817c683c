// Training a game's network (search/nnue/network.h) from positions of
// hecto datagen: sparse inputs, squared clipped ReLU, Adam, mean squared
// error of sigmoid(output) against a mix of the game's result and
// sigmoid(search score / scale). Floats while training, integers on
// export. Deterministic for a seed, whatever the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/datagen/position_file.h"
#include "engine/train/mirror.h"
#include "search/nnue/features.h"
#include "search/nnue/network.h"

namespace hecto {

constexpr int TRAIN_SCALE = 400;  // centipawns of one output unit (sigmoid's argument)

struct TrainOptions {
    // 128: as low a held-out loss as 256 on 2.9M chess positions, and a faster search.
    int hidden = 128;
    int epochs = 20;
    int threads = 1;
    uint64_t seed = 1;
    int resultPercent = 25;   // of the target from the game's result
    int buckets = 1;          // output layers, by the number of pieces on the board (network.h)
    int validationPercent = 5;
    int batch = 16384;
    double learningRate = 0.001;
    bool mirror = true;  // train on mirror images too (mirror.h)
    // Train, beside each piece-on-square weight, one shared by the piece on
    // every square, added to them on export: what a piece is worth anywhere
    // is learnt from all its positions at once.
    bool factorise = false;
    // Train a correction to the hand-written evaluation (network.h's
    // onHandWritten) instead of a whole evaluation.
    bool onHandWritten = false;
    // A network of the same shape to start from instead of random weights:
    // an earlier generation trained on with new games.
    std::shared_ptr<const Network> start;
    // Centipawns of one output unit in the exported file (training's own
    // unit is TRAIN_SCALE): a smaller one shrinks the network's output. A
    // network trained on from an earlier one grows its evaluations beyond
    // the sizes the search's margins were tuned for (docs/search-log.md, N51-N52).
    int outputScale = TRAIN_SCALE;
};

// Positions as the trainer keeps them: each one's active inputs from both
// perspectives (side to move first) and its target; with `mirror`, a
// position's mirror image (where it is worth the same) follows it as a
// sample of its own, marked as such. With `onHandWritten`, each sample
// also keeps the hand-written evaluation, which the network's output is
// added to.
class TrainingSet {
public:
    explicit TrainingSet(const Variant& v, bool mirror = false, bool onHandWritten = false);
    TrainingSet(TrainingSet&&) noexcept;
    ~TrainingSet();
    void add(const TrainingPosition& p, int resultPercent);
    size_t size() const { return targets_.size(); }
    bool mirrorImage(size_t i) const { return isMirror_[i]; }
    size_t mirrorImages() const { return mirrorImages_; }
    const FeatureSet& features() const { return fs_; }
    const Variant& variant() const { return v_; }

    // Inputs of sample i: `count(i)` indices for the side to move, then as many for the other.
    const uint16_t* inputs(size_t i) const { return inputs_.data() + offsets_[i]; }
    int count(size_t i) const { return int(offsets_[i + 1] - offsets_[i]) / 2; }
    float target(size_t i) const { return targets_[i]; }
    int pieces(size_t i) const { return pieces_[i]; }  // on the board
    bool onHandWritten() const { return bool(handWritten_); }
    // The hand-written evaluation of sample i in the output's units (0
    // unless onHandWritten).
    float base(size_t i) const { return base_.empty() ? 0.0f : base_[i]; }

private:
    void addSample(const TrainingPosition& p, float target, bool mirrorImage);

    const Variant& v_;
    FeatureSet fs_;
    Mirror mirror_;
    bool mirroring_;
    size_t mirrorImages_ = 0;
    std::vector<bool> isMirror_;
    std::vector<uint16_t> inputs_;
    std::vector<uint64_t> offsets_{0};
    std::vector<float> targets_;
    std::vector<uint8_t> pieces_;
    std::vector<float> base_;
    struct HandWritten;
    std::unique_ptr<HandWritten> handWritten_;
};

// The active inputs of a position from one side's view.
void trainingInputs(const FeatureSet& fs, const Variant& v, const TrainingPosition& p, Color perspective,
                    std::vector<int>& out);

// How far an integer network's outputs are from the float network's.
struct Agreement {
    size_t positions = 0;
    double mean = 0, largest = 0;  // centipawns
};

class Trainer {
public:
    Trainer(const TrainingSet& data, const TrainOptions& o);

    // One pass over the training part; returns its mean loss. `progress`
    // gets the share done (0..1) now and then.
    double epoch(int index, const std::function<void(double)>& progress);
    double validationLoss() const;
    // The held-out loss of the hand-written evaluation alone (the network
    // it is added to at zero), for a network on it.
    double handWrittenLoss() const;
    // Keeps a copy of the network as it is now; recall() brings it back.
    void remember();
    void recall();
    size_t trainingSize() const { return train_.size(); }
    size_t validationSize() const { return valid_.size(); }
    const std::vector<size_t>& heldOut() const { return valid_; }  // sample indices, ascending

    // The float network's output for sample i, in centipawns (without the
    // hand-written evaluation it may be added to), and the integer network
    // made from it.
    double predict(size_t i) const;
    std::shared_ptr<const Network> quantised() const;
    double quantisedPredict(const Network& net, size_t i) const;
    // Over up to n held-out positions (training positions if none are held out).
    Agreement agreement(const Network& net, size_t n) const;

private:
    struct Grad;
    double batchGradient(const size_t* samples, size_t n, Grad& g) const;
    double forward(size_t i, float* accUs, float* accThem) const;
    // One bucket's output layer in out_: 2 x hidden weights, then the bias.
    size_t outLayer() const { return 2 * size_t(hidden_) + 1; }
    // Where sample i's output layer starts in out_.
    size_t outOffset(size_t i) const;
    void adam(const Grad& g, size_t n, double lr);
    void startFrom(const Network& net);

    const TrainingSet& data_;
    TrainOptions o_;
    // Helpers for the factoriser: the shared input of a piece-on-square input.
    bool factored(int input) const { return o_.factorise && input < pieceInputs_; }
    int factorOf(int input) const { return realInputs_ + input / squares_; }

    int realInputs_, pieceInputs_, squares_;
    int inputs_, hidden_, bucketPieces_;  // inputs_: with the factoriser's
    std::vector<size_t> train_, valid_;
    // Parameters and Adam's moments, all floats.
    std::vector<float> w_, b_, out_;  // w_: inputs x hidden; out_: by bucket, 2 x hidden, then the bias
    std::vector<float> mW_, vW_, mB_, vB_, mOut_, vOut_;
    struct Weights {
        std::vector<float> w, b, out;
    } saved_;
    uint64_t step_ = 0;
};

}  // namespace hecto
