// Is a move, taken from somewhere else (the transposition table, a killer
// slot), legal in this position? Answered without generating the position's
// moves for the common kinds: a piece's or pawn's ordinary move or
// promotion in a game with check rules and plain pieces (rules.h).
// Castling, en passant, drops and the other games ask the generator, as
// these moves are rare there or their rules (the playable area, irregular
// pieces, extinction) make a shortcut unsafe.
#pragma once

#include <algorithm>

#include "movegen.h"

namespace hecto {

namespace detail {

template <class G> bool listed(const Position<G>& pos, Move m) {
    MoveList list;
    legalMoves(pos, list);
    return std::find(list.begin(), list.end(), m) != list.end();
}

}  // namespace detail

template <class G> bool isLegal(const Position<G>& pos, Move m) {
    using BB = typename G::BB;
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = pos.rules();
    const Variant& v = pos.variant();
    if (!m || m.from() >= G::SQ || m.to() >= G::SQ) return false;
    if (m.kind() == CASTLING || m.kind() == EN_PASSANT || m.kind() == DROP || v.kingCapture || !r.plain() ||
        v.extinctionValue != GameValue::NONE)
        return detail::listed(pos, m);

    const Color us = pos.sideToMove(), them = ~us;
    const int from = m.from(), to = m.to();
    const Piece pc = pos.at(from);
    if (!pc || colorOf(pc) != us || from == to || (pos.pieces(us) & bit<BB>(to)) || (m.aux() && m.kind() != PROMOTION))
        return false;
    const BB occ = pos.pieces(), target = bit<BB>(to);
    const PieceType t = typeOf(pc);

    if (t == PAWN) {
        const int up = us == WHITE ? G::W : -G::W;
        if (m.kind() == PROMOTION) {
            if (!(r.promoteAny[us] & target)) return false;
            PieceType choices[PIECE_TYPE_NB];
            const int n = pos.promotionChoices(us, choices);
            bool allowed = false;
            for (int i = 0; i < n; ++i) allowed |= choices[i] == m.promotion();
            if (!allowed) return false;
        } else if (r.promoteMust[us] & target) {
            return false;
        }
        if (at.pawn[us][from] & target) {
            if (!(pos.pieces(them) & target)) return false;
        } else {
            // A push of one or more steps, from the start rank for more.
            if (G::file(from) != G::file(to) || (occ & target)) return false;
            const int steps = (to - from) / up;
            const BB start = bit<BB>(from);
            if (steps < 1 || steps > 3 || (steps == 2 && !(r.doubleStep[us] & start)) ||
                (steps == 3 && !(r.tripleStep[us] & start)))
                return false;
            for (int s = from + up; s != to; s += up)
                if (occ & bit<BB>(s)) return false;
        }
    } else {
        if (m.kind() != NORMAL || !(r.plainAttacks(t, from, occ) & target)) return false;
        if (t == KING) return !(pos.attackers(to, them, occ ^ bit<BB>(from)) & ~target);
    }
    // The king stays where it is: legal if nothing attacks it on the board
    // after the move, the piece taken aside.
    return !(pos.attackers(pos.kingSquare(us), them, (occ ^ bit<BB>(from)) | target) & ~target);
}

}  // namespace hecto
