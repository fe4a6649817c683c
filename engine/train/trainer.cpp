#include "engine/train/trainer.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>

#include "movegen/notation.h"
#include "search/searcher.h"

namespace hecto {

namespace {

constexpr double EVAL_SCALE = TRAIN_SCALE;
// Limits that keep the integer network from overflowing (network.cpp): a
// transformer weight times QA, and an output weight times QB, must fit 16
// bits.
constexpr float WEIGHT_CLIP = 1.98f;
constexpr float OUTPUT_CLIP = 31.9f;
constexpr double BETA1 = 0.9, BETA2 = 0.999, ADAM_EPSILON = 1e-8;
constexpr double LR_DROP_AT = 0.7;  // of the epochs: the learning rate falls to
constexpr double LR_DROP = 0.2;     //   this share of itself
// Held-out positions come in runs of up to HOLDOUT_RUN consecutive ones
// (dozens of games), at least MIN_HELD_RUNS runs where the data allows.
constexpr size_t HOLDOUT_RUN = 4096;
constexpr size_t MIN_HELD_RUNS = 20;

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

// Squared clipped ReLU and its slope.
inline float screlu(float x) {
    const float c = std::clamp(x, 0.0f, 1.0f);
    return c * c;
}
inline float screluSlope(float x) { return x > 0 && x < 1 ? 2 * x : 0; }

}  // namespace

void trainingInputs(const FeatureSet& fs, const Variant& v, const TrainingPosition& p, Color perspective,
                    std::vector<int>& out) {
    out.clear();
    for (const auto& [sq, pc] : p.pieces) out.push_back(fs.piece(perspective, pc, sq));
    if (fs.hasHands())
        for (Color owner : {WHITE, BLACK})
            for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
                for (int k = 1; k <= std::min<int>(p.hand[owner][t], v.handSet[t]); ++k)
                    out.push_back(fs.hand(perspective, owner, PieceType(t), k));
    if (fs.hasAreas()) out.push_back(fs.area(fs.areaStep(int(p.pieces.size()))));
}

// The engine's own hand-written evaluation of a record, through its FEN.
struct TrainingSet::HandWritten {
    explicit HandWritten(const Variant& v) : game(newGame(v)), searcher(newSearcher(v, tt, [](const std::string&) {})) {}
    Value operator()(const Variant& v, const TrainingPosition& p) {
        game->setFen(fenOf(v, p));
        return searcher->evaluate(*game);
    }
    TranspositionTable tt;
    std::unique_ptr<Game> game;
    std::unique_ptr<Searcher> searcher;
};

TrainingSet::TrainingSet(const Variant& v, bool mirror, bool onHandWritten)
    : v_(v), fs_(v), mirror_(v), mirroring_(mirror),
      handWritten_(onHandWritten ? std::make_unique<HandWritten>(v) : nullptr) {}

TrainingSet::TrainingSet(TrainingSet&&) noexcept = default;
TrainingSet::~TrainingSet() = default;

void TrainingSet::add(const TrainingPosition& p, int resultPercent) {
    const double whiteResult = p.result / 2.0;
    const double result = p.sideToMove == WHITE ? whiteResult : 1 - whiteResult;
    const double lambda = resultPercent / 100.0;
    const float target = float(lambda * result + (1 - lambda) * sigmoid(p.score / EVAL_SCALE));
    addSample(p, target, false);
    if (mirroring_ && mirror_.applies(p)) addSample(mirror_.of(p), target, true), ++mirrorImages_;
}

void TrainingSet::addSample(const TrainingPosition& p, float target, bool mirrorImage) {
    std::vector<int> us, them;
    trainingInputs(fs_, v_, p, p.sideToMove, us);
    trainingInputs(fs_, v_, p, ~p.sideToMove, them);
    for (int f : us) inputs_.push_back(uint16_t(f));
    for (int f : them) inputs_.push_back(uint16_t(f));
    offsets_.push_back(inputs_.size());
    targets_.push_back(target);
    pieces_.push_back(uint8_t(std::min<size_t>(p.pieces.size(), 255)));
    isMirror_.push_back(mirrorImage);
    if (handWritten_) base_.push_back(float((*handWritten_)(v_, p) / EVAL_SCALE));
}

struct Trainer::Grad {
    std::vector<float> w, b, out;
    double loss = 0;
    Grad(size_t inputs, size_t hidden, size_t outputs) : w(inputs * hidden), b(hidden), out(outputs) {}
    void clear() {
        std::fill(w.begin(), w.end(), 0.0f);
        std::fill(b.begin(), b.end(), 0.0f);
        std::fill(out.begin(), out.end(), 0.0f);
        loss = 0;
    }
};

Trainer::Trainer(const TrainingSet& data, const TrainOptions& o)
    : data_(data), o_(o), realInputs_(data.features().count()), pieceInputs_(data.features().pieceInputs()),
      squares_(data.features().squares()),
      inputs_(realInputs_ + (o.factorise ? pieceInputs_ / squares_ : 0)), hidden_(o.hidden),
      bucketPieces_(Network::piecesPerBucket(data.variant(), o.buckets)) {
    if (data.size() < 2) throw InputError("too few positions to train on");
    if (o.buckets < 1 || o.buckets > NNUE_MAX_BUCKETS) throw InputError("output buckets must be 1 to " + std::to_string(NNUE_MAX_BUCKETS));
    if (inputs_ > 65535) throw InputError("too many inputs for the trainer");
    // Every k-th run of consecutive positions is held out (mirror images
    // with them, unused); the rest is trained on. Datagen writes a game's
    // positions together, so a run is mostly whole games the network never
    // saw: positions held out one by one would have their neighbours from
    // the same game trained on, and the held-out loss would reward
    // memorising games (a lower loss, a weaker player).
    const size_t k = size_t(std::max(1, 100 / std::max(1, o.validationPercent)));
    const size_t positions = data.size() - data.mirrorImages();
    const size_t run = std::clamp<size_t>(positions / (k * MIN_HELD_RUNS), 1, HOLDOUT_RUN);
    size_t position = 0;
    for (size_t i = 0; i < data.size(); ++i) {
        if (!data.mirrorImage(i)) ++position;
        const bool held = o.validationPercent > 0 && ((position - 1) / run) % k == k - 1;
        if (!held) train_.push_back(i);
        else if (!data.mirrorImage(i)) valid_.push_back(i);
    }
    std::mt19937_64 rng(o.seed);
    const size_t nw = size_t(inputs_) * size_t(hidden_);
    w_.resize(nw);
    b_.resize(size_t(hidden_));
    const size_t layer = outLayer();
    out_.resize(size_t(o.buckets) * layer);
    // Small starting weights: a transformer value starts near its bias.
    std::normal_distribution<float> wInit(0.0f, 1.0f / std::sqrt(float(data.features().maxActive()))), oInit(0.0f, 1.0f / std::sqrt(float(2 * hidden_)));
    for (size_t k = 0; k < nw; ++k)  // the factoriser's rows start at zero
        w_[k] = k < size_t(realInputs_) * size_t(hidden_) ? std::clamp(wInit(rng), -WEIGHT_CLIP, WEIGHT_CLIP) : 0.0f;
    for (float& x : b_) x = 0.25f;
    // On the hand-written evaluation, the output starts at zero: the
    // network first adds nothing, where random outputs would add noise.
    for (size_t i = 0; i < out_.size(); ++i)
        out_[i] = i % layer == layer - 1 || data.onHandWritten() ? 0.0f : std::clamp(oInit(rng), -OUTPUT_CLIP, OUTPUT_CLIP);
    if (o.start) startFrom(*o.start);
    mW_.assign(nw, 0), vW_.assign(nw, 0);
    mB_.assign(b_.size(), 0), vB_.assign(b_.size(), 0);
    mOut_.assign(out_.size(), 0), vOut_.assign(out_.size(), 0);
}

// The integer weights back as floats (quantised()'s inverse); a factorised
// network's shared weights are already in them, so its own start at zero.
void Trainer::startFrom(const Network& net) {
    if (net.inputs != realInputs_ || net.hidden != hidden_ || net.buckets != o_.buckets ||
        (net.buckets > 1 && net.bucketPieces != bucketPieces_) || net.onHandWritten != data_.onHandWritten())
        throw InputError("the starting network (" + net.shape() + ") is not of the shape being trained (" +
                         std::to_string(realInputs_) + " inputs x " + std::to_string(hidden_) + ", " +
                         std::to_string(o_.buckets) + " output buckets" +
                         (data_.onHandWritten() ? ", added to the hand-written evaluation" : "") + ")");
    const size_t h = size_t(hidden_), real = size_t(realInputs_) * h;
    for (size_t k = 0; k < real; ++k) w_[k] = float(net.ftWeights[k]) / NNUE_QA;
    for (size_t j = 0; j < h; ++j) b_[j] = float(net.ftBias[j]) / NNUE_QA;
    // A file's own output scale is brought to training's.
    const double size = double(net.scale) / EVAL_SCALE;
    for (size_t b = 0; b < size_t(o_.buckets); ++b) {
        float* out = out_.data() + b * outLayer();
        for (size_t j = 0; j < 2 * h; ++j) out[j] = float(net.outWeights[b * 2 * h + j] * size / NNUE_QB);
        out[2 * h] = float(double(net.outBias[b]) * size / (double(NNUE_QA) * NNUE_QB));
    }
}

size_t Trainer::outOffset(size_t i) const {
    return size_t(outputBucket(data_.pieces(i), o_.buckets, bucketPieces_)) * outLayer();
}

double Trainer::forward(size_t i, float* accUs, float* accThem) const {
    const int n = data_.count(i);
    const uint16_t* in = data_.inputs(i);
    const size_t h = size_t(hidden_);
    for (int side = 0; side < 2; ++side) {
        float* acc = side ? accThem : accUs;
        std::copy(b_.begin(), b_.end(), acc);
        for (int k = 0; k < n; ++k) {
            const int input = in[side * n + k];
            const float* row = w_.data() + size_t(input) * h;
            for (size_t j = 0; j < h; ++j) acc[j] += row[j];
            if (factored(input)) {
                const float* shared = w_.data() + size_t(factorOf(input)) * h;
                for (size_t j = 0; j < h; ++j) acc[j] += shared[j];
            }
        }
    }
    const float* out = out_.data() + outOffset(i);
    double y = out[2 * h] + data_.base(i);
    for (size_t j = 0; j < h; ++j) y += double(out[j] * screlu(accUs[j]) + out[h + j] * screlu(accThem[j]));
    return y;
}

double Trainer::predict(size_t i) const {
    std::vector<float> us(static_cast<size_t>(hidden_)), them(static_cast<size_t>(hidden_));
    return (forward(i, us.data(), them.data()) - data_.base(i)) * EVAL_SCALE;
}

double Trainer::batchGradient(const size_t* samples, size_t n, Grad& g) const {
    const size_t h = size_t(hidden_);
    std::vector<float> us(h), them(h), dUs(h), dThem(h);
    for (size_t s = 0; s < n; ++s) {
        const size_t i = samples[s];
        const double p = sigmoid(forward(i, us.data(), them.data()));
        const double err = p - data_.target(i);
        g.loss += err * err;
        const float dy = float(2 * err * p * (1 - p));
        const size_t o = outOffset(i);
        const float* out = out_.data() + o;
        float* gOut = g.out.data() + o;
        gOut[2 * h] += dy;
        for (size_t j = 0; j < h; ++j) {
            gOut[j] += dy * screlu(us[j]);
            gOut[h + j] += dy * screlu(them[j]);
            dUs[j] = dy * out[j] * screluSlope(us[j]);
            dThem[j] = dy * out[h + j] * screluSlope(them[j]);
            g.b[j] += dUs[j] + dThem[j];
        }
        const int count = data_.count(i);
        const uint16_t* in = data_.inputs(i);
        for (int side = 0; side < 2; ++side) {
            const float* d = side ? dThem.data() : dUs.data();
            for (int k = 0; k < count; ++k) {
                const int input = in[side * count + k];
                float* row = g.w.data() + size_t(input) * h;
                for (size_t j = 0; j < h; ++j) row[j] += d[j];
                if (factored(input)) {
                    float* shared = g.w.data() + size_t(factorOf(input)) * h;
                    for (size_t j = 0; j < h; ++j) shared[j] += d[j];
                }
            }
        }
    }
    return g.loss;
}

void Trainer::adam(const Grad& g, size_t n, double lr) {
    ++step_;
    const double scale = 1.0 / double(n);
    const double c1 = 1 - std::pow(BETA1, double(step_)), c2 = 1 - std::pow(BETA2, double(step_));
    const auto update = [&](std::vector<float>& p, std::vector<float>& m, std::vector<float>& v, const std::vector<float>& grad,
                            bool clip) {
        for (size_t k = 0; k < p.size(); ++k) {
            const double gk = grad[k] * scale;
            m[k] = float(BETA1 * m[k] + (1 - BETA1) * gk);
            v[k] = float(BETA2 * v[k] + (1 - BETA2) * gk * gk);
            const double step = lr * (m[k] / c1) / (std::sqrt(v[k] / c2) + ADAM_EPSILON);
            p[k] = float(p[k] - step);
            if (clip) p[k] = std::clamp(p[k], -WEIGHT_CLIP, WEIGHT_CLIP);
        }
    };
    update(w_, mW_, vW_, g.w, true);
    update(b_, mB_, vB_, g.b, false);
    update(out_, mOut_, vOut_, g.out, false);
    const size_t layer = outLayer();
    for (size_t j = 0; j < out_.size(); ++j)
        if (j % layer != layer - 1) out_[j] = std::clamp(out_[j], -OUTPUT_CLIP, OUTPUT_CLIP);
}

double Trainer::epoch(int index, const std::function<void(double)>& progress) {
    // A fresh order each epoch, from the seed alone.
    std::vector<size_t> order = train_;
    std::mt19937_64 rng(o_.seed * 1000003 + uint64_t(index));
    std::shuffle(order.begin(), order.end(), rng);
    const double lr = o_.learningRate * (index >= int(o_.epochs * LR_DROP_AT) ? LR_DROP : 1.0);
    const int threads = std::max(1, o_.threads);
    std::vector<Grad> grads;
    for (int t = 0; t < threads; ++t) grads.emplace_back(size_t(inputs_), size_t(hidden_), out_.size());
    double loss = 0;
    const size_t batch = size_t(o_.batch);
    for (size_t start = 0; start < order.size(); start += batch) {
        const size_t n = std::min(batch, order.size() - start);
        // Each thread a fixed slice; summed in a fixed order, so the result
        // does not depend on timing.
        std::vector<std::thread> pool;
        const size_t slice = (n + size_t(threads) - 1) / size_t(threads);
        for (int t = 0; t < threads; ++t) {
            const size_t a = std::min(n, slice * size_t(t)), b = std::min(n, a + slice);
            grads[size_t(t)].clear();
            pool.emplace_back([&, t, a, b] { batchGradient(order.data() + start + a, b - a, grads[size_t(t)]); });
        }
        for (auto& th : pool) th.join();
        for (int t = 1; t < threads; ++t) {
            Grad& g0 = grads[0];
            const Grad& gt = grads[size_t(t)];
            for (size_t k = 0; k < g0.w.size(); ++k) g0.w[k] += gt.w[k];
            for (size_t k = 0; k < g0.b.size(); ++k) g0.b[k] += gt.b[k];
            for (size_t k = 0; k < g0.out.size(); ++k) g0.out[k] += gt.out[k];
            g0.loss += gt.loss;
        }
        loss += grads[0].loss;
        adam(grads[0], n, lr);
        progress(double(start + n) / double(order.size()));
    }
    return loss / double(order.size());
}

void Trainer::remember() { saved_ = {w_, b_, out_}; }

void Trainer::recall() {
    if (saved_.w.empty()) return;
    w_ = saved_.w, b_ = saved_.b, out_ = saved_.out;
}

double Trainer::validationLoss() const {
    std::vector<float> us(static_cast<size_t>(hidden_)), them(static_cast<size_t>(hidden_));
    double loss = 0;
    for (size_t i : valid_) {
        const double err = sigmoid(forward(i, us.data(), them.data())) - data_.target(i);
        loss += err * err;
    }
    return valid_.empty() ? 0 : loss / double(valid_.size());
}

double Trainer::handWrittenLoss() const {
    double loss = 0;
    for (size_t i : valid_) {
        const double err = sigmoid(data_.base(i)) - data_.target(i);
        loss += err * err;
    }
    return valid_.empty() ? 0 : loss / double(valid_.size());
}

std::shared_ptr<const Network> Trainer::quantised() const {
    auto net = std::make_shared<Network>();
    const Variant& v = data_.variant();
    net->variant = v.key;
    net->width = v.width;
    net->height = v.height;
    net->inputs = realInputs_;
    net->hidden = hidden_;
    net->scale = o_.outputScale;
    net->buckets = o_.buckets;
    net->bucketPieces = bucketPieces_;
    net->onHandWritten = data_.onHandWritten();
    const size_t h = size_t(hidden_);
    const size_t real = size_t(realInputs_) * h;
    net->ftWeights.reset(Network::allocate(real));
    net->ftBias.reset(Network::allocate(h));
    net->outWeights.reset(Network::allocate(size_t(o_.buckets) * 2 * h));
    const auto q = [](float x, int scale) {
        return int16_t(std::clamp<long>(std::lround(double(x) * scale), -32767, 32767));
    };
    for (size_t k = 0; k < real; ++k) {
        const int input = int(k / h);
        const float shared = factored(input) ? w_[size_t(factorOf(input)) * h + k % h] : 0.0f;
        net->ftWeights[k] = q(std::clamp(w_[k] + shared, -WEIGHT_CLIP, WEIGHT_CLIP), NNUE_QA);
    }
    for (size_t j = 0; j < h; ++j) net->ftBias[j] = q(b_[j], NNUE_QA);
    for (size_t b = 0; b < size_t(o_.buckets); ++b) {
        const float* out = out_.data() + b * outLayer();
        for (size_t j = 0; j < 2 * h; ++j) net->outWeights[b * 2 * h + j] = q(out[j], NNUE_QB);
        net->outBias[b] = int32_t(std::lround(double(out[2 * h]) * NNUE_QA * NNUE_QB));
    }
    return net;
}

}  // namespace hecto

