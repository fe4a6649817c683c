// Is a move, taken from somewhere else (the transposition table, a killer
// slot), legal in this position? Answered without generating the position's
// moves for the common kinds: a piece's or pawn's ordinary move or
// promotion in a game with check rules and plain pieces (rules.h), and
// BigBangChess's moves and drops. Castling, en passant and the other games
// ask the generator, as these moves are rare there or their rules
// (irregular pieces, extinction) make a shortcut unsafe.
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

// May the side to move promote to t now (the game's choices, its limits)?
template <class G> bool promotionAllowed(const Position<G>& pos, PieceType t) {
    PieceType choices[PIECE_TYPE_NB];
    const int n = pos.promotionChoices(pos.sideToMove(), choices);
    return std::find(choices, choices + n, t) != choices + n;
}

// A pawn's push of one or more steps from `from` to `to` onto an empty
// square, two or three only from the game's multi-step regions, passing no
// square of `blocked`.
template <class G> bool pushAllowed(const Position<G>& pos, int from, int to, typename G::BB blocked) {
    using BB = typename G::BB;
    const Rules<G>& r = pos.rules();
    const Color us = pos.sideToMove();
    const int up = us == WHITE ? G::W : -G::W;
    if (G::file(from) != G::file(to) || (pos.pieces() & bit<BB>(to))) return false;
    const int steps = (to - from) / up;
    const BB start = bit<BB>(from);
    if (steps < 1 || steps > 3 || (steps == 2 && !(r.doubleStep[us] & start)) || (steps == 3 && !(r.tripleStep[us] & start)))
        return false;
    for (int s = from + up; s != to; s += up)
        if (blocked & bit<BB>(s)) return false;
    return true;
}

// Games without check rules (BigBangChess): a move of a plain piece is
// legal where its piece may go inside the playable area as it is; a drop
// beside the own king, inside the area as it will be. Pawns promote on the
// area's far edge, and stop there.
template <class G> bool kingCaptureLegal(const Position<G>& pos, Move m) {
    using BB = typename G::BB;
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = pos.rules();
    const Color us = pos.sideToMove(), them = ~us;
    if (!pos.hasKing(us) || !pos.hasKing(them)) return false;  // the game is over
    const int from = m.from(), to = m.to();
    const BB occ = pos.pieces(), target = bit<BB>(to);
    const BB area = pos.areaFor(popcount(occ));
    if (m.kind() == DROP) {
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
    if (t != PAWN) return m.kind() == NORMAL && (r.plainAttacks(t, from, occ) & target);
    const BB promoZone = area & ~(us == WHITE ? G::south(area) : G::north(area));
    if (bool(promoZone & target) != (m.kind() == PROMOTION)) return false;
    if (m.kind() == PROMOTION && !promotionAllowed(pos, m.promotion())) return false;
    if (at.pawn[us][from] & target) return bool(pos.pieces(them) & target);
    // Not through the promotion zone, nor outside the area.
    return pushAllowed(pos, from, to, occ | ~area | promoZone);
}

}  // namespace detail

template <class G> bool isLegal(const Position<G>& pos, Move m) {
    using BB = typename G::BB;
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = pos.rules();
    const Variant& v = pos.variant();
    if (!m || m.from() >= G::SQ || m.to() >= G::SQ) return false;
    if (v.kingCapture && v.pawnPromotesOnAreaEdge && r.plain() && v.extinctionValue == GameValue::NONE &&
        m.kind() != CASTLING && m.kind() != EN_PASSANT)
        return detail::kingCaptureLegal(pos, m);
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
        if (m.kind() == PROMOTION) {
            if (!(r.promoteAny[us] & target) || !detail::promotionAllowed(pos, m.promotion())) return false;
        } else if (r.promoteMust[us] & target) {
            return false;
        }
        if (at.pawn[us][from] & target) {
            if (!(pos.pieces(them) & target)) return false;
        } else if (!detail::pushAllowed(pos, from, to, occ)) {
            return false;
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
