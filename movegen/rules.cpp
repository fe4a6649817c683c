#include "rules.h"

#include <algorithm>

#include "boards.h"

namespace hecto {

bool plainMovement(const Movement& m) {
    const auto has = [&](int dx, int dy, Path p) {
        return std::any_of(m.atoms.begin(), m.atoms.end(),
                           [&](const Atom& a) { return a.dx == dx && a.dy == dy && a.path == p; });
    };
    for (const Atom& a : m.atoms) {
        if (!a.quiet || !a.capture || a.lame || a.jumping) return false;
        if (a.path == Path::HOP || a.path == Path::GRASSHOP) return false;
        if (a.path == Path::RIDE && (a.range || std::max(std::abs(a.dx), std::abs(a.dy)) != 1)) return false;
        // All eight images of the leap (all four of a line), alike.
        for (int sx : {-1, 1})
            for (int sy : {-1, 1})
                if (!has(sx * a.dx, sy * a.dy, a.path) || !has(sx * a.dy, sy * a.dx, a.path)) return false;
    }
    return true;
}

#define HECTO_RULES(W, H) template class Rules<Geometry<W, H>>;
HECTO_BOARDS(HECTO_RULES)
#undef HECTO_RULES

std::shared_ptr<const void> buildRules(const Variant& v) {
    return withBoard(v.width, v.height,
                     [&]<class G>() -> std::shared_ptr<const void> { return std::make_shared<const Rules<G>>(v); });
}

}  // namespace hecto
