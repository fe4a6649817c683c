// Does a move attack the enemy king once played? Answered from the attack
// tables before the move is made, so that the search can spare checking
// moves from pruning. In games without check rules (BigBangChess) it tells
// whether the move threatens to take the king.
#pragma once

#include "position.h"

namespace hecto {

// `m` must be a legal move of `pos`.
template <class G> bool givesCheck(const Position<G>& pos, Move m) {
    using BB = typename G::BB;
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = pos.rules();
    const Color us = pos.sideToMove(), them = ~us;
    if (!pos.hasKing(them)) return false;
    const int ksq = pos.kingSquare(them);
    const int from = m.from(), to = m.to();

    // The board after the move: where the moving piece (or, castling, the
    // rook) stands, and the occupancy sliders see.
    PieceType moved = m.kind() == DROP ? m.dropped() : typeOf(pos.at(from));
    int lands = to;
    BB occ = pos.pieces();
    BB ours = pos.pieces(us);
    switch (m.kind()) {
        case DROP:
            occ |= bit<BB>(to);
            break;
        case CASTLING: {
            const int rfrom = m.rookFrom(), rto = to + (from < to ? -1 : 1);
            occ = (occ ^ bit<BB>(from) ^ bit<BB>(rfrom)) | bit<BB>(to) | bit<BB>(rto);
            ours = (ours ^ bit<BB>(from) ^ bit<BB>(rfrom)) | bit<BB>(to) | bit<BB>(rto);
            // The king gives no check; the rook may, and the king's old
            // square may uncover one.
            moved = typeOf(pos.at(rfrom));
            lands = rto;
            break;
        }
        case EN_PASSANT:
            occ = (occ ^ bit<BB>(from) ^ bit<BB>(pos.state().epVictim)) | bit<BB>(to);
            break;
        case PROMOTION:
            moved = m.promotion();
            [[fallthrough]];
        case NORMAL:
            occ = (occ ^ bit<BB>(from)) | bit<BB>(to);
            break;
    }
    if (m.kind() != CASTLING && m.kind() != DROP) ours = (ours ^ bit<BB>(from)) | bit<BB>(to);
    // A shrinking area (BigBangChess) takes what stands outside it, the
    // enemy king included, in which case the game is won, not a check.
    if (pos.variant().kingCapture) {
        if (to == ksq) return false;  // takes the king
        for (BB out; (out = occ & ~pos.areaFor(popcount(occ)));) occ &= ~out;
        const int ourKing = m.kind() != DROP && typeOf(pos.at(from)) == KING ? to : pos.kingSquare(us);
        if (!(occ & bit<BB>(ksq)) || !(occ & bit<BB>(ourKing))) return false;  // the game is over
        if (!(occ & bit<BB>(lands))) lands = -1;  // the moved piece was taken too
        ours &= occ;
    }

    // Direct: the piece where it lands (a plain piece's leaps are symmetric,
    // so it attacks the king if the king's square attacks it; an irregular
    // one is asked where it attacks).
    const BB landed = lands >= 0 ? bit<BB>(lands) : BB(0);
    const bool direct = moved == PAWN            ? bool(at.pawn[them][ksq] & landed)
                        : !r.irregular(moved)    ? bool(r.plainAttacks(moved, ksq, occ) & landed)
                        : lands >= 0 && bool(r.attacks(us, moved, lands, occ) & bit<BB>(ksq));
    if (direct) return true;
    // Discovered: a slider of ours, the moved piece aside, that now sees
    // the king. With check rules the king was not attacked before the move,
    // so no leaper or pawn can attack it after; without them it may have
    // been, and every piece counts.
    const BB others = ours & ~landed;
    if (pos.variant().kingCapture || !r.plain()) return bool(pos.attackers(ksq, us, occ) & others);
    return (at.orth(ksq, occ) & pos.orthSliders(us) & others) || (at.diag(ksq, occ) & pos.diagSliders(us) & others);
}

// givesCheck for the many moves of one position: what the enemy king is
// exposed to is worked out once (the squares each piece type would check
// it from, and our pieces that stand alone between it and one of our
// sliders), so that most moves are answered by two table lookups; the
// rare kinds and captures that shrink an area go to givesCheck.
template <class G> class CheckProbe {
    using BB = typename G::BB;

public:
    explicit CheckProbe(const Position<G>& pos) : pos_(pos) {
        const AttackTables<G>& at = ATTACKS<G>;
        const Color us = pos.sideToMove(), them = ~us;
        const Rules<G>& r = pos.rules();
        // Irregular pieces' checks are not symmetric: each move is asked.
        if (!pos.hasKing(them) || !pos.hasKing(us) || !r.plain()) return;
        const int ksq = pos.kingSquare(them);
        const BB occ = pos.pieces();
        // Without check rules the king may be attacked already.
        if (pos.variant().kingCapture && pos.attackers(ksq, us, occ)) return;
        checks_[PAWN] = at.pawn[them][ksq];
        checks_[KING] = at.king[ksq];  // a king's threat counts where kings can be taken
        for (const PieceType t : pos.officers()) {
            checks_[t] = r.plainAttacks(t, ksq, occ);
        }
        BB snipers = (at.orthRays[ksq] & pos.orthSliders(us)) | (at.diagRays[ksq] & pos.diagSliders(us));
        while (snipers) {
            const BB between = at.between[ksq][popLsb(snipers)] & occ;
            if (between && !moreThanOne(between)) discoverers_ |= between & pos.pieces(us);
        }
        contracting_ = pos.variant().kingCapture && !pos.variant().areas.empty();
        fast_ = true;
    }

    bool gives(Move m) const {
        if (!fast_) return givesCheck(pos_, m);
        const MoveKind kind = m.kind();
        if (kind == CASTLING || kind == EN_PASSANT || kind == PROMOTION || (discoverers_ & bit<BB>(m.from())) ||
            (contracting_ && kind != DROP && pos_.at(m.to())))
            return givesCheck(pos_, m);
        const PieceType t = kind == DROP ? m.dropped() : typeOf(pos_.at(m.from()));
        return bool(checks_[t] & bit<BB>(m.to()));
    }

private:
    const Position<G>& pos_;
    BB checks_[PIECE_TYPE_NB] = {};
    BB discoverers_ = 0;
    bool contracting_ = false, fast_ = false;
};

}  // namespace hecto
