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
        // Walking each of the eight directions from every square, rather
        // than sliding for every pair: a 16x16 board has 65536 pairs.
        constexpr int DIRECTIONS[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
        for (int a = 0; a < G::SQ; ++a) {
            const int f = G::file(a), r = G::rank(a);
            for (const auto& [dx, dy] : DIRECTIONS) {
                BB whole = bit<BB>(a);
                for (int k = 1; G::onBoard(f + k * dx, r + k * dy); ++k) whole |= bit<BB>(G::square(f + k * dx, r + k * dy));
                for (int k = 1; G::onBoard(f - k * dx, r - k * dy); ++k) whole |= bit<BB>(G::square(f - k * dx, r - k * dy));
                BB passed = 0;
                for (int k = 1; G::onBoard(f + k * dx, r + k * dy); ++k) {
                    const int b = G::square(f + k * dx, r + k * dy);
                    between[a][b] = passed;
                    line[a][b] = whole;
                    passed |= bit<BB>(b);
                }
            }
        }
    }

    BB orth(int s, BB occ) const { return sliders.orth(s, occ); }
    BB diag(int s, BB occ) const { return sliders.diag(s, occ); }
};

// One instance per geometry, built during static initialisation.
template <class G> inline const AttackTables<G> ATTACKS{};

}  // namespace hecto
