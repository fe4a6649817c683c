#include "engine/match/stats.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace hecto {

namespace {

constexpr double INF = std::numeric_limits<double>::infinity();
constexpr double Z95 = 1.959963984540054;  // two-sided 95% quantile of the standard normal

double normalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

// The 95% interval of a mean score in [0, 1] of n outcomes with this
// population variance: the normal approximation while it stays inside
// (0, 1), else the Wilson score interval (E. B. Wilson, 1927), which treats
// the score as a proportion of n trials (a variance of s (1 - s), never
// less than that of outcomes in [0, 1] with mean s).
std::pair<double, double> scoreInterval(double mean, double var, double n) {
    const double d = Z95 * std::sqrt(var / n);
    if (mean - d > 0 && mean + d < 1) return {mean - d, mean + d};
    const double z2n = Z95 * Z95 / n;
    const double centre = (mean + z2n / 2) / (1 + z2n);
    const double half = Z95 / (1 + z2n) * std::sqrt(mean * (1 - mean) / n + z2n / (4 * n));
    // Exact ends for the scores 0 and 1, where rounding could leave them a hair off.
    return {mean <= 0 ? 0.0 : std::max(0.0, centre - half), mean >= 1 ? 1.0 : std::min(1.0, centre + half)};
}

// Mean and population variance of outcomes a[i] observed n[i] times.
template <size_t K>
EloEstimate estimate(const std::array<double, K>& a, const std::array<int, K>& n) {
    double total = 0, sum = 0;
    for (size_t i = 0; i < K; ++i) total += n[i], sum += n[i] * a[i];
    if (total == 0) return {0.0, -INF, INF, INF, 0.5, 0.5};
    const double mean = sum / total;
    double var = 0;
    for (size_t i = 0; i < K; ++i) var += n[i] * (a[i] - mean) * (a[i] - mean);
    var /= total;
    const auto [lo, hi] = scoreInterval(mean, var, total);
    // LOS by the normal approximation of the mean (overridden for WDL).
    const double los = var > 0 ? normalCdf((mean - 0.5) / std::sqrt(var / total)) : mean > 0.5 ? 1.0 : mean < 0.5 ? 0.0 : 0.5;
    const double lower = scoreToElo(lo), upper = scoreToElo(hi);
    return {scoreToElo(mean), lower, upper, (upper - lower) / 2, los, mean};
}

// Maximum-likelihood distribution on the outcomes a[i] with expected value s,
// given observed frequencies p[i] > 0 (M. Van den Bergh, "Comments on
// Normalized Elo", proposition 1.1): q[i] = p[i] / (1 + theta (a[i] - s)),
// where theta solves f(theta) = sum p[i] (a[i] - s) / (1 + theta (a[i] - s)) = 0.
// For min a < s < max a, f falls strictly from +inf to -inf on
// (-1 / (max a - s), -1 / (min a - s)); Newton's method, falling back to
// bisection when a step leaves the shrinking bracket, finds the root.
template <size_t K>
double mleTheta(const std::array<double, K>& a, const std::array<double, K>& p, double s) {
    double lo = -1 / (a[K - 1] - s), hi = -1 / (a[0] - s), theta = 0;
    for (int iter = 0; iter < 200; ++iter) {
        double f = 0, df = 0;
        for (size_t i = 0; i < K; ++i) {
            const double d = a[i] - s, q = 1 + theta * d;
            f += p[i] * d / q;
            df -= p[i] * d * d / (q * q);
        }
        if (f == 0) break;
        (f > 0 ? lo : hi) = theta;
        double next = theta - f / df;
        if (!(next > lo && next < hi)) next = lo + (hi - lo) / 2;
        const bool done = std::abs(next - theta) <= 1e-15 * (1 + std::abs(theta));
        theta = next;
        if (done) break;
    }
    return theta;
}

}  // namespace

double eloToScore(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

double scoreToElo(double score) {
    if (score <= 0) return -INF;
    if (score >= 1) return INF;
    return -400 * std::log10(1 / score - 1);
}

EloEstimate eloFromWDL(const WDL& r) {
    EloEstimate e = estimate<3>({1.0, 0.5, 0.0}, {r.wins, r.draws, r.losses});
    // LOS = Phi((w - l) / sqrt(w + l)): draws carry no information on which is stronger.
    const int decisive = r.wins + r.losses;
    e.los = decisive ? normalCdf((r.wins - r.losses) / std::sqrt(double(decisive))) : 0.5;
    return e;
}

EloEstimate eloFromPentanomial(const Pentanomial& p) { return estimate<5>({0.0, 0.25, 0.5, 0.75, 1.0}, p); }

SprtStatus sprt(const SprtBounds& b, const Pentanomial& pairs) {
    if (!(std::isfinite(b.elo0) && std::isfinite(b.elo1) && b.elo0 < b.elo1))
        throw std::invalid_argument("SPRT needs finite Elo bounds elo0 < elo1");
    if (!(b.alpha > 0 && b.beta > 0 && b.alpha + b.beta < 1))
        throw std::invalid_argument("SPRT needs alpha > 0, beta > 0 and alpha + beta < 1");
    SprtStatus st{0.0, std::log(b.beta / (1 - b.alpha)), std::log((1 - b.beta) / b.alpha), SprtStatus::CONTINUE};

    // Pair scores halved to 0..1, the scale of the logistic expected score.
    // Empty classes count 1e-3 (as Fishtest and fastchess do), so every
    // frequency is positive and the constrained MLE exists and is finite
    // even when all pairs score alike.
    const std::array<double, 5> a{0.0, 0.25, 0.5, 0.75, 1.0};
    std::array<double, 5> p{};
    double total = 0;
    for (size_t i = 0; i < 5; ++i) total += p[i] = pairs[i] > 0 ? pairs[i] : 1e-3;
    if (total < 1) return st;  // no pairs yet
    for (double& x : p) x /= total;

    // LLR = N sum p[i] ln(q1[i] / q0[i]), q0 and q1 the MLEs with expected
    // score s0 = score(elo0), resp. s1 = score(elo1).
    const double s0 = eloToScore(b.elo0), s1 = eloToScore(b.elo1);
    const double t0 = mleTheta(a, p, s0), t1 = mleTheta(a, p, s1);
    double llr = 0;
    for (size_t i = 0; i < 5; ++i) llr += p[i] * (std::log1p(t0 * (a[i] - s0)) - std::log1p(t1 * (a[i] - s1)));
    st.llr = total * llr;
    st.decision = st.llr >= st.upper ? SprtStatus::ACCEPT_H1 : st.llr <= st.lower ? SprtStatus::ACCEPT_H0 : SprtStatus::CONTINUE;
    return st;
}

std::string formatElo(const EloEstimate& e) {
    const auto number = [](double x, bool sign) -> std::string {
        if (std::isnan(x)) return "nan";
        if (std::isinf(x)) return x > 0 ? (sign ? "+inf" : "inf") : "-inf";
        std::string s = sign ? fmt::format("{:+.1f}", x) : fmt::format("{:.1f}", x);
        return s == "-0.0" ? "+0.0" : s;
    };
    const std::string los = ", LOS " + number(100 * e.los, false) + "%";
    if (e.elo == INF) return "> " + number(e.lower, true) + los;
    if (e.elo == -INF) return "< " + number(e.upper, true) + los;
    return number(e.elo, true) + " +/- " + number(e.margin, false) + los;
}

}  // namespace hecto
