// Legal move generation, for every game of a geometry. Games whose pieces
// are all plain (rules.h: every built-in game) get moves straight from
// checks and pins; games with an irregular piece (a hopper, a one-way or
// lame mover) generate every move and keep those after which the king is
// not attacked; games without check rules (BigBangChess) keep every move
// and drop inside the playable area. The generator hands target sets to a
// sink: one sink lists moves, another only counts them, which gives perft
// its bulk counting at the last ply.
#pragma once

#include "position.h"

namespace hecto {

// The types a pawn may promote to in the position being generated.
struct PromotionChoices {
    const PieceType* types;
    int count;
    PieceType own[PIECE_TYPE_NB];

    template <class G> PromotionChoices(const Position<G>& pos, Color us) {
        if (pos.promotionLimited()) {
            count = pos.promotionChoices(us, own);
            types = own;
        } else {
            types = pos.promotions();
            count = pos.promotionCount();
        }
    }
};

template <class G> struct MoveListSink {
    using BB = typename G::BB;
    MoveList& list;

    void add(int from, BB targets) {
        while (targets) list.push(Move(from, popLsb(targets)));
    }
    // Pawn moves given by their destinations; from = to - delta.
    void addPawnMoves(BB targets, int delta) {
        while (targets) {
            const int to = popLsb(targets);
            list.push(Move(to - delta, to));
        }
    }
    void addPromotions(BB targets, int delta, const PromotionChoices& pc) {
        while (targets) {
            const int to = popLsb(targets);
            for (int i = 0; i < pc.count; ++i) list.push(Move(to - delta, to, PROMOTION, pc.types[i]));
        }
    }
    void addMove(Move m) { list.push(m); }
    void addDrops(BB targets, PieceType t) {
        while (targets) list.push(Move::drop(t, popLsb(targets)));
    }
};

template <class G> struct CountSink {
    using BB = typename G::BB;
    uint64_t count = 0;

    void add(int, BB targets) { count += popcount(targets); }
    void addPawnMoves(BB targets, int) { count += popcount(targets); }
    void addPromotions(BB targets, int, const PromotionChoices& pc) { count += uint64_t(popcount(targets)) * pc.count; }
    void addMove(Move) { ++count; }
    void addDrops(BB targets, PieceType) { count += popcount(targets); }
};

// What to generate. NOISY: captures and promotions (every evasion when in
// check); QUIETS: the other moves (nothing when in check); ALL: both.
enum GenType { NOISY, QUIETS, ALL };

namespace detail {

// Pawn moves onto `targets` by `delta`: promotions where the game allows
// them (noisy), plain moves where a pawn need not promote (a push is quiet,
// a capture noisy).
template <class G, Color Us, class Sink>
[[gnu::always_inline]] inline void pawnMoves(const Rules<G>& r, Sink& sink, typename G::BB targets, int delta, bool promotions, bool plain,
               const PromotionChoices& pc) {
    if (promotions) sink.addPromotions(targets & r.promoteAny[Us], delta, pc);
    if (plain) sink.addPawnMoves(targets & ~r.promoteMust[Us], delta);
}

// Pushes of one, two and three squares of the pawns `free` onto `target`.
template <class G, Color Us, class Sink>
[[gnu::always_inline]] inline void pawnPushes(const Rules<G>& r, Sink& sink, typename G::BB free, typename G::BB empty, typename G::BB target,
                bool noisy, bool quiets, const PromotionChoices& pc) {
    using BB = typename G::BB;
    constexpr int UP = G::template UP<Us>;
    const BB one = G::template up<Us>(free) & empty;
    pawnMoves<G, Us>(r, sink, one & target, UP, noisy, quiets, pc);
    if (!quiets) return;
    const BB two = G::template up<Us>(one & r.multiStepAfterOne[Us]) & empty;
    sink.addPawnMoves(two & r.doubleStepAfterTwo[Us] & target, 2 * UP);
    if (r.tripleStep[Us]) {
        const BB three = G::template up<Us>(two & r.tripleStepAfterTwo[Us]) & empty;
        sink.addPawnMoves(three & target, 3 * UP);
    }
}

// Castling with each rook that keeps its right: both ways empty but for the
// king and the rook, the king's way unattacked (in Chess960 the king may
// also stay, move away from the rook, or swap with it). The king must not
// be in check.
template <class G, Color Us, class Sink> [[gnu::always_inline]] inline void castlingMoves(const Position<G>& pos, Sink& sink, int ksq) {
    using BB = typename G::BB;
    constexpr Color Them = ~Us;
    const BB occ = pos.pieces();
    const auto& st = pos.state();
    for (int i = 0; i < pos.castlingPathCount(Us); ++i) {
        const auto& c = pos.castlingPaths(Us)[i];
        if (!(st.castleRooks & bit<BB>(c.rook)) || (c.mustBeEmpty & occ)) continue;
        bool ok = true;
        for (BB path = c.kingPath; path && ok;) ok = !pos.attacked(popLsb(path), Them, occ);
        // The king's square is judged on the board after castling: the rook
        // that leaves may have shielded it.
        const BB after = (occ ^ bit<BB>(ksq) ^ bit<BB>(c.rook)) | bit<BB>(c.kingTo) | bit<BB>(c.rookTo);
        if (ok && !pos.attacked(c.kingTo, Them, after)) sink.addMove(Move::castle(ksq, c.kingTo, c.rook));
    }
}

template <class G, Color Us, GenType Type, class Sink> void generateLegal(const Position<G>& pos, Sink& sink) {
    using BB = typename G::BB;
    constexpr Color Them = ~Us;
    constexpr int UP = G::template UP<Us>;
    constexpr int LEFT_DELTA = UP - 1, RIGHT_DELTA = UP + 1;
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = pos.rules();

    const BB occ = pos.pieces(), ours = pos.pieces(Us), theirs = pos.pieces(Them);
    const int ksq = pos.kingSquare(Us);
    const BB checkers = pos.attackers(ksq, Them, occ);
    if (Type == QUIETS && checkers) return;
    // Evasions come all at once, whatever the type.
    const bool noisy = Type != QUIETS, quiets = Type != NOISY || checkers;
    const BB kinds = (noisy ? theirs : 0) | (quiets ? ~occ & G::ALL : 0);  // squares moves may go to

    // King steps: sliders see through the king's old square.
    BB kingTargets = r.leap[KING][ksq] & kinds, safe = 0;
    const BB occWithoutKing = occ ^ bit<BB>(ksq);
    while (kingTargets) {
        const int s = popLsb(kingTargets);
        if (!pos.attacked(s, Them, occWithoutKing)) safe |= bit<BB>(s);
    }
    sink.add(ksq, safe);
    if (moreThanOne(checkers)) return;

    // Squares that answer a check: the checker, or a square between it and
    // the king when it slides (a leaper that jumps cannot be blocked).
    BB target = kinds;
    if (checkers) {
        const int c = lsb(checkers);
        target = checkers | (r.slides(typeOf(pos.at(c))) ? at.between[ksq][c] : 0);
    }

    // Pinned pieces may move only between the king and the pinner, or take it.
    BB pinned = 0;
    int pinSquare[16];
    BB pinRay[16];
    int pins = 0;
    BB snipers = (at.orthRays[ksq] & pos.orthSliders(Them)) | (at.diagRays[ksq] & pos.diagSliders(Them));
    while (snipers) {
        const int s = popLsb(snipers);
        const BB blockers = at.between[ksq][s] & occ;
        if (blockers && !moreThanOne(blockers) && (blockers & ours)) {
            pinned |= blockers;
            pinSquare[pins] = lsb(blockers);
            pinRay[pins++] = at.between[ksq][s] | bit<BB>(s);
        }
    }
    auto rayOf = [&](int s) {
        for (int i = 0;; ++i)
            if (pinSquare[i] == s) return pinRay[i];
    };

    for (const PieceType t : pos.officers()) {
        for (BB b = pos.pieces(Us, t) & ~pinned; b;) {
            const int from = popLsb(b);
            sink.add(from, r.plainAttacks(t, from, occ) & target);
        }
    }

    // Pawns not pinned, all at once by shifting the set.
    const PromotionChoices pc(pos, Us);
    const BB pawns = pos.pieces(Us, PAWN);
    const BB free = pawns & ~pinned;
    const BB empty = ~occ & G::ALL;
    // Pushes land on empty squares: in check they must block (target).
    const BB pushTarget = checkers ? target : G::ALL;
    pawnPushes<G, Us>(r, sink, free, empty, pushTarget, noisy, quiets, pc);
    if (noisy) {
        pawnMoves<G, Us>(r, sink, G::template upLeft<Us>(free) & theirs & target, LEFT_DELTA, true, true, pc);
        pawnMoves<G, Us>(r, sink, G::template upRight<Us>(free) & theirs & target, RIGHT_DELTA, true, true, pc);
    }

    // A pinned piece cannot answer a check, so these only matter without one.
    if (!checkers) {
        for (BB b = pinned; b;) {
            const int from = popLsb(b);
            const PieceType t = typeOf(pos.at(from));
            const BB ray = rayOf(from);
            if (t != PAWN) {
                sink.add(from, r.plainAttacks(t, from, occ) & target & ray);
                continue;
            }
            const BB one = bit<BB>(from);
            pawnPushes<G, Us>(r, sink, one, empty, ray, noisy, quiets, pc);
            if (noisy)
                for (BB tb = at.pawn[Us][from] & theirs & ray; tb;) {
                    const int to = popLsb(tb);
                    pawnMoves<G, Us>(r, sink, bit<BB>(to), to - from, true, true, pc);
                }
        }
    }

    // En passant: rare, so each is checked by looking at the board after it.
    const auto& st = pos.state();
    for (BB e = noisy ? st.epSquares : 0; e;) {
        const int to = popLsb(e);
        for (BB b = at.pawn[Them][to] & pawns; b;) {
            const int from = popLsb(b);
            const BB after = (occ ^ bit<BB>(from) ^ bit<BB>(st.epVictim)) | bit<BB>(to);
            if (!(pos.attackers(ksq, Them, after) & ~bit<BB>(st.epVictim))) sink.addMove(Move(from, to, EN_PASSANT));
        }
    }

    if (checkers || Type == NOISY || !(st.castleRooks & ours)) return;
    castlingMoves<G, Us>(pos, sink, ksq);
}

// Every move by the pieces' rules, without looking at the own king's
// safety (but castling, which has rules of its own about attacks): the
// moves of games without check rules, and the candidates of the others.
// In games with an area, moves end inside it and drops land next to the own
// king (a side without a king, or facing none, has lost or won).
template <class G, Color Us, GenType Type, class Sink> void generatePseudo(const Position<G>& pos, Sink& sink) {
    using BB = typename G::BB;
    constexpr Color Them = ~Us;
    constexpr int UP = G::template UP<Us>;
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = pos.rules();
    const Variant& v = pos.variant();
    if (!pos.hasKing(Us) || !pos.hasKing(Them)) return;

    const BB occ = pos.pieces(), theirs = pos.pieces(Them);
    const int count = popcount(occ);
    const BB area = pos.areaFor(count);
    constexpr bool noisy = Type != QUIETS, quiets = Type != NOISY;
    const BB captures = noisy ? theirs & area : BB(0);
    const BB empty = ~occ & area;
    const int ksq = pos.kingSquare(Us);
    const BB targets = captures | (quiets ? empty : BB(0));
    const auto piece = [&](PieceType t, int from) __attribute__((always_inline)) {
        if (!r.irregular(t)) return sink.add(from, r.plainAttacks(t, from, occ) & targets);
        sink.add(from, (r.attacks(Us, t, from, occ) & captures) | (quiets ? r.quietMoves(Us, t, from, occ) & empty : BB(0)));
    };
    piece(KING, ksq);
    for (const PieceType t : pos.officers()) {
        for (BB b = pos.pieces(Us, t); b;) piece(t, popLsb(b));
    }

    // Pawns promote where the game says, or on the area's far edge (as it is
    // before the move); multi-step pushes that promote are noisy.
    const PromotionChoices pc(pos, Us);
    const BB pawns = pos.pieces(Us, PAWN);
    if (v.pawnPromotesOnAreaEdge) {
        const BB promoZone = area & ~(Us == WHITE ? G::south(area) : G::north(area));
        const BB one = G::template up<Us>(pawns) & empty;
        if (noisy) sink.addPromotions(one & promoZone, UP, pc);
        if (quiets) sink.addPawnMoves(one & ~promoZone, UP);
        if (noisy) {
            const BB left = G::template upLeft<Us>(pawns) & theirs & area;
            const BB right = G::template upRight<Us>(pawns) & theirs & area;
            sink.addPawnMoves(left & ~promoZone, UP - 1);
            sink.addPromotions(left & promoZone, UP - 1, pc);
            sink.addPawnMoves(right & ~promoZone, UP + 1);
            sink.addPromotions(right & promoZone, UP + 1, pc);
        }
    } else {
        pawnPushes<G, Us>(r, sink, pawns, empty, G::ALL, noisy, quiets, pc);
        if (noisy) {
            pawnMoves<G, Us>(r, sink, G::template upLeft<Us>(pawns) & captures, UP - 1, true, true, pc);
            pawnMoves<G, Us>(r, sink, G::template upRight<Us>(pawns) & captures, UP + 1, true, true, pc);
        }
    }
    if (noisy)
        for (BB e = pos.state().epSquares & area; e;) {
            const int to = popLsb(e);
            for (BB b = at.pawn[Them][to] & pawns; b;) sink.addMove(Move(popLsb(b), to, EN_PASSANT));
        }

    if (quiets && (pos.state().castleRooks & pos.pieces(Us)) && !pos.attacked(ksq, Them, occ))
        castlingMoves<G, Us>(pos, sink, ksq);

    // Drops land next to the own king (sharing an edge), inside the area as
    // it is after the drop: one more piece may open the next ring.
    if (!quiets || !v.drops()) return;
    const BB king = bit<BB>(ksq);
    const BB next = (G::north(king) | G::south(king) | ((king & G::NOT_FIRST_FILE) >> 1) |
                     ((king & G::NOT_LAST_FILE) << 1)) & ~occ & pos.areaFor(count + 1);
    if (!next) return;
    for (const PieceType t : pos.handTypes()) {
        if (pos.mayDrop(Us, t)) sink.addDrops(next, t);
    }
}

// Is the king of the side to move safe after the (pseudo-legal, not
// castling) move m? Judged on the board after it: the occupancy changed,
// the captured piece gone.
template <class G> bool kingSafeAfter(const Position<G>& pos, Move m) {
    using BB = typename G::BB;
    const Color us = pos.sideToMove();
    const int from = m.from(), to = m.to();
    BB occ = pos.pieces(), removed = 0;
    int ksq = pos.kingSquare(us);
    if (m.kind() == DROP) {
        occ |= bit<BB>(to);
    } else {
        const int capSq = m.kind() == EN_PASSANT ? pos.state().epVictim : to;
        removed = bit<BB>(capSq);
        occ = (occ ^ bit<BB>(from) ^ (m.kind() == EN_PASSANT ? removed : BB(0))) | bit<BB>(to);
        if (from == ksq) ksq = to;
    }
    return !(pos.attackers(ksq, ~us, occ) & ~removed);
}

// Games with an irregular piece: the candidates that keep the king safe.
template <class G, Color Us, GenType Type, class Sink> void generateChecked(const Position<G>& pos, Sink& sink) {
    const bool inCheck = pos.inCheck();
    if (Type == QUIETS && inCheck) return;
    MoveList list;
    MoveListSink<G> candidates{list};
    if (inCheck) generatePseudo<G, Us, ALL>(pos, candidates);  // evasions come all at once
    else generatePseudo<G, Us, Type>(pos, candidates);
    for (Move m : list)
        if (m.kind() == CASTLING || kingSafeAfter(pos, m)) sink.addMove(m);
}

template <class G, GenType Type, class Sink> void generate(const Position<G>& pos, Sink& sink) {
    const Variant& v = pos.variant();
    if (v.extinctionValue != GameValue::NONE) {
        GameValue result;
        if (pos.immediateEnd(result)) return;
    }
    const bool white = pos.sideToMove() == WHITE;
    if (v.kingCapture) {
        if (white) generatePseudo<G, WHITE, Type>(pos, sink);
        else generatePseudo<G, BLACK, Type>(pos, sink);
    } else if (pos.rules().plain()) {
        if (white) generateLegal<G, WHITE, Type>(pos, sink);
        else generateLegal<G, BLACK, Type>(pos, sink);
    } else {
        if (white) generateChecked<G, WHITE, Type>(pos, sink);
        else generateChecked<G, BLACK, Type>(pos, sink);
    }
}

}  // namespace detail

template <class G, class Sink> void generateLegal(const Position<G>& pos, Sink& sink) {
    detail::generate<G, ALL>(pos, sink);
}

// Appends the legal moves of one type to `list`.
template <GenType Type, class G> void generateMoves(const Position<G>& pos, MoveList& list) {
    MoveListSink<G> sink{list};
    detail::generate<G, Type>(pos, sink);
}

// Captures and promotions; every evasion when in check (with check rules).
template <class G> void noisyMoves(const Position<G>& pos, MoveList& list) {
    list.size = 0;
    generateMoves<NOISY>(pos, list);
}

template <class G> void legalMoves(const Position<G>& pos, MoveList& list) {
    list.size = 0;
    MoveListSink<G> sink{list};
    generateLegal(pos, sink);
}

template <class G> uint64_t countLegalMoves(const Position<G>& pos) {
    CountSink<G> sink;
    generateLegal(pos, sink);
    return sink.count;
}

}  // namespace hecto
