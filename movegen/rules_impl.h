// Construction of rules.h's tables, and the walks of irregular pieces.
#pragma once

#include <cstdlib>

namespace hecto {

namespace rules_detail {

template <class G> typename G::BB squaresOf(const SquareSet& set) {
    typename G::BB b = 0;
    for (int s = 0; s < G::SQ; ++s)
        if (set.test(size_t(s))) b |= bit<typename G::BB>(s);
    return b;
}

// The square (dx, dy) away from s, or -1 off the board.
template <class G> int offset(int s, int dx, int dy) {
    const int f = G::file(s) + dx, r = G::rank(s) + dy;
    return G::onBoard(f, r) ? G::square(f, r) : -1;
}

// Does the way of a lame (all empty) or jumping (occupied) leap from
// `from` by (dx, dy) allow it?
template <class G> bool wayAllows(const Atom& a, int from, typename G::BB occ) {
    for (const auto& [x, y] : leapWay(a.dx, a.dy)) {
        const int w = offset<G>(from, x, y);
        const bool occupied = w >= 0 && testBit(occ, w);
        if (a.lame == occupied) return false;
    }
    return true;
}

}  // namespace rules_detail

template <class G> Rules<G>::Rules(const Variant& v) {
    using namespace rules_detail;
    for (int t = PAWN + 1; t < PIECE_TYPE_NB; ++t) {
        if (!v.has(PieceType(t))) continue;
        const Movement& m = v.pieces[size_t(t)].movement;
        if (plainMovement(m)) {
            for (const Atom& a : m.atoms) {
                if (a.path == Path::RIDE) {
                    (a.dx && a.dy ? diagTypes : orthTypes) |= 1u << t;
                    continue;
                }
                for (int s = 0; s < G::SQ; ++s)
                    if (const int to = offset<G>(s, a.dx, a.dy); to >= 0) leap[t][s] |= bit<BB>(to);
            }
            continue;
        }
        irregularTypes |= 1u << t;
        if (!irr_) irr_ = std::make_unique<Irregular>();
        for (Color c : {WHITE, BLACK})
            for (Atom a : m.atoms) {
                if (c == BLACK) a.dx = -a.dx, a.dy = -a.dy;  // the board seen from Black's side
                if (a.path != Path::LEAP || a.lame || a.jumping) {
                    irr_->walked[c][t].push_back(a);
                    continue;
                }
                for (int s = 0; s < G::SQ; ++s) {
                    const int to = offset<G>(s, a.dx, a.dy);
                    if (to < 0) continue;
                    if (a.quiet) irr_->quietLeap[c][t][s] |= bit<BB>(to);
                    if (a.capture) {
                        irr_->captureLeap[c][t][s] |= bit<BB>(to);
                        irr_->captureFrom[c][t][to] |= bit<BB>(s);
                    }
                }
            }
    }
    const auto up = [](Color c, BB b) { return c == WHITE ? G::north(b) : G::south(b); };
    for (Color c : {WHITE, BLACK}) {
        doubleStep[c] = squaresOf<G>(v.doubleStepRegion[c]);
        tripleStep[c] = squaresOf<G>(v.tripleStepRegion[c]);
        multiStepAfterOne[c] = up(c, doubleStep[c] | tripleStep[c]);
        doubleStepAfterTwo[c] = up(c, up(c, doubleStep[c]));
        tripleStepAfterTwo[c] = up(c, up(c, tripleStep[c]));
        const BB zone = squaresOf<G>(v.promotionRegion[c]), last = G::rankMask(c == WHITE ? G::H - 1 : 0);
        promoteAny[c] = zone | last;
        promoteMust[c] = (v.mandatoryPromotion ? zone : BB(0)) | last;
    }
    enPassantRegion = squaresOf<G>(v.enPassantRegion);
}

// The squares an irregular piece attacks (Capture: where it could take,
// empty or not) or may move to without taking.
template <class G>
template <bool Capture>
typename G::BB Rules<G>::irregularWalk(Color c, PieceType t, int s, BB occ) const {
    using namespace rules_detail;
    BB a = Capture ? irr_->captureLeap[c][t][s] : irr_->quietLeap[c][t][s];
    for (const Atom& m : irr_->walked[c][t]) {
        if (!(Capture ? m.capture : m.quiet)) continue;
        if (m.path == Path::LEAP) {
            const int to = offset<G>(s, m.dx, m.dy);
            if (to >= 0 && wayAllows<G>(m, s, occ)) a |= bit<BB>(to);
            continue;
        }
        bool hurdle = false;
        int steps = 0;
        for (int x = offset<G>(s, m.dx, m.dy); x >= 0; x = offset<G>(x, m.dx, m.dy)) {
            const bool occupied = testBit(occ, x);
            if (m.path == Path::RIDE) {
                if (!Capture && occupied) break;
                a |= bit<BB>(x);
                if (occupied || (m.range && ++steps >= m.range)) break;
            } else if (!hurdle) {
                hurdle = occupied;
            } else {
                // Beyond the hurdle: a cannon takes the first piece there (or
                // moves to the empty squares before it), a grasshopper lands
                // on the next square whatever it holds.
                if (Capture ? m.path == Path::GRASSHOP || occupied : !occupied) a |= bit<BB>(x);
                if (m.path == Path::GRASSHOP || occupied) break;
            }
        }
    }
    return Capture ? a : a & ~occ;
}

template <class G> typename G::BB Rules<G>::irregularAttackersOf(Color c, PieceType t, int s, BB occ) const {
    using namespace rules_detail;
    BB from = irr_->captureFrom[c][t][s];
    for (const Atom& m : irr_->walked[c][t]) {
        if (!m.capture) continue;
        if (m.path == Path::LEAP) {
            const int x = offset<G>(s, -m.dx, -m.dy);
            if (x >= 0 && wayAllows<G>(m, x, occ)) from |= bit<BB>(x);
            continue;
        }
        // Walk back from s to the first piece (a rider there attacks s), or
        // past the hurdle to the next one (a hopper there does).
        int steps = 0;
        bool hurdle = false;
        for (int x = offset<G>(s, -m.dx, -m.dy); x >= 0; x = offset<G>(x, -m.dx, -m.dy)) {
            ++steps;
            if (m.path == Path::GRASSHOP && steps == 1 && !testBit(occ, x)) break;  // no hurdle right behind s
            if (!testBit(occ, x)) continue;
            if (m.path == Path::RIDE) {
                if (!m.range || steps <= m.range) from |= bit<BB>(x);
                break;
            }
            if (hurdle) {
                from |= bit<BB>(x);
                break;
            }
            hurdle = true;
        }
    }
    return from;
}

}  // namespace hecto
