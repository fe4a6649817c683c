// Match statistics as engine-vs-engine match runners (cutechess-cli,
// fastchess) report them: logistic Elo with a 95% confidence interval,
// likelihood of superiority, and the pentanomial GSPRT. Pure functions.
#pragma once

#include <array>
#include <string>

namespace hecto {

// Game results from the first player's view.
struct WDL {
    int wins = 0, draws = 0, losses = 0;
};

// Game-pair outcomes (same opening, colours reversed): counts of pairs in
// which the first player scored 0, 0.5, 1, 1.5 and 2 points.
using Pentanomial = std::array<int, 5>;

struct EloEstimate {
    double elo;     // logistic Elo difference; +-inf for a score of 1 or 0
    double margin;  // half-width of the 95% interval; inf when an end is unbounded, NaN when elo is infinite
    double los;     // likelihood of superiority, 0..1
    double score;   // mean score per game, 0..1
};

// Trinomial model: per-game variance of the W/D/L scores 1, 1/2, 0.
// No games: elo 0, margin inf, LOS 50%, score 1/2.
EloEstimate eloFromWDL(const WDL&);
// Pair model: variance of the per-pair scores, which accounts for the
// correlation of the two games of a pair (usually a narrower interval).
EloEstimate eloFromPentanomial(const Pentanomial&);

// H0: Elo = elo0, H1: Elo = elo1 (logistic); alpha, beta: error rates.
struct SprtBounds {
    double elo0, elo1, alpha, beta;
};
struct SprtStatus {
    double llr, lower, upper;
    enum Decision { CONTINUE, ACCEPT_H0, ACCEPT_H1 } decision;
};

// Generalized SPRT on the pentanomial frequencies (as Fishtest and
// fastchess): log-likelihood ratio of the maximum-likelihood pair
// distributions whose expected score is that of elo1, resp. elo0.
// Throws std::invalid_argument unless elo0 < elo1 (both finite),
// 0 < alpha, beta and alpha + beta < 1.
SprtStatus sprt(const SprtBounds&, const Pentanomial&);

// "+35.2 +/- 20.1, LOS 99.9%"; infinite values print as "+inf", NaN as "nan".
std::string formatElo(const EloEstimate&);

// Logistic model: expected score of an Elo difference, and its inverse.
double eloToScore(double elo);
double scoreToElo(double score);

}  // namespace hecto
