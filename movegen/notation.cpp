#include "notation.h"

#include <cstdlib>

namespace hecto {

int Notation::fileOf(char c) const {
    const Variant& v = *variant;
    for (int f = 0; f < v.width; ++f)
        if (c == v.files[f] || c == char('a' + f))
            return f;
    return -1;
}

int Notation::readSquare(std::string_view& text) const {
    if (text.size() < 2) return -1;
    const int f = fileOf(text[0]);
    if (f < 0 || text[1] < '1' || text[1] > '9') return -1;
    size_t n = 2;
    int r = text[1] - '0';
    if (text.size() > 2 && text[2] >= '0' && text[2] <= '9') r = r * 10 + (text[n++] - '0');
    if (r < 1 || r > variant->height) return -1;
    text.remove_prefix(n);
    return (r - 1) * variant->width + f;
}

std::string Notation::move(Move m) const {
    if (!m) return "0000";
    if (m.kind() == DROP) return char(variant->letter(m.dropped()) - 'a' + 'A') + ("@" + square(m.to()));
    if (m.kind() == CASTLING && (chess960 || !farCastling(m))) return square(m.from()) + square(m.rookFrom());
    std::string s = square(m.from()) + square(m.to());
    if (m.kind() == PROMOTION) s += variant->letter(m.promotion());
    return s;
}

bool Notation::farCastling(Move m) const {
    const int w = variant->width;
    return std::abs(m.to() % w - m.from() % w) >= 2;
}

bool Notation::namesCastling(Move m, int to) const {
    if (!chess960 && farCastling(m)) return to == m.to();
    return to == m.rookFrom() || (to == m.to() && farCastling(m));
}

}  // namespace hecto
