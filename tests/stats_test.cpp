// Match statistics: Elo, confidence interval, LOS, pentanomial GSPRT.
//
// Reference values were computed independently with python3 from the
// textbook definitions (not from the code under test):
//   elo(s) = -400 log10(1/s - 1);  score(e) = 1 / (1 + 10^(-e/400))
//   m, v   = mean and population variance of the outcome scores
//            (games 1, .5, 0; pairs 0, .25, .5, .75, 1), N games resp. pairs
//   margin = (elo(m + 1.959964 sqrt(v/N)) - elo(m - 1.959964 sqrt(v/N))) / 2
//   LOS    = Phi((w - l) / sqrt(w + l)) (WDL), Phi((m - .5) / sqrt(v/N)) (pairs)
//   LLR    = N sum p_i ln(q1_i / q0_i), p_i the pair frequencies (empty classes
//            counted as 1e-3), q_i = p_i / (1 + t (a_i - s)) with t found by
//            300 plain bisection steps of sum p_i (a_i - s) / (1 + t (a_i - s)) = 0
//            on (-1/(1-s), 1/s), for s = score(elo0), score(elo1).
#include <catch2/catch.hpp>

#include <cmath>
#include <stdexcept>

#include "engine/match/stats.h"

using namespace hecto;

namespace {

// The normal approximation of the GSPRT: LLR ~ N (s1 - s0) (2 m - s0 - s1) / (2 v),
// m and v the mean and variance of the halved pair scores.
double approxLlr(const SprtBounds& b, const Pentanomial& p) {
    double n = 0, sum = 0, sq = 0;
    for (int i = 0; i < 5; ++i) n += p[i], sum += p[i] * i / 4.0, sq += p[i] * (i / 4.0) * (i / 4.0);
    const double m = sum / n, v = sq / n - m * m;
    const double s0 = eloToScore(b.elo0), s1 = eloToScore(b.elo1);
    return n * (s1 - s0) * (2 * m - s0 - s1) / (2 * v);
}

const SprtBounds STC{0, 5, 0.05, 0.05};

}  // namespace

TEST_CASE("Elo and score conversions", "[stats]") {
    CHECK(scoreToElo(0.5) == 0);
    CHECK(scoreToElo(0.7) == Approx(147.1907141));
    CHECK(scoreToElo(0.25) == Approx(-190.8485019));
    CHECK(eloToScore(scoreToElo(0.6)) == Approx(0.6));
    CHECK(scoreToElo(1) == INFINITY);
    CHECK(scoreToElo(0) == -INFINITY);
}

TEST_CASE("Elo from wins, draws and losses", "[stats]") {
    auto e = eloFromWDL({60, 20, 20});
    CHECK(e.score == Approx(0.7));
    CHECK(e.elo == Approx(147.1907141));
    CHECK(e.margin == Approx(66.0133812));
    CHECK(e.los == Approx(0.9999961279));
    CHECK(formatElo(e) == "+147.2 +/- 66.0, LOS 100.0%");

    e = eloFromWDL({50, 0, 50});
    CHECK(e.elo == 0);
    CHECK(e.los == 0.5);
    CHECK(formatElo(e) == "+0.0 +/- 69.0, LOS 50.0%");
    e = eloFromWDL({20, 20, 60});
    CHECK(e.elo == Approx(-147.1907141));
    CHECK(e.margin == Approx(66.0133812));

    // LOS = Phi(10 / sqrt(10)); draws do not change it.
    CHECK(eloFromWDL({10, 0, 0}).los == Approx(0.9992172989));
    CHECK(eloFromWDL({10, 10, 0}).los == Approx(0.9992172989));
    CHECK(eloFromWDL({10, 10, 0}).elo == Approx(190.8485019));
}

