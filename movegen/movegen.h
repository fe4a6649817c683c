// Legal move generation from checks and pins, for every game of a geometry;
// for games without check rules (BigBangChess) every move and drop inside
// the playable area. The generator hands target sets to a sink: one sink
// lists moves, another only counts them, which gives perft its bulk
// counting at the last ply.
#pragma once

#include "position.h"

namespace hecto {

template <class G> struct MoveListSink {
    using BB = typename G::BB;
    MoveList& list;
    const Position<G>& pos;

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
    void addPromotions(BB targets, int delta) {
        while (targets) {
            const int to = popLsb(targets);
            for (int i = 0; i < pos.promotionCount(); ++i)
                list.push(Move(to - delta, to, PROMOTION, pos.promotions()[i]));
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
    int promotionCount;

    void add(int, BB targets) { count += popcount(targets); }
    void addPawnMoves(BB targets, int) { count += popcount(targets); }
    void addPromotions(BB targets, int) { count += uint64_t(popcount(targets)) * promotionCount; }
    void addMove(Move) { ++count; }
    void addDrops(BB targets, PieceType) { count += popcount(targets); }
};

// What to generate. NOISY: captures and promotions (every evasion when in
// check); QUIETS: the other moves (nothing when in check); ALL: both.
enum GenType { NOISY, QUIETS, ALL };

namespace detail {

template <class G, Color Us, GenType Type, class Sink> void generateLegal(const Position<G>& pos, Sink& sink) {
    using BB = typename G::BB;
    constexpr Color Them = ~Us;
    constexpr int UP = G::template UP<Us>;
    constexpr int LEFT_DELTA = UP - 1, RIGHT_DELTA = UP + 1;
    const AttackTables<G>& at = ATTACKS<G>;
    const Variant& v = pos.variant();

    const BB occ = pos.pieces(), ours = pos.pieces(Us), theirs = pos.pieces(Them);
    const int ksq = pos.kingSquare(Us);
    const BB checkers = pos.attackers(ksq, Them, occ);
    if (Type == QUIETS && checkers) return;
    // Evasions come all at once, whatever the type.
    const bool noisy = Type != QUIETS, quiets = Type != NOISY || checkers;
    const BB kinds = (noisy ? theirs : 0) | (quiets ? ~occ & G::ALL : 0);  // squares moves may go to

    // King steps: sliders see through the king's old square.
    BB kingTargets = at.leap[KING][ksq] & kinds, safe = 0;
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
        target = checkers | (isSlider(typeOf(pos.at(c))) ? at.between[ksq][c] : 0);
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

    for (int i = 0; i < pos.officerCount(); ++i) {
        const PieceType t = pos.officers()[i];
        for (BB b = pos.pieces(Us, t) & ~pinned; b;) {
            const int from = popLsb(b);
            sink.add(from, at.of(t, from, occ) & target);
        }
    }

    // Pawns not pinned, all at once by shifting the set.
    const BB pawns = pos.pieces(Us, PAWN);
    const BB free = pawns & ~pinned;
    const BB empty = ~occ & G::ALL;
    const BB lastRank = G::rankMask(Us == WHITE ? G::H - 1 : 0);
    // Pushes land on empty squares: in check they must block (target).
    const BB pushTarget = checkers ? target : G::ALL;
    const BB one = G::template up<Us>(free) & empty;
    if (noisy) sink.addPromotions(one & pushTarget & lastRank, UP);
    if (quiets) {
        sink.addPawnMoves(one & pushTarget & ~lastRank, UP);
        BB multi = one & G::rankMask(Us == WHITE ? v.pawnStartRank + 1 : G::H - 2 - v.pawnStartRank);
        for (int steps = 2; steps <= v.pawnMaxSteps; ++steps) {
            multi = G::template up<Us>(multi) & empty;
            sink.addPawnMoves(multi & pushTarget, steps * UP);
        }
    }
    if (noisy) {
        const BB left = G::template upLeft<Us>(free) & theirs & target;
        const BB right = G::template upRight<Us>(free) & theirs & target;
        sink.addPawnMoves(left & ~lastRank, LEFT_DELTA);
        sink.addPromotions(left & lastRank, LEFT_DELTA);
        sink.addPawnMoves(right & ~lastRank, RIGHT_DELTA);
        sink.addPromotions(right & lastRank, RIGHT_DELTA);
    }

    // A pinned piece cannot answer a check, so these only matter without one.
    if (!checkers) {
        for (BB b = pinned; b;) {
            const int from = popLsb(b);
            const PieceType t = typeOf(pos.at(from));
            const BB ray = rayOf(from);
            if (t != PAWN) {
                sink.add(from, at.of(t, from, occ) & target & ray);
                continue;
            }
            BB pawnTargets = noisy ? at.pawn[Us][from] & theirs : 0;
            BB step = G::template up<Us>(bit<BB>(from)) & empty;
            pawnTargets |= step & ((quiets ? ~lastRank : 0) | (noisy ? lastRank : 0));
            if (quiets && (step & G::rankMask(Us == WHITE ? v.pawnStartRank + 1 : G::H - 2 - v.pawnStartRank)))
                for (int steps = 2; steps <= v.pawnMaxSteps && step; ++steps)
                    pawnTargets |= step = G::template up<Us>(step) & empty;
            pawnTargets &= ray;
            for (BB tb = pawnTargets; tb;) {
                const int to = popLsb(tb);
                if (lastRank & bit<BB>(to)) sink.addPromotions(bit<BB>(to), to - from);
                else sink.addPawnMoves(bit<BB>(to), to - from);
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
    // Each rook with its right: both ways empty but for the king and the
    // rook, the king's way unattacked (in Chess960 the king may also stay,
    // move away from the rook, or swap with it).
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

// Without check rules every move that ends inside the playable area is
// legal, and so is every drop the hand and the drop order allow next to the
// own king; a side without a king, or facing none, has lost or won.
template <class G, Color Us, GenType Type, class Sink> void generateKingCapture(const Position<G>& pos, Sink& sink) {
    using BB = typename G::BB;
    constexpr Color Them = ~Us;
    constexpr int UP = G::template UP<Us>;
    const AttackTables<G>& at = ATTACKS<G>;
    const Variant& v = pos.variant();
    if (!pos.hasKing(Us) || !pos.hasKing(Them)) return;

    const BB occ = pos.pieces(), theirs = pos.pieces(Them);
    const int count = popcount(occ);
    const BB area = pos.areaFor(count);
    constexpr bool noisy = Type != QUIETS, quiets = Type != NOISY;
    const BB target = ((noisy ? theirs : 0) | (quiets ? ~occ : 0)) & area;
    const int ksq = pos.kingSquare(Us);
    sink.add(ksq, at.leap[KING][ksq] & target);
    for (int i = 0; i < pos.officerCount(); ++i) {
        const PieceType t = pos.officers()[i];
        for (BB b = pos.pieces(Us, t); b;) {
            const int from = popLsb(b);
            sink.add(from, at.of(t, from, occ) & target);
        }
    }

    // Pawns promote on the area's far edge (as it is before the move), or on
    // the board's last rank, as the variant says.
    const BB pawns = pos.pieces(Us, PAWN);
    const BB empty = ~occ & area;
    const BB promoZone = v.pawnPromotesOnAreaEdge ? area & ~(Us == WHITE ? G::south(area) : G::north(area))
                                                  : G::rankMask(Us == WHITE ? G::H - 1 : 0);
    const BB one = G::template up<Us>(pawns) & empty;
    if (noisy) sink.addPromotions(one & promoZone, UP);
    if (quiets) {
        sink.addPawnMoves(one & ~promoZone, UP);
        BB multi = one & G::rankMask(Us == WHITE ? v.pawnStartRank + 1 : G::H - 2 - v.pawnStartRank) & ~promoZone;
        for (int steps = 2; steps <= v.pawnMaxSteps; ++steps) {
            multi = G::template up<Us>(multi) & empty;
            sink.addPawnMoves(multi & ~promoZone, steps * UP);
            if (noisy) sink.addPromotions(multi & promoZone, steps * UP);
            multi &= ~promoZone;
        }
    } else {
        // Multi-step pushes that promote are noisy.
        BB multi = one & G::rankMask(Us == WHITE ? v.pawnStartRank + 1 : G::H - 2 - v.pawnStartRank) & ~promoZone;
        for (int steps = 2; steps <= v.pawnMaxSteps; ++steps) {
            multi = G::template up<Us>(multi) & empty;
            sink.addPromotions(multi & promoZone, steps * UP);
            multi &= ~promoZone;
        }
    }
    if (noisy) {
        const BB left = G::template upLeft<Us>(pawns) & theirs & area;
        const BB right = G::template upRight<Us>(pawns) & theirs & area;
        sink.addPawnMoves(left & ~promoZone, UP - 1);
        sink.addPromotions(left & promoZone, UP - 1);
        sink.addPawnMoves(right & ~promoZone, UP + 1);
        sink.addPromotions(right & promoZone, UP + 1);
        for (BB e = pos.state().epSquares & area; e;) {
            const int to = popLsb(e);
            for (BB b = at.pawn[Them][to] & pawns; b;) sink.addMove(Move(popLsb(b), to, EN_PASSANT));
        }
    }

    // Drops land next to the own king (sharing an edge), inside the area as
    // it is after the drop: one more piece may open the next ring.
    if (!quiets) return;
    const BB king = bit<BB>(ksq);
    const BB next = (G::north(king) | G::south(king) | ((king & G::NOT_FIRST_FILE) >> 1) |
                     ((king & G::NOT_LAST_FILE) << 1)) & ~occ & pos.areaFor(count + 1);
    if (!next) return;
    for (int t = PAWN; t < KING; ++t)
        if (pos.mayDrop(Us, PieceType(t))) sink.addDrops(next, PieceType(t));
}

template <class G, GenType Type, class Sink> void generate(const Position<G>& pos, Sink& sink) {
    const bool white = pos.sideToMove() == WHITE;
    if (pos.variant().kingCapture) {
        if (white) generateKingCapture<G, WHITE, Type>(pos, sink);
        else generateKingCapture<G, BLACK, Type>(pos, sink);
    } else {
        if (white) generateLegal<G, WHITE, Type>(pos, sink);
        else generateLegal<G, BLACK, Type>(pos, sink);
    }
}

}  // namespace detail

template <class G, class Sink> void generateLegal(const Position<G>& pos, Sink& sink) {
    detail::generate<G, ALL>(pos, sink);
}

// Appends the legal moves of one type to `list`.
template <GenType Type, class G> void generateMoves(const Position<G>& pos, MoveList& list) {
    MoveListSink<G> sink{list, pos};
    detail::generate<G, Type>(pos, sink);
}

// Captures and promotions; every evasion when in check (with check rules).
template <class G> void noisyMoves(const Position<G>& pos, MoveList& list) {
    list.size = 0;
    generateMoves<NOISY>(pos, list);
}

template <class G> void legalMoves(const Position<G>& pos, MoveList& list) {
    list.size = 0;
    MoveListSink<G> sink{list, pos};
    generateLegal(pos, sink);
}

template <class G> uint64_t countLegalMoves(const Position<G>& pos) {
    CountSink<G> sink{0, pos.promotionCount()};
    generateLegal(pos, sink);
    return sink.count;
}

}  // namespace hecto
