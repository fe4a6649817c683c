// Texel tuning: the evaluation's weights fitted to game results. The
// predicted score of a position is sigmoid(K * eval), eval in centipawns
// for White; K is fitted first, then a local search moves one weight at a
// time while the mean squared error against the results falls.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/tune/labelled.h"
#include "search/eval_params.h"

namespace hecto {

// Everything the tuner may change: the shared weights and each game's
// material (tuned only from that game's positions).
struct Weights {
    EvalParams eval;
    std::map<std::string, PieceValues> values;  // by variant key

    static Weights current();  // the engine's weights
};

struct TuneOptions {
    int passes = 20;            // most passes over all weights
    int validationEvery = 10;   // every n-th position of a game is held out
    int threads = 1;
    std::function<void(const std::string&)> log = [](const std::string&) {};
};

struct Errors {
    double train = 0, validation = 0;
};

class TunerSet;  // the positions of one game, typed by its board

class Tuner {
public:
    explicit Tuner(const std::vector<LabelledPosition>& positions, int validationEvery = 10);
    ~Tuner();

    size_t trainCount() const { return train_; }
    size_t validationCount() const { return validation_; }

    // Mean squared errors with these weights and scaling constant.
    Errors errors(const Weights& w, double k, int threads = 1) const;
    // The K that minimises the training error of these weights.
    double fitK(const Weights& w, int threads = 1) const;
    // Local search from `start`; returns the best weights found.
    Weights tune(const Weights& start, double k, const TuneOptions& options) const;

private:
    struct Knob;
    std::vector<Knob> knobs(Weights& w) const;
    double sumError(const Weights& w, double k, size_t set, int threads, bool validation) const;

    std::vector<std::unique_ptr<TunerSet>> sets_;
    size_t train_ = 0, validation_ = 0;
};

// The text of search/eval_weights.h for these weights; `how` becomes its
// opening comment (how the numbers were obtained).
std::string weightsHeader(const Weights& w, const std::string& how);

}  // namespace hecto
