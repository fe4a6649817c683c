// Is a move, taken from somewhere else (the transposition table, a killer
// slot), legal in this position? Answered without generating the position's
// moves, but for castling and en passant (rare there), which ask the
// generator.
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
    if (m.kind() == CASTLING || m.kind() == EN_PASSANT) return detail::listed(pos, m);
    const Variant& v = pos.variant();
    const bool kingCapture = v.kingCapture;
    const Color us = pos.sideToMove(), them = ~us;
    if (kingCapture && (!pos.hasKing(us) || !pos.hasKing(them))) return false;  // the game is over
    const int from = m.from(), to = m.to();
    const BB occ = pos.pieces(), target = bit<BB>(to);
    // Without check rules moves end inside the playable area.
    const BB area = kingCapture ? pos.areaFor(popcount(occ)) : G::ALL;

    if (m.kind() == DROP) {
        // Next to the own king (sharing an edge), inside the area as it is
        // after the drop; the hand and the drop order allow it.
        if (!kingCapture) return detail::listed(pos, m);
        const PieceType t = m.dropped();
        if (t < PAWN || t >= KING || !pos.mayDrop(us, t) || (occ & target)) return false;
        const BB king = pos.pieces(us, KING);
        const BB beside = G::north(king) | G::south(king) | ((king & G::NOT_FIRST_FILE) >> 1) | ((king & G::NOT_LAST_FILE) << 1);
        return bool(beside & target & pos.areaFor(popcount(occ) + 1));
    }

    const Piece pc = pos.at(from);
    if (!pc || colorOf(pc) != us || from == to || (pos.pieces(us) & target) || !(area & target) ||
        (m.aux() && m.kind() != PROMOTION))
        return false;
    const PieceType t = typeOf(pc);

    if (t == PAWN) {
        const int up = us == WHITE ? G::W : -G::W;
        const BB promoZone = kingCapture && v.pawnPromotesOnAreaEdge
                                 ? area & ~(us == WHITE ? G::south(area) : G::north(area))
                                 : G::rankMask(us == WHITE ? G::H - 1 : 0);
        if (bool(promoZone & target) != (m.kind() == PROMOTION)) return false;
        if (m.kind() == PROMOTION) {
            bool allowed = false;
            for (int i = 0; i < pos.promotionCount(); ++i) allowed |= pos.promotions()[i] == m.promotion();
            if (!allowed) return false;
        }
        if (at.pawn[us][from] & target) {
            if (!(pos.pieces(them) & target)) return false;
        } else {
            // A push of one or more steps over empty squares of the area,
            // from the start rank for more, not through the promotion zone.
            if (G::file(from) != G::file(to) || (occ & target)) return false;
            const int steps = (to - from) / up;
            const int startRank = us == WHITE ? v.pawnStartRank : G::H - 1 - v.pawnStartRank;
            if (steps < 1 || steps > v.pawnMaxSteps || (steps > 1 && G::rank(from) != startRank)) return false;
            for (int s = from + up; s != to; s += up)
                if ((occ & bit<BB>(s)) || !(area & bit<BB>(s)) || (promoZone & bit<BB>(s))) return false;
        }
    } else {
        if (m.kind() != NORMAL || !(at.of(t, from, occ) & target)) return false;
        if (kingCapture) return true;
        if (t == KING) return !(pos.attackers(to, them, occ ^ bit<BB>(from)) & ~target);
    }
    if (kingCapture) return true;
    // The king stays where it is: legal if nothing attacks it on the board
    // after the move, the piece taken aside.
    return !(pos.attackers(pos.kingSquare(us), them, (occ ^ bit<BB>(from)) | target) & ~target);
}

}  // namespace hecto
