#include "engine/cecp_notation.h"

#include "movegen/notation.h"

namespace hecto {

std::string CecpNotation::shift(std::string_view text, int by) {
    if (by == 0) return std::string(text);
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    std::string out;
    for (size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c >= 'a' && c <= 'z' && i + 1 < text.size() && digit(text[i + 1])) {
            size_t j = i + 1;
            int rank = 0;
            while (j < text.size() && digit(text[j])) rank = rank * 10 + (text[j++] - '0');
            if (rank + by < 0) throw InputError("bad square '" + std::string(text.substr(i, j - i)) + "'");
            out += c;
            out += std::to_string(rank + by);
            i = j;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

}  // namespace hecto
