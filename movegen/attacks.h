// Attack tables of one geometry, built once at start-up from the piece data
// in piece.h: leaps per type and square, pawn captures, slider lookups, and
// the squares between / along two aligned squares.
#pragma once

#include "piece.h"
#include "slider.h"

namespace hecto {

template <class G> struct AttackTables {
    using BB = typename G::BB;

    BB leap[PIECE_TYPE_NB][G::SQ] = {};
    BB pawn[2][G::SQ] = {};     // squares a pawn of that colour attacks
    BB between[G::SQ][G::SQ] = {};  // strictly between two aligned squares
    BB line[G::SQ][G::SQ] = {};     // the whole line through two aligned squares
    BB orthRays[G::SQ] = {}, diagRays[G::SQ] = {};  // on an empty board
    Sliders<G> sliders;

    AttackTables() {
        for (int s = 0; s < G::SQ; ++s) {
            const int f = G::file(s), r = G::rank(s);
            for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
                for (int i = 0; i < MOVEMENT[t].leapCount; ++i) {
                    const Leap l = MOVEMENT[t].leaps[i];
                    for (int sx : {-1, 1})
                        for (int sy : {-1, 1})
                            for (bool swap : {false, true}) {
                                const int dx = sx * (swap ? l.dy : l.dx), dy = sy * (swap ? l.dx : l.dy);
                                if (G::onBoard(f + dx, r + dy)) leap[t][s] |= bit<BB>(G::square(f + dx, r + dy));
                            }
                }
            for (int dx : {-1, 1}) {
                if (G::onBoard(f + dx, r + 1)) pawn[WHITE][s] |= bit<BB>(G::square(f + dx, r + 1));
                if (G::onBoard(f + dx, r - 1)) pawn[BLACK][s] |= bit<BB>(G::square(f + dx, r - 1));
            }
            orthRays[s] = Sliders<G>::slowOrth(s, 0);
            diagRays[s] = Sliders<G>::slowDiag(s, 0);
        }
        for (int a = 0; a < G::SQ; ++a)
            for (int b = 0; b < G::SQ; ++b) {
                const BB bb = bit<BB>(b);
                if (a == b) continue;
                if (orthRays[a] & bb) {
                    between[a][b] = Sliders<G>::slowOrth(a, bb) & Sliders<G>::slowOrth(b, bit<BB>(a));
                    line[a][b] = (orthRays[a] & orthRays[b]) | bit<BB>(a) | bb;
                } else if (diagRays[a] & bb) {
                    between[a][b] = Sliders<G>::slowDiag(a, bb) & Sliders<G>::slowDiag(b, bit<BB>(a));
                    line[a][b] = (diagRays[a] & diagRays[b]) | bit<BB>(a) | bb;
                }
            }
    }

    BB orth(int s, BB occ) const { return sliders.orth(s, occ); }
    BB diag(int s, BB occ) const { return sliders.diag(s, occ); }

    // Attacks of a piece type (not the pawn) on `s` with occupancy `occ`.
    BB of(PieceType t, int s, BB occ) const {
        BB a = leap[t][s];
        if (slidesOrth(t)) a |= orth(s, occ);
        if (slidesDiag(t)) a |= diag(s, occ);
        return a;
    }
};

// One instance per geometry, built during static initialisation.
template <class G> inline const AttackTables<G> ATTACKS{};

}  // namespace hecto
