// Is a move, taken from somewhere else (the transposition table, a killer
// slot), legal in this position? Answered without generating the position's
// moves for the common kinds: a piece's or pawn's ordinary move or
// promotion in a game with check rules. Castling, en passant, drops and
// games without check rules ask the generator, as these moves are rare
// there or the rules (the playable area) make a shortcut unsafe.
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
    if (!m || m.from() >= G::SQ || m.to() >= G::SQ) return false;
    if (m.kind() == CASTLING || m.kind() == EN_PASSANT || m.kind() == DROP || pos.variant().kingCapture)
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
        const int lastRank = us == WHITE ? G::H - 1 : 0;
        if ((G::rank(to) == lastRank) != (m.kind() == PROMOTION)) return false;
        if (m.kind() == PROMOTION) {
            bool allowed = false;
            for (int i = 0; i < pos.promotionCount(); ++i) allowed |= pos.promotions()[i] == m.promotion();
            if (!allowed) return false;
        }
        if (at.pawn[us][from] & target) {
            if (!(pos.pieces(them) & target)) return false;
        } else {
            // A push of one or more steps, from the start rank for more.
            if (G::file(from) != G::file(to) || (occ & target)) return false;
            const int steps = (to - from) / up;
            const int startRank = us == WHITE ? pos.variant().pawnStartRank : G::H - 1 - pos.variant().pawnStartRank;
            if (steps < 1 || steps > pos.variant().pawnMaxSteps || (steps > 1 && G::rank(from) != startRank))
                return false;
            for (int s = from + up; s != to; s += up)
                if (occ & bit<BB>(s)) return false;
        }
    } else {
        if (m.kind() != NORMAL || !(at.of(t, from, occ) & target)) return false;
        if (t == KING) return !(pos.attackers(to, them, occ ^ bit<BB>(from)) & ~target);
    }
    // The king stays where it is: legal if nothing attacks it on the board
    // after the move, the piece taken aside.
    return !(pos.attackers(pos.kingSquare(us), them, (occ ^ bit<BB>(from)) | target) & ~target);
}

}  // namespace hecto
