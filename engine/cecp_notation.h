// Squares and moves as XBoard writes them. XBoard names files a, b, c, ...
// on every board (BigChess's tenth file is "j", never "m") and, on a board
// of exactly 10 ranks, counts ranks from 0 (a0-j9); other boards count from
// 1 (two digits from rank 10 on). Hecto's own notation counts from 1, so
// the two differ only in the rank number of 10-rank boards. Drops ("P@f4")
// and promotion letters pass through unchanged.
#pragma once

#include <string>
#include <string_view>

namespace hecto {

class CecpNotation {
public:
    explicit CecpNotation(int height) : rankShift_(height == 10 ? 1 : 0) {}
    // Hecto's move text (standard files) to XBoard's, and back. fromCecp
    // throws InputError for a rank that cannot be shifted.
    std::string toCecp(std::string_view move) const { return shift(move, -rankShift_); }
    std::string fromCecp(std::string_view move) const { return shift(move, rankShift_); }

private:
    // Adds `by` to the number of every square (a letter followed by digits).
    static std::string shift(std::string_view text, int by);
    int rankShift_;
};

}  // namespace hecto