TEST_CASE("Elo from game pairs", "[stats]") {
    auto e = eloFromPentanomial({10, 30, 100, 40, 20});
    CHECK(e.score == Approx(0.5375));
    CHECK(e.elo == Approx(26.1066926));
    CHECK(e.margin == Approx(23.3533170));
    CHECK(e.los == Approx(0.9861909670));
    CHECK(formatElo(e) == "+26.1 +/- 23.4, LOS 98.6%");

    e = eloFromPentanomial({5, 20, 50, 20, 5});
    CHECK(e.elo == 0);
    CHECK(e.los == 0.5);

    // 100 wins and 100 losses, as 100 pairs won once and lost once (both
    // engines win with the same colour): the pair scores do not vary at all.
    CHECK(eloFromWDL({100, 0, 100}).margin == Approx(48.4631179));
    CHECK(eloFromPentanomial({0, 0, 100, 0, 0}).margin == 0);
}

TEST_CASE("Elo of degenerate results", "[stats]") {
    for (const auto& e : {eloFromWDL({}), eloFromPentanomial({})}) {
        CHECK(e.elo == 0);
        CHECK(e.margin == INFINITY);
        CHECK(e.los == 0.5);
        CHECK(e.score == 0.5);
        CHECK(formatElo(e) == "+0.0 +/- inf, LOS 50.0%");
    }
    auto e = eloFromWDL({0, 10, 0});  // all draws
    CHECK(e.elo == 0);
    CHECK(e.margin == 0);
    CHECK(e.los == 0.5);
    CHECK(formatElo(e) == "+0.0 +/- 0.0, LOS 50.0%");
    e = eloFromPentanomial({0, 0, 0, 10, 0});  // every pair 1.5 - 0.5
    CHECK(e.elo == Approx(190.8485019));
    CHECK(e.margin == 0);
    CHECK(e.los == 1);
}

// Where mean +/- 1.96 sd leaves [0, 1], the Wilson score interval
// (p + z^2/2n +/- z sqrt(p (1 - p) / n + z^2 / 4n^2)) / (1 + z^2 / n),
// z = 1.959964, n games (pairs), mapped to Elo; reference values from
// python3 with that formula.
TEST_CASE("Elo of lopsided results has a finite interval", "[stats]") {
    // All won: only the lower end is finite.
    auto e = eloFromWDL({10, 0, 0});
    CHECK(e.elo == INFINITY);
    CHECK(e.lower == Approx(166.2015272));
    CHECK(e.upper == INFINITY);
    CHECK(formatElo(e) == "> +166.2, LOS 99.9%");
    // All lost, as in a 0-2 match.
    e = eloFromWDL({0, 0, 2});
    CHECK(e.elo == -INFINITY);
    CHECK(e.lower == -INFINITY);
    CHECK(e.upper == Approx(113.3864746));
    CHECK(formatElo(e) == "< +113.4, LOS 7.9%");
    e = eloFromPentanomial({7, 0, 0, 0, 0});
    CHECK(e.upper == Approx(-104.2407432));
    CHECK(e.los == 0);
    CHECK(formatElo(e) == "< -104.2, LOS 0.0%");
    e = eloFromPentanomial({0, 0, 0, 0, 5});
    CHECK(e.lower == Approx(45.7895289));

    // 99 wins, 1 loss: the normal interval's upper end passes a score of 1.
    e = eloFromWDL({99, 0, 1});
    CHECK(e.elo == Approx(798.2540778));
    CHECK(e.lower == Approx(495.7525535));
    CHECK(e.upper == Approx(1100.7556021));
    CHECK(e.margin == Approx(302.5015243));
    CHECK(formatElo(e) == "+798.3 +/- 302.5, LOS 100.0%");

    // Every score of up to 30 games has finite Elo ends, but for 0 and 1.
    for (int n = 1; n <= 30; ++n)
        for (int w = 0; w <= n; ++w)
            for (int d = 0; w + d <= n; ++d) {
                const EloEstimate x = eloFromWDL({w, d, n - w - d});
                INFO(w << "-" << n - w - d << "-" << d);
                CHECK(std::isfinite(x.score == 0 ? x.upper : x.lower));
                CHECK(std::isfinite(x.score == 1 ? x.lower : x.upper));
                CHECK(x.lower <= x.upper);
                CHECK((x.lower <= x.elo && x.elo <= x.upper));
                CHECK(formatElo(x).find("nan") == std::string::npos);
                CHECK(formatElo(x).find("inf") == std::string::npos);
            }
}

