// Attack tables of one geometry, built once at start-up: a king's steps,
// pawn captures, slider lookups, and the squares between / along two
// aligned squares. The pieces of a game have their own tables (rules.h).
#pragma once

#include "piece.h"
#include "slider.h"

namespace hecto {

template <class G> struct AttackTables {
    using BB = typename G::BB;

    BB king[G::SQ] = {};        // the squares next to each (a king's step)
    BB pawn[2][G::SQ] = {};     // squares a pawn of that colour attacks
    BB between[G::SQ][G::SQ] = {};  // strictly between two aligned squares
    BB line[G::SQ][G::SQ] = {};     // the whole line through two aligned squares
    BB orthRays[G::SQ] = {}, diagRays[G::SQ] = {};  // on an empty board
    Sliders<G> sliders;

    AttackTables() {
        for (int s = 0; s < G::SQ; ++s) {
            const int f = G::file(s), r = G::rank(s);
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy)
                    if ((dx || dy) && G::onBoard(f + dx, r + dy)) king[s] |= bit<BB>(G::square(f + dx, r + dy));
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
};

// One instance per geometry, built during static initialisation.
template <class G> inline const AttackTables<G> ATTACKS{};

}  // namespace hecto
