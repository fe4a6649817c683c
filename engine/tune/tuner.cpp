#include "engine/tune/tuner.h"

#include <cmath>
#include <fmt/core.h>
#include <thread>

#include "movegen/game.h"
#include "search/eval.h"

namespace hecto {

namespace {

constexpr double LOG10_OVER_400 = 2.302585092994046 / 400;
constexpr double K_LOW = 0.05, K_HIGH = 5.0;
constexpr int K_ITERATIONS = 40;  // the interval shrinks to 1e-8 of its width
constexpr int STEP_MULTIPLIER = 4;  // first steps are coarse, halved when a pass finds nothing
constexpr int PIECE_VALUE_STEP = 2;  // material moves in larger steps than the small weights
constexpr int MAX_REPEATS = 8;      // steps in one direction per weight and pass
// Positions are held out in runs of this many, about one game's worth: the
// positions of one game share its result, so a held-out position next to
// its trained neighbours would not show overfitting.
constexpr size_t VALIDATION_BLOCK = 64;

double predicted(int whiteEval, double k) { return 1.0 / (1.0 + std::exp(-k * LOG10_OVER_400 * whiteEval)); }

}  // namespace

// The positions of one game, typed by its board so that the evaluation is
// the engine's own, without virtual calls per position.
class TunerSet {
public:
    virtual ~TunerSet() = default;
    virtual const Variant& variant() const = 0;
    virtual size_t size() const = 0;
    // Sums of squared errors of positions [begin, end): {train, validation}.
    virtual std::pair<double, double> sum(const Weights& w, double k, double resultWeight, size_t begin,
                                          size_t end) const = 0;
    virtual void add(const LabelledPosition& p, bool heldOut) = 0;
};

namespace {

template <class G> class TunerSetOf final : public TunerSet {
public:
    explicit TunerSetOf(const Variant& v) : v_(v) {}
    const Variant& variant() const override { return v_; }
    size_t size() const override { return positions_.size(); }

    void add(const LabelledPosition& p, bool heldOut) override {
        Position<G> pos(v_);
        pos.setFen(p.fen);
        positions_.push_back(std::move(pos));
        results_.push_back(float(p.result));
        scores_.push_back(p.hasScore ? p.score : NO_SCORE);
        heldOut_.push_back(heldOut);
    }

    std::pair<double, double> sum(const Weights& w, double k, double resultWeight, size_t begin,
                                  size_t end) const override {
        const Evaluator<G> eval(v_, w.eval.at(v_.key), w.values.at(v_.key));
        double train = 0, validation = 0;
        for (size_t i = begin; i < end; ++i) {
            const Position<G>& pos = positions_[i];
            const Value e = eval.evaluate(pos);
            const double target = scores_[i] == NO_SCORE || resultWeight == 1.0
                                      ? results_[i]
                                      : resultWeight * results_[i] + (1 - resultWeight) * predicted(scores_[i], k);
            const double d = target - predicted(pos.sideToMove() == WHITE ? e : -e, k);
            (heldOut_[i] ? validation : train) += d * d;
        }
        return {train, validation};
    }

private:
    const Variant& v_;
    std::vector<Position<G>> positions_;
    static constexpr int NO_SCORE = INT32_MIN;
    std::vector<float> results_;
    std::vector<int> scores_;
    std::vector<bool> heldOut_;
};

std::unique_ptr<TunerSet> newSet(const Variant& v) {
    return withBoard(v.width, v.height,
                     [&]<class G>() -> std::unique_ptr<TunerSet> { return std::make_unique<TunerSetOf<G>>(v); });
}

}  // namespace

Weights Weights::current() {
    Weights w;
    for (const Variant& v : variants()) {
        w.eval[v.key] = evalWeights(v);
        w.values[v.key] = pieceValues(v);
    }
    return w;
}

// One integer the local search moves, and the game whose error it changes.
struct Tuner::Knob {
    std::string label;
    int* value;
    int step;
    size_t set;
};

Tuner::Tuner(const std::vector<LabelledPosition>& positions, int validationEvery, double resultWeight)
    : resultWeight_(resultWeight) {
    std::map<const Variant*, size_t> index;
    for (const LabelledPosition& p : positions) {
        auto [it, added] = index.try_emplace(p.variant, sets_.size());
        if (added) sets_.push_back(newSet(*p.variant));
        TunerSet& set = *sets_[it->second];
        const size_t block = set.size() / VALIDATION_BLOCK;
        const bool heldOut = validationEvery > 1 && block % size_t(validationEvery) == size_t(validationEvery - 1);
        set.add(p, heldOut);
        ++(heldOut ? validation_ : train_);
    }
    if (train_ == 0) throw InputError("no positions to tune on");
}

Tuner::~Tuner() = default;

double Tuner::sumError(const Weights& w, double k, size_t set, int threads, bool validation) const {
    return sumError(w, k, set, threads, validation, resultWeight_);
}

double Tuner::sumError(const Weights& w, double k, size_t set, int threads, bool validation,
                       double resultWeight) const {
    const TunerSet& s = *sets_[set];
    const size_t n = s.size(), parts = size_t(std::clamp(threads, 1, 64));
    std::vector<std::pair<double, double>> sums(parts);
    std::vector<std::thread> helpers;
    for (size_t p = 1; p < parts; ++p)
        helpers.emplace_back([&, p] { sums[p] = s.sum(w, k, resultWeight, n * p / parts, n * (p + 1) / parts); });
    sums[0] = s.sum(w, k, resultWeight, 0, n / parts);
    for (auto& t : helpers) t.join();
    double total = 0;
    for (const auto& [train, held] : sums) total += validation ? held : train;
    return total;
}

Errors Tuner::errors(const Weights& w, double k, int threads) const { return errors(w, k, threads, resultWeight_); }

Errors Tuner::errors(const Weights& w, double k, int threads, double resultWeight) const {
    Errors e;
    for (size_t s = 0; s < sets_.size(); ++s) {
        e.train += sumError(w, k, s, threads, false, resultWeight);
        e.validation += sumError(w, k, s, threads, true, resultWeight);
    }
    e.train /= double(train_);
    e.validation = validation_ ? e.validation / double(validation_) : 0;
    return e;
}

double Tuner::fitK(const Weights& w, int threads) const {
    // Golden-section search: the error is unimodal in K.
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    double a = K_LOW, b = K_HIGH;
    double c = b - ratio * (b - a), d = a + ratio * (b - a);
    double fc = errors(w, c, threads, 1.0).train, fd = errors(w, d, threads, 1.0).train;
    for (int i = 0; i < K_ITERATIONS; ++i) {
        if (fc < fd) {
            b = d, d = c, fd = fc;
            c = b - ratio * (b - a);
            fc = errors(w, c, threads, 1.0).train;
        } else {
            a = c, c = d, fc = fd;
            d = a + ratio * (b - a);
            fd = errors(w, d, threads, 1.0).train;
        }
    }
    return (a + b) / 2;
}

std::vector<Tuner::Knob> Tuner::knobs(Weights& w, bool material) const {
    std::vector<Knob> out;
    // The built-in games' letters; a file game's own types by number (their
    // letters differ from game to game).
    const auto letter = [](int t) { return t <= KING ? std::string(1, " PNBRQAMCWK"[t]) : "#" + std::to_string(t); };
    // Each game's weights and material learn from its own positions only.
    for (size_t s = 0; s < sets_.size(); ++s) {
        const Variant& v = sets_[s]->variant();
        forEachWeight(w.eval[v.key], [&](const char* name, auto& field) {
            using F = std::remove_reference_t<decltype(field)>;
            const std::string label = v.key + " " + name;
            if constexpr (std::is_same_v<F, int>) {
                out.push_back({label, &field, 1, s});
            } else if constexpr (std::is_same_v<F, Score>) {
                out.push_back({label + ".mg", &field.mg, 1, s});
                out.push_back({label + ".eg", &field.eg, 1, s});
            } else if constexpr (std::is_same_v<F, TypeTable>) {
                // The game's officers only: the tables' pawn and king entries are unused.
                for (PieceType t : v.officers())
                    out.push_back({label + "[" + letter(t) + "]", &field[t], 1, s});
            } else {
                // Every man of the game on each rank of its board.
                std::vector<PieceType> men = v.officers();
                men.insert(men.begin(), PAWN);
                men.push_back(KING);
                for (int r = 0; r < std::min(v.height, MAX_RANKS); ++r)
                    for (PieceType t : men)
                        out.push_back({label + "[" + std::to_string(r) + "][" + letter(t) + "]", &field[r][t], 1, s});
            }
        });
        if (!material) continue;
        PieceValues& values = w.values[v.key];
        // The pawn stays the unit: K already sets the scale.
        for (PieceType t : v.officers()) {
            out.push_back({v.key + " " + letter(t) + ".mg", &values[t].mg, PIECE_VALUE_STEP, s});
            out.push_back({v.key + " " + letter(t) + ".eg", &values[t].eg, PIECE_VALUE_STEP, s});
        }
    }
    return out;
}

Weights Tuner::tune(const Weights& start, double k, const TuneOptions& options) const {
    Weights w = start;
    std::vector<Knob> all = knobs(w, options.material);
    std::vector<double> setError(sets_.size());
    for (size_t s = 0; s < sets_.size(); ++s) setError[s] = sumError(w, k, s, options.threads, false);
    const auto total = [&] {
        double t = 0;
        for (double e : setError) t += e;
        return t;
    };
    // Early stopping: the weights of the pass with the least held-out error,
    // since the positions of a few thousand games are easy to overfit.
    Weights best = w;
    double bestValidation = errors(w, k, options.threads).validation;
    int multiplier = STEP_MULTIPLIER;
    for (int pass = 1; pass <= options.passes; ++pass) {
        int changed = 0;
        for (Knob& knob : all) {
            for (int dir : {1, -1}) {
                bool moved = false;
                for (int repeat = 0; repeat < MAX_REPEATS; ++repeat) {
                    const int delta = dir * knob.step * multiplier;
                    *knob.value += delta;
                    const double after = sumError(w, k, knob.set, options.threads, false);
                    if (after >= setError[knob.set]) {
                        *knob.value -= delta;
                        break;
                    }
                    setError[knob.set] = after;
                    moved = true;
                }
                if (moved) {
                    ++changed;
                    break;
                }
            }
        }
        const Errors e = errors(w, k, options.threads);
        options.log(fmt::format("pass {:>2} step x{}: {} weights moved, error {:.6f}{}", pass, multiplier, changed,
                                total() / double(train_),
                                validation_ ? fmt::format(" (validation {:.6f})", e.validation) : std::string()));
        if (validation_ == 0 || e.validation < bestValidation) best = w, bestValidation = e.validation;
        if (changed == 0) {
            if (multiplier == 1) break;
            multiplier /= 2;
        }
    }
    return best;
}

namespace {

std::string formatScore(Score s) { return fmt::format("{{{}, {}}}", s.mg, s.eg); }

// Entries up to the last one in use: the built-in types end with the king,
// the types beyond are variants files' and zero here.
template <class T, size_t N> size_t used(const std::array<T, N>& t) {
    size_t n = N;
    while (n > size_t(KING) + 1 && t[n - 1] == T{}) --n;
    return n;
}

std::string formatTable(const TypeTable& t) {
    std::string s = "{";
    for (size_t i = 0; i < used(t); ++i) s += (i ? ", " : "") + std::to_string(t[i]);
    return s + "}";
}

// Rows up to the last one in use: the ranks beyond the game's board are zero.
std::string formatRanks(const RankTables& t) {
    size_t n = t.size();
    while (n > 0 && t[n - 1] == TypeTable{}) --n;
    std::string s = "{{";
    for (size_t r = 0; r < n; ++r) s += (r ? ", " : "") + formatTable(t[r]);
    return s + "}}";
}

std::string upper(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

}  // namespace

std::string weightsHeader(const Weights& w, const std::string& how) {
    std::string out;
    for (size_t i = 0; i < how.size();) {
        const size_t end = std::min(how.find('\n', i), how.size());
        out += "// " + how.substr(i, end - i) + "\n";
        i = end + 1;
    }
    out += "#pragma once\n\n#include \"search/eval_params.h\"\n\nnamespace hecto {\n\n";
    out += "// Tables per piece type: -, P, N, B, R, Q, A, M, C, W, K. Weights are in\n"
           "// the order of EvalParams, which says what each one is.\n";
    for (const TunedGame& game : TUNED_GAMES) {
        const std::string key = upper(game.key);
        out += fmt::format("\ninline constexpr EvalParams {}_WEIGHTS = {{\n", key);
        forEachWeight(w.eval.at(game.key), [&](const char* name, const auto& field) {
            using F = std::remove_cvref_t<decltype(field)>;
            if constexpr (std::is_same_v<F, int>) out += fmt::format("    .{} = {},\n", name, field);
            else if constexpr (std::is_same_v<F, Score>) out += fmt::format("    .{} = {},\n", name, formatScore(field));
            else if constexpr (std::is_same_v<F, TypeTable>) out += fmt::format("    .{} = {},\n", name, formatTable(field));
            else out += fmt::format("    .{} = {},\n", name, formatRanks(field));
        });
        out += "};\n";
        std::string table = "{{";
        const PieceValues& p = w.values.at(game.key);
        for (size_t i = 0; i < used(p); ++i) table += (i ? ", " : "") + formatScore(p[i]);
        out += fmt::format("inline constexpr PieceValues {}_VALUES = {}}};\n", key, table + "}");
    }
    out += "\n}  // namespace hecto\n";
    return out;
}

}  // namespace hecto
