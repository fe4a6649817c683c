// A game's rules as tables of its board, built once when the game is
// registered and shared by every position of it: each piece type's moves
// from every square, and the pawns' regions as bitboards.
//
// A type whose moves are leaps taken alike in all eight directions plus,
// perhaps, whole rook or bishop lines (every piece of the built-in games)
// is 'plain': the generator's fast path knows pins and checks for those.
// Any other movement (a direction or modality of its own, a range, a
// hopper, a lame leaper) is 'irregular' and goes through generic code; a
// game with an irregular piece has its moves tested one by one.
#pragma once

#include <memory>
#include <vector>

#include "attacks.h"
#include "boards.h"
#include "variant.h"

namespace hecto {

template <class G> class Rules {
public:
    using BB = typename G::BB;

    explicit Rules(const Variant& v);

    // Plain types: their leaps (moves and captures alike) and slides.
    BB leap[PIECE_TYPE_NB][G::SQ] = {};
    unsigned orthTypes = 0, diagTypes = 0;  // masks of 1 << type
    unsigned irregularTypes = 0;
    bool plain() const { return irregularTypes == 0; }

    bool slidesOrth(PieceType t) const { return orthTypes >> t & 1; }
    bool slidesDiag(PieceType t) const { return diagTypes >> t & 1; }
    bool slides(PieceType t) const { return (orthTypes | diagTypes) >> t & 1; }
    bool irregular(PieceType t) const { return irregularTypes >> t & 1; }

    // Squares a piece of colour c and type t (not the pawn) on s attacks
    // (could capture on), and the empty squares it may move to.
    BB attacks(Color c, PieceType t, int s, BB occ) const {
        if (!irregular(t)) return plainAttacks(t, s, occ);
        return irregularWalk<true>(c, t, s, occ);
    }
    BB quietMoves(Color c, PieceType t, int s, BB occ) const {
        if (!irregular(t)) return plainAttacks(t, s, occ) & ~occ;
        return irregularWalk<false>(c, t, s, occ);
    }
    BB plainAttacks(PieceType t, int s, BB occ) const {
        const AttackTables<G>& at = ATTACKS<G>;
        BB a = leap[t][s];
        if (slidesOrth(t)) a |= at.orth(s, occ);
        if (slidesDiag(t)) a |= at.diag(s, occ);
        return a;
    }
    // Squares holding a piece of type t (irregular) and colour c that would
    // attack s, were one there: the candidates, given occupancy occ.
    BB irregularAttackersOf(Color c, PieceType t, int s, BB occ) const;

    // Pawns of colour c on these squares may step twice / three times; the
    // same regions moved up one or two ranks, for the generator's shifts.
    BB doubleStep[2] = {}, tripleStep[2] = {};
    BB multiStepAfterOne[2] = {}, doubleStepAfterTwo[2] = {}, tripleStepAfterTwo[2] = {};
    // A pawn moving onto promoteAny may promote; onto promoteMust it must
    // (the whole region, or only the last rank if promotion is optional
    // there, where the pawn could not move on).
    BB promoteAny[2] = {}, promoteMust[2] = {};
    BB enPassantRegion = 0;

private:
    template <bool Capture> BB irregularWalk(Color c, PieceType t, int s, BB occ) const;

    // Irregular types: leaps that need nothing on the way, by modality, and
    // reversed (the squares a capture leap onto s comes from); the rest of
    // their atoms (riders, hoppers, lame and jumping leaps) are walked.
    struct Irregular {
        BB quietLeap[2][PIECE_TYPE_NB][G::SQ] = {};
        BB captureLeap[2][PIECE_TYPE_NB][G::SQ] = {};
        BB captureFrom[2][PIECE_TYPE_NB][G::SQ] = {};
        std::vector<Atom> walked[2][PIECE_TYPE_NB];  // already turned for Black
    };
    std::unique_ptr<Irregular> irr_;
};

// The rules of game v, built for board G when v was registered.
template <class G> const Rules<G>& rulesOf(const Variant& v) { return *static_cast<const Rules<G>*>(v.rules.get()); }

// Is a type plain, as defined above?
bool plainMovement(const Movement& m);

}  // namespace hecto

#include "rules_impl.h"

namespace hecto {
#define HECTO_EXTERN_RULES(W, H) extern template class Rules<Geometry<W, H>>;
HECTO_BOARDS(HECTO_EXTERN_RULES)
#undef HECTO_EXTERN_RULES
}  // namespace hecto
