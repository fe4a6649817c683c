#include "engine/cecp_notation.h"

#include "movegen/notation.h"

namespace hecto {

namespace {

// No board has more than 99 ranks: a longer number is no rank, and is
// rejected before it is converted.
constexpr size_t MAX_RANK_DIGITS = 2;

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isFile(char c) { return c >= 'a' && c <= 'z'; }

}  // namespace

std::string CecpNotation::hectoRank(std::string_view digits, std::string_view text) const {
    const int first = 1 - rankShift_, last = height_ - rankShift_;  // XBoard's ranks on this board
    int rank = -1;
    if (digits.size() <= MAX_RANK_DIGITS) {
        rank = 0;
        for (char c : digits) rank = rank * 10 + (c - '0');
    }
    if (rank < first || rank > last)
        throw InputError("bad rank '" + std::string(digits) + "' in '" + std::string(text) + "': XBoard's ranks here are " +
                         std::to_string(first) + " to " + std::to_string(last));
    return std::to_string(rank + rankShift_);
}

std::string CecpNotation::toCecp(std::string_view text) const {
    if (!rankShift_) return std::string(text);
    // Hecto writes ranks from 1; anything else (no square) stays as it is.
    std::string out;
    for (size_t i = 0; i < text.size();) {
        size_t j = i + 1;
        while (isFile(text[i]) && j < text.size() && isDigit(text[j])) ++j;
        const std::string_view digits = text.substr(i + 1, j - i - 1);
        if (!digits.empty() && digits.size() <= MAX_RANK_DIGITS && digits != "0") {
            out += text[i];
            out += std::to_string(std::stoi(std::string(digits)) - rankShift_);
        } else {
            out += text.substr(i, j - i);
        }
        i = j;
    }
    return out;
}

std::string CecpNotation::fromCecp(std::string_view text) const {
    std::string out;
    for (size_t i = 0; i < text.size();) {
        size_t j = i + 1;
        while (isFile(text[i]) && j < text.size() && isDigit(text[j])) ++j;
        out += text[i];
        if (j > i + 1) out += hectoRank(text.substr(i + 1, j - i - 1), text);
        i = j;
    }
    return out;
}

std::string CecpNotation::sanFromCecp(std::string_view san) const {
    if (san.find_first_not_of("O0-+#!?") == std::string_view::npos) return std::string(san);  // castling
    std::string out;
    for (size_t i = 0; i < san.size();) {
        size_t j = i;
        while (j < san.size() && isDigit(san[j])) ++j;
        if (j > i) {
            out += hectoRank(san.substr(i, j - i), san);
            i = j;
        } else {
            out += san[i++];
        }
    }
    return out;
}

}  // namespace hecto
