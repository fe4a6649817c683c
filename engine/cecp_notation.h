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
    explicit CecpNotation(int height) : height_(height), rankShift_(height == 10 ? 1 : 0) {}
    // Hecto's move text (standard files) to XBoard's.
    std::string toCecp(std::string_view move) const;
    // XBoard's coordinate move, drop or square list to Hecto's: every square
    // (a letter and its digits) is XBoard's. Throws InputError for a rank
    // that is not on the board.
    std::string fromCecp(std::string_view move) const;
    // XBoard's SAN to Hecto's: every number in it is one of XBoard's ranks,
    // a lone one that disambiguates ("R0a2") included; castling (O-O, 0-0)
    // passes unchanged. Throws InputError as fromCecp.
    std::string sanFromCecp(std::string_view san) const;

private:
    // XBoard's rank `digits` (of `text`) in Hecto's numbering, or InputError.
    std::string hectoRank(std::string_view digits, std::string_view text) const;
    int height_, rankShift_;
};

}  // namespace hecto
