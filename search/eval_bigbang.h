// Evaluation for games with drops, king capture and a playable area that
// grows and shrinks (BigBangChess). Pieces in hand are material too; the
// king is in danger from pieces the enemy can drop next to its own king; a
// piece on the area's outer ring is lost when a few more pieces leave the
// board; pawns promote on the area's far edge. Terms are computed for each
// colour from its own side, so a position and its colour-mirrored twin
// score the same.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "movegen/position.h"
#include "search/eval_params.h"
#include "search/eval_term.h"
#include "search/values.h"

namespace hecto {

// First estimates, in centipawns (middle game, end game).
namespace bigbang {
constexpr int HAND_PERCENT = 90;  // a piece in hand: flexible, but it must wait its turn in the drop order
constexpr TypeTable CENTRE = {0, 2, 4, 3, 2, 2, 0, 0, 0, 0, 0};    // per half square closer to the centre
constexpr TypeTable MOBILITY = {0, 0, 4, 3, 2, 1, 0, 0, 0, 0, 0};  // per square reached inside the area
// A pawn one or two steps from the area's far edge, its path free.
constexpr Score PAWN_NEAR_EDGE[3] = {{0, 0}, {60, 90}, {20, 35}};
// Percent of a piece's value lost when it stands on the outer ring and the
// area shrinks after this many more pieces leave the board.
constexpr int RING_MARGIN_MAX = 2;
constexpr int RING_RISK_PERCENT[RING_MARGIN_MAX + 1] = {0, 30, 10};
constexpr Value KING_RING_RISK[RING_MARGIN_MAX + 1] = {0, 400, 120};
// King danger: enemy attacks on the king and its neighbours, and enemy drops
// that would attack the king directly.
constexpr TypeTable KING_ATTACK = {0, 2, 3, 3, 4, 6, 0, 0, 0, 0, 2};
constexpr int KING_DANGER_LIMIT = 120;
constexpr int KING_DANGER_SCALE = 12;
constexpr Score DROP_THREAT = {45, 20};  // per (square, piece type) the enemy can drop with check
constexpr Score KING_GUARD = {12, 4};    // per own piece next to the king
constexpr int KING_GUARDS_COUNTED = 3;
constexpr Value SIDE_TO_MOVE = 15;

constexpr Score percent(Score s, int p) { return {s.mg * p / 100, s.eg * p / 100}; }
}  // namespace bigbang

template <class G> class BigBangEval {
public:
    using BB = typename G::BB;

    BigBangEval(const Variant& v, const PieceValues& values) : values_(values) {
        const Position<G> probe(v);
        for (int n = 0; n <= MAX_COUNT; ++n) {
            area_[n] = probe.areaFor(n);
            int smaller = -1;  // capacity of the next smaller area
            for (const AreaStep& a : v.areas)
                if (a.capacity < n) smaller = a.capacity;
            ring_[n] = area_[n] & ~(smaller >= 0 ? probe.areaFor(smaller) : BB(0));
            margin_[n] = smaller >= 0 ? n - smaller : RING_SAFE;
        }
        for (int s = 0; s < G::SQ; ++s)
            centre_[s] = std::abs(2 * G::file(s) - (G::W - 1)) + std::abs(2 * G::rank(s) - (G::H - 1));
        maxCentre_ = (G::W - 1) + (G::H - 1);
        for (PieceType t : v.officers()) phaseTotal_ += 2 * v.handSet[t] * values_[t].mg;
        phaseTotal_ = std::max(phaseTotal_, 1);
    }

    // From the side to move's point of view.
    Value evaluate(const Position<G>& pos, std::vector<EvalTerm>* trace) const {
        // A game already decided (the search scores it as a mate before this).
        const Color stm = pos.sideToMove();
        if (!pos.hasKing(stm)) return -VALUE_KNOWN_WIN + 1;
        if (!pos.hasKing(~stm)) return VALUE_KNOWN_WIN - 1;
        const Score total = side(pos, WHITE, trace) - side(pos, BLACK, trace);
        const int phase = gamePhase(pos);
        Value v = (total.mg * phase + total.eg * (PHASE_MAX - phase)) / PHASE_MAX;
        v = std::clamp(v, -VALUE_KNOWN_WIN + 1, VALUE_KNOWN_WIN - 1);
        if (trace) trace->push_back({"phase (of " + std::to_string(PHASE_MAX) + ")", {phase, phase}, {}});
        return (stm == WHITE ? v : -v) + bigbang::SIDE_TO_MOVE;
    }

private:
    static constexpr int MAX_COUNT = 64;
    static constexpr int RING_SAFE = 1 << 20;

    // Non-pawn material on the board and in both hands, against two full sets.
    int gamePhase(const Position<G>& pos) const {
        int m = 0;
        for (const PieceType t : pos.officers()) {
            m += (popcount(pos.pieces(t)) + pos.inHand(WHITE, t) + pos.inHand(BLACK, t)) * values_[t].mg;
        }
        return std::min(PHASE_MAX, m * PHASE_MAX / phaseTotal_);
    }

    static BB edgeNeighbours(BB b) {
        return G::north(b) | G::south(b) | ((b & G::NOT_FIRST_FILE) >> 1) | ((b & G::NOT_LAST_FILE) << 1);
    }

    Score side(const Position<G>& pos, Color us, std::vector<EvalTerm>* trace) const {
        using namespace bigbang;
        const AttackTables<G>& at = ATTACKS<G>;
        const Color them = ~us;
        const BB occ = pos.pieces(), ours = pos.pieces(us);
        const int count = std::min(popcount(occ), MAX_COUNT);
        const BB area = area_[count], ring = ring_[count];
        const int margin = margin_[count];
        const int ksq = pos.kingSquare(us), theirKing = pos.kingSquare(them);
        const BB kingZone = at.king[theirKing] | bit<BB>(theirKing);
        Score material, placement, mobility, pawns, safety;

        for (const PieceType t : pos.handTypes()) {
            material += percent(values_[t] * pos.inHand(us, t), HAND_PERCENT);
        }
        int attackWeight = 0, attackers = 0;
        for (BB b = ours & ~pos.pieces(KING); b;) {
            const int s = popLsb(b);
            const PieceType t = typeOf(pos.at(s));
            material += values_[t];
            const int central = CENTRE[t] * (maxCentre_ - centre_[s]) / 2;
            placement += Score{central, central};
            if (margin <= RING_MARGIN_MAX && (ring & bit<BB>(s))) placement -= percent(values_[t], RING_RISK_PERCENT[margin]);
            const BB att = t == PAWN ? at.pawn[us][s] : pos.rules().attacks(us, t, s, occ);
            if (t != PAWN) mobility += Score{MOBILITY[t], MOBILITY[t]} * popcount(att & area & ~ours);
            if (const BB hits = att & kingZone) {
                ++attackers;
                attackWeight += KING_ATTACK[t] * popcount(hits);
            }
        }

        // Pawns near the far edge of the area, where they promote.
        const BB edge = area & ~(us == WHITE ? G::south(area) : G::north(area));
        BB near = edge;
        for (int steps = 1; steps <= 2; ++steps) {
            near = us == WHITE ? G::south(near) : G::north(near);
            for (BB b = near & pos.pieces(us, PAWN); b;) {
                const int s = popLsb(b);
                const BB path = us == WHITE ? G::north(bit<BB>(s)) : G::south(bit<BB>(s));
                if (!(path & occ)) pawns += PAWN_NEAR_EDGE[steps];
            }
        }

        // Our attack on their king.
        if (attackers >= 2) {
            const int units = std::min(attackWeight * attackers, KING_DANGER_LIMIT);
            safety += Score{units * units / KING_DANGER_SCALE, units / 2};
        }
        // Our drops that would attack their king at once.
        const BB dropSquares = edgeNeighbours(bit<BB>(ksq)) & ~occ & area_[std::min(count + 1, MAX_COUNT)];
        if (dropSquares)
            for (const PieceType t : pos.handTypes()) {
                if (!pos.mayDrop(us, t)) continue;
                const BB checking = t == PAWN ? at.pawn[them][theirKing] : pos.rules().attacks(them, t, theirKing, occ);
                safety += DROP_THREAT * popcount(dropSquares & checking);
            }
        // Our own king: guarded by neighbours, in danger on a ring about to go.
        safety += KING_GUARD * std::min(popcount(at.king[ksq] & ours), KING_GUARDS_COUNTED);
        if (margin <= RING_MARGIN_MAX && (ring & bit<BB>(ksq)))
            safety -= Score{KING_RING_RISK[margin], KING_RING_RISK[margin]};

        if (trace) {
            const auto add = [&](const char* name, Score sc) { traceTerm(*trace, name, us, sc); };
            add("material and hand", material);
            add("placement and ring", placement);
            add("mobility", mobility);
            add("pawns near edge", pawns);
            add("king attack, guard", safety);
        }
        return material + placement + mobility + pawns + safety;
    }

    const PieceValues& values_;
    BB area_[MAX_COUNT + 1] = {}, ring_[MAX_COUNT + 1] = {};
    int margin_[MAX_COUNT + 1] = {};
    int centre_[G::SQ];
    int maxCentre_;
    int phaseTotal_ = 0;
};

}  // namespace hecto