TEST_CASE("SPRT bounds and decisions", "[stats]") {
    auto st = sprt(STC, {1, 2, 3, 2, 1});
    CHECK(st.lower == Approx(-2.944438979));
    CHECK(st.upper == Approx(2.944438979));
    CHECK(st.llr == Approx(-0.0027953199));
    CHECK(st.decision == SprtStatus::CONTINUE);

    st = sprt(STC, {0, 10, 100, 200, 100});
    CHECK(st.llr == Approx(5.857877377));
    CHECK(st.decision == SprtStatus::ACCEPT_H1);
    st = sprt(STC, {100, 200, 100, 10, 0});
    CHECK(st.llr == Approx(-5.942789335));
    CHECK(st.decision == SprtStatus::ACCEPT_H0);

    const auto asym = sprt({-1, 3, 0.1, 0.02}, {});
    CHECK(asym.lower == Approx(std::log(0.02 / 0.9)));
    CHECK(asym.upper == Approx(std::log(0.98 / 0.1)));

    CHECK_THROWS_AS(sprt({5, 0, 0.05, 0.05}, {}), std::invalid_argument);
    CHECK_THROWS_AS(sprt({0, 5, 0.6, 0.5}, {}), std::invalid_argument);
    CHECK_THROWS_AS(sprt({0, INFINITY, 0.05, 0.05}, {}), std::invalid_argument);
}

TEST_CASE("SPRT log-likelihood ratio", "[stats]") {
    struct Case {
        SprtBounds bounds;
        Pentanomial pairs;
        double llr;
    };
    for (const auto& c : {Case{STC, {40, 220, 480, 240, 45}, 0.5624984022},
                          Case{STC, {10, 30, 100, 40, 20}, 0.8273312285},
                          Case{STC, {200, 1100, 2400, 1150, 230}, 1.3594758749},
                          Case{{-1, 3, 0.05, 0.05}, {200, 1100, 2400, 1150, 230}, 2.3801819503}}) {
        const double llr = sprt(c.bounds, c.pairs).llr;
        CHECK(llr == Approx(c.llr).epsilon(1e-8));
        CHECK(llr == Approx(approxLlr(c.bounds, c.pairs)).epsilon(0.03));
        // Mirrored results against mirrored hypotheses: the LLR changes sign.
        const auto& p = c.pairs;
        const SprtBounds m{-c.bounds.elo1, -c.bounds.elo0, c.bounds.alpha, c.bounds.beta};
        CHECK(sprt(m, {p[4], p[3], p[2], p[1], p[0]}).llr == Approx(-llr).epsilon(1e-8));
    }
}

TEST_CASE("SPRT of degenerate results", "[stats]") {
    auto st = sprt(STC, {});
    CHECK(st.llr == 0);
    CHECK(st.decision == SprtStatus::CONTINUE);
    // All pairs won, or all drawn: finite thanks to the 1e-3 regularisation.
    st = sprt(STC, {0, 0, 0, 0, 50});
    CHECK(st.llr == Approx(0.7144087510));
    st = sprt(STC, {0, 0, 0, 0, 500});
    CHECK(std::isfinite(st.llr));
    CHECK(st.decision == SprtStatus::ACCEPT_H1);
    st = sprt(STC, {0, 0, 100, 0, 0});
    CHECK(st.llr == Approx(-1.4416479084));
    CHECK(sprt(STC, {0, 0, 1000, 0, 0}).decision == SprtStatus::ACCEPT_H0);
}