namespace hecto {

double Trainer::quantisedPredict(const Network& net, size_t i) const {
    const size_t h = size_t(net.hidden);
    std::unique_ptr<int16_t[], Network::Free> acc(Network::allocate(2 * h));
    const int n = data_.count(i);
    const uint16_t* in = data_.inputs(i);
    for (int side = 0; side < 2; ++side) {
        int16_t* a = acc.get() + size_t(side) * h;
        std::copy(net.ftBias.get(), net.ftBias.get() + h, a);
        for (int k = 0; k < n; ++k) {
            const int16_t* row = net.ftWeights.get() + size_t(in[side * n + k]) * h;
            for (size_t j = 0; j < h; ++j) a[j] = int16_t(a[j] + row[j]);
        }
    }
    return net.evaluate(acc.get(), acc.get() + h, data_.pieces(i));
}

Agreement Trainer::agreement(const Network& net, size_t n) const {
    const std::vector<size_t>& from = valid_.empty() ? train_ : valid_;
    Agreement a;
    for (size_t k = 0; k < std::min(n, from.size()); ++k) {
        const double d = std::abs(quantisedPredict(net, from[k]) - predict(from[k]) * net.scale / EVAL_SCALE);
        a.mean += d;
        a.largest = std::max(a.largest, d);
        ++a.positions;
    }
    if (a.positions) a.mean /= double(a.positions);
    return a;
}

}  // namespace hecto
