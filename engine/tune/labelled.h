// Labelled positions, the tuner's input: one line per position,
//   variant;FEN;result[;score]
// where result is the game's outcome for White: 1-0, 0-1, 1/2-1/2 (or 1, 0,
// 0.5), and score, if given, the playing engine's search score in
// centipawns for White. Empty lines and lines starting with # are skipped.
#pragma once

#include <istream>
#include <string>
#include <vector>

#include "movegen/variant.h"

namespace hecto {

// The largest score a line may give, in centipawns either way.
constexpr int MAX_LABEL_SCORE = 100000;

struct LabelledPosition {
    const Variant* variant;
    std::string fen;
    double result;  // 1 White won, 0.5 draw, 0 Black won
    bool hasScore = false;
    int score = 0;  // centipawns, White's view
};

// White's score of a PGN result, or throws InputError.
double parseResult(const std::string& text);

// Every line is checked (variant, FEN, result); InputError names the
// source and line of the first bad one.
std::vector<LabelledPosition> readLabelled(std::istream& in, const std::string& source);

std::string labelledLine(const LabelledPosition& p);

}  // namespace hecto
