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
    double elo;           // logistic Elo difference; +-inf for a score of 1 or 0
    double lower, upper;  // the 95% interval; -inf resp. +inf only for a score of 0 resp. 1
    double margin;        // (upper - lower) / 2; inf when an end is infinite
    double los;           // likelihood of superiority, 0..1
    double score;         // mean score per game, 0..1
};

// The 95% interval of the mean score is the normal approximation's (as
// cutechess-cli), mean +/- 1.96 sd, while that stays inside (0, 1); when it
// reaches 0 or 1 (lopsided scores, few games), the Wilson score interval of
// a proportion instead, which stays inside [0, 1], and reaches 0 or 1 only
// for a score of exactly 0 or 1: then only the other end is finite.
// Trinomial model: per-game variance of the W/D/L scores 1, 1/2, 0.
// No games: elo 0, interval and margin infinite, LOS 50%, score 1/2.
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

// "+35.2 +/- 20.1, LOS 99.9%"; for a score of 1 or 0 the finite end of the
// interval, "> +166.0, LOS 99.9%" resp. "< -166.0, LOS 0.1%"; for no games
// "+0.0 +/- inf, LOS 50.0%".
std::string formatElo(const EloEstimate&);

// Logistic model: expected score of an Elo difference, and its inverse.
double eloToScore(double elo);
double scoreToElo(double score);

}  // namespace hecto
