// Texel tuning: the evaluation's weights fitted to game results. The
// predicted score of a position is sigmoid(K * eval), eval in centipawns
// for White; K is fitted to the results first, then a local search moves
// one weight at a time while the mean squared error falls. The target is
// the game's result, or a blend of it with sigmoid(K * search score): the
// result of one game says little about one position, the search of the
// engine that played it says more, though with that engine's biases.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/tune/labelled.h"
#include "search/eval_params.h"

namespace hecto {

// Everything the tuner may change: each game's weights and material, tuned
// only from that game's positions.
struct Weights {
    std::map<std::string, EvalParams> eval;     // by variant key
    std::map<std::string, PieceValues> values;  // by variant key

    static Weights current();  // the engine's weights
};

struct TuneOptions {
    int passes = 20;            // most passes over all weights
    int validationEvery = 10;   // every n-th run of positions of a game is held out
    int threads = 1;
    bool material = true;       // tune each game's piece values too
    std::function<void(const std::string&)> log = [](const std::string&) {};
};

struct Errors {
    double train = 0, validation = 0;
};

class TunerSet;  // the positions of one game, typed by its board

class Tuner {
public:
    // resultWeight: the target's share of the game result, the rest from the
    // search score (positions without a score take the result alone).
    explicit Tuner(const std::vector<LabelledPosition>& positions, int validationEvery = 10, double resultWeight = 1.0);
    ~Tuner();

    size_t trainCount() const { return train_; }
    size_t validationCount() const { return validation_; }

    // Mean squared errors with these weights and scaling constant.
    Errors errors(const Weights& w, double k, int threads = 1) const;
    // The K that minimises the training error of these weights against the
    // results alone.
    double fitK(const Weights& w, int threads = 1) const;
    // Local search from `start`; returns the weights with the least
    // held-out error (training error without held-out positions).
    Weights tune(const Weights& start, double k, const TuneOptions& options) const;

private:
    struct Knob;
    std::vector<Knob> knobs(Weights& w, bool material) const;
    double sumError(const Weights& w, double k, size_t set, int threads, bool validation) const;
    double sumError(const Weights& w, double k, size_t set, int threads, bool validation, double resultWeight) const;
    Errors errors(const Weights& w, double k, int threads, double resultWeight) const;

    std::vector<std::unique_ptr<TunerSet>> sets_;
    size_t train_ = 0, validation_ = 0;
    double resultWeight_;
};

// The text of search/eval_weights.h for these weights (the games of
// TUNED_GAMES); `how` becomes its opening comment (how the numbers were
// obtained).
std::string weightsHeader(const Weights& w, const std::string& how);

}  // namespace hecto
