// Static evaluation for every game of a geometry: tapered (middle game /
// end game) material, piece-square tables derived from the board's shape
// and a tuned weight per man and rank, mobility, king safety, pawn
// structure with passed pawns' race against the kings, threats, and
// endgame knowledge for driving a lone king. Terms are computed for each
// colour from its own side of the board, so a position and its
// colour-mirrored twin score the same.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "movegen/position.h"
#include "search/eval_bigbang.h"
#include "search/eval_params.h"
#include "search/eval_term.h"
#include "search/pawn_cache.h"
#include "search/values.h"

namespace hecto {

template <class G> class Evaluator {
public:
    using BB = typename G::BB;
    using Pawns = PawnTerms<BB>;
    using Cache = PawnCache<BB>;
    static_assert(G::H <= MAX_RANKS, "the rank tables need a row for every rank");

    explicit Evaluator(const Variant& v) : Evaluator(v, evalWeights(v), pieceValues(v)) {}
    // Other weights, for the tuner.
    Evaluator(const Variant& v, const EvalParams& params, const PieceValues& values)
        : v_(v), pawnStartRank_(v.pawnStartRank()), p_(params), values_(values), bigBang_(v, values_), id_(nextId()) {
        maxCentre_ = (G::W - 1) + (G::H - 1);
        for (int s = 0; s < G::SQ; ++s) {
            const int f = G::file(s), r = G::rank(s);
            edge_[s] = std::min(std::min(f, G::W - 1 - f), std::min(r, G::H - 1 - r));
            // Closeness to the centre in half squares, so boards of even and
            // odd size are alike.
            const int central = maxCentre_ - std::abs(2 * f - (G::W - 1)) - std::abs(2 * r - (G::H - 1));
            for (Color c : {WHITE, BLACK}) {
                const int rank = relativeRank(c, s);
                for (const PieceType t : v.officers())
                    placement_[c][t][s] = Score{p_.centreMg[t] * central / 2 + p_.rankMg[rank][t],
                                                p_.centreEg[t] * central / 2 + p_.rankEg[rank][t]};
                placement_[c][KING][s] = Score{-p_.kingAdvanceMg * rank + p_.rankMg[rank][KING],
                                               p_.kingCentreEg * central / 2 + p_.rankEg[rank][KING]};
            }
        }
        for (int f = 0; f < G::W; ++f) {
            fileMask_[f] = G::fileMask(f);
            adjacent_[f] = (f > 0 ? G::fileMask(f - 1) : 0) | (f + 1 < G::W ? G::fileMask(f + 1) : 0);
        }
        for (Color c : {WHITE, BLACK})
            for (int s = 0; s < G::SQ; ++s) {
                BB ahead = 0;
                for (int r = G::rank(s) + (c == WHITE ? 1 : -1); r >= 0 && r < G::H; r += c == WHITE ? 1 : -1)
                    ahead |= G::rankMask(r);
                forward_[c][s] = ahead & fileMask_[G::file(s)];
                passedSpan_[c][s] = ahead & (fileMask_[G::file(s)] | adjacent_[G::file(s)]);
            }
        for (const PieceType t : v.officers())
            for (const PieceType u : v.officers())
                if (values_[u].mg > values_[t].mg) moreValuable_[t] |= 1u << u;
        // The phase: non-pawn material of the start position is 'all middle game'.
        Position<G> start(v);
        for (const PieceType t : start.officers()) {
            phaseTotal_ += popcount(start.pieces(t)) * values_[t].mg;
        }
        phaseTotal_ = std::max(phaseTotal_, 1);
    }

    const PieceValues& values() const { return values_; }
    const EvalParams& params() const { return p_; }
    const Variant& variant() const { return v_; }

    // From the side to move's point of view.
    Value evaluate(const Position<G>& pos, std::vector<EvalTerm>* trace = nullptr) const {
        return evaluate(pos, nullptr, trace);
    }
    // The same, with the pawn structure looked up in a search thread's cache.
    Value evaluate(const Position<G>& pos, Cache& cache) const { return evaluate(pos, &cache, nullptr); }

    // 0 (bare kings and pawns) .. PHASE_MAX (all pieces of the start).
    int gamePhase(const Position<G>& pos) const {
        int m = 0;
        for (const PieceType t : pos.officers()) {
            m += popcount(pos.pieces(t)) * values_[t].mg;
        }
        return std::min(PHASE_MAX, m * PHASE_MAX / phaseTotal_);
    }

private:
    static uint32_t nextId() {
        static std::atomic<uint32_t> last{0};
        return ++last;
    }

    Value evaluate(const Position<G>& pos, Cache* cache, std::vector<EvalTerm>* trace) const {
        if (v_.kingCapture) return bigBang_.evaluate(pos, trace);
        Score s[2];
        Attacks a[2];
        for (Color c : {WHITE, BLACK}) a[c].pawns = a[c].all = pawnAttacks(pos, c);
        Pawns fresh[2];
        const Pawns* pawns = fresh;
        if (cache) {
            const BB white = pos.pieces(WHITE, PAWN), black = pos.pieces(BLACK, PAWN);
            typename Cache::Entry& e = cache->slot(white, black);
            if (e.owner != id_ || e.white != white || e.black != black) {
                e.white = white, e.black = black, e.owner = id_;
                for (Color c : {WHITE, BLACK}) e.terms[c] = pawnStructure(pos, c);
            }
            pawns = e.terms;
        } else {
            for (Color c : {WHITE, BLACK}) fresh[c] = pawnStructure(pos, c);
        }
        for (Color c : {WHITE, BLACK}) s[c] = side(pos, c, a, pawns[c], trace);
        for (Color c : {WHITE, BLACK}) s[c] += threats(pos, c, a, trace);
        Score total = s[WHITE] - s[BLACK];
        const int phase = gamePhase(pos);
        Value v = (total.mg * phase + total.eg * (PHASE_MAX - phase)) / PHASE_MAX;
        v += mopUp(pos);
        v = v * drawishScale(pos) / SCALE_NORMAL;
        v = std::clamp(v, -VALUE_KNOWN_WIN + 1, VALUE_KNOWN_WIN - 1);
        if (trace) trace->push_back({"phase (of " + std::to_string(PHASE_MAX) + ")", {phase, phase}, {}});
        return (pos.sideToMove() == WHITE ? v : -v) + p_.tempo;
    }

    // What one side's men attack: pawns by evaluate(), the rest by side(),
    // for mobility and threats().
    struct Attacks {
        BB all = 0, pawns = 0;
        BB byLesser = 0;  // enemy pieces attacked by a less valuable piece
    };

    static int distance(int a, int b) {
        return std::max(std::abs(G::file(a) - G::file(b)), std::abs(G::rank(a) - G::rank(b)));
    }

    int relativeRank(Color c, int s) const { return c == WHITE ? G::rank(s) : G::H - 1 - G::rank(s); }

    BB pawnAttacks(const Position<G>& pos, Color c) const {
        const BB p = pos.pieces(c, PAWN);
        return c == WHITE ? G::template upLeft<WHITE>(p) | G::template upRight<WHITE>(p)
                          : G::template upLeft<BLACK>(p) | G::template upRight<BLACK>(p);
    }

    // A passed pawn's progress from the pawns' first rank to promotion, 0..1,
    // squared, as a share of w.
    Score byProgress(Score w, Color us, int s) const {
        const int span = std::max(1, G::H - 2 - pawnStartRank_);
        const int done = std::max(0, relativeRank(us, s) - pawnStartRank_);
        return Score{w.mg * done * done / (span * span), w.eg * done * done / (span * span)};
    }

    // What the pawns' squares alone decide (PawnTerms).
    Pawns pawnStructure(const Position<G>& pos, Color us) const {
        const BB ourPawns = pos.pieces(us, PAWN), theirPawns = pos.pieces(~us, PAWN);
        Pawns t;
        for (BB b = ourPawns; b;) {
            const int s = popLsb(b);
            t.material += values_[PAWN];
            const int rr = relativeRank(us, s);
            const int centreFiles = (G::W - 1) - std::abs(2 * G::file(s) - (G::W - 1));
            t.placement += Score{p_.pawnAdvanceMg * rr * centreFiles / (G::W - 1) + p_.rankMg[rr][PAWN],
                                 p_.pawnAdvanceEg * rr + p_.rankEg[rr][PAWN]};
            if (!(passedSpan_[us][s] & theirPawns) && !(forward_[us][s] & ourPawns)) {
                t.passed |= bit<BB>(s);
                t.structure += byProgress({p_.passedMg, p_.passedEg}, us, s);
            }
            if (!(adjacent_[G::file(s)] & ourPawns)) t.structure -= p_.isolated;
            if (forward_[us][s] & ourPawns) t.structure -= p_.doubled;
        }
        return t;
    }

    Score side(const Position<G>& pos, Color us, Attacks (&attacks)[2], const Pawns& ourPawnTerms,
               std::vector<EvalTerm>* trace) const {
        const AttackTables<G>& at = ATTACKS<G>;
        const Color them = ~us;
        const BB occ = pos.pieces(), ours = pos.pieces(us);
        const BB ourPawns = pos.pieces(us, PAWN), theirPawns = pos.pieces(them, PAWN);
        const BB mobilityArea = ~ours & ~attacks[them].pawns & G::ALL;
        Attacks& a = attacks[us];
        const int ourKing = pos.kingSquare(us), theirKing = pos.kingSquare(them);
        const BB kingZone = at.king[theirKing] | bit<BB>(theirKing);
        Score material = ourPawnTerms.material, placement = ourPawnTerms.placement, pawns = ourPawnTerms.structure;
        Score mobility, pieces, safety;

        // Passed pawns: a free road, and the race with the kings.
        for (BB b = ourPawnTerms.passed; b;) {
            const int s = popLsb(b);
            if (!(forward_[us][s] & occ)) pawns += byProgress(p_.passedFree, us, s);
            if (relativeRank(us, s) + 1 < G::H) {
                const int stop = s + (us == WHITE ? G::W : -G::W);
                const int ours = std::min(distance(ourKing, stop), PASSED_KING_DISTANCE_CAP);
                const int theirs = std::min(distance(theirKing, stop), PASSED_KING_DISTANCE_CAP);
                pawns += byProgress({0, p_.passedKingTheirsEg * theirs - p_.passedKingOursEg * ours}, us, s);
            }
        }

        // Pieces.
        int attackers = 0, attackWeight = 0;
        const Rules<G>& rules = pos.rules();
        for (const PieceType t : pos.officers()) {
            const BB ofType = pos.pieces(us, t);
            if (!ofType) continue;
            const bool irregular = rules.irregular(t), rookLike = rules.slidesOrth(t) && !rules.slidesDiag(t);
            BB moreValuable = 0;
            for (unsigned m = moreValuable_[t]; m; m &= m - 1) moreValuable |= pos.pieces(them, PieceType(std::countr_zero(m)));
            const Score* const squares = placement_[us][t];
            material += values_[t] * popcount(ofType);
            for (BB b = ofType; b;) {
                const int s = popLsb(b);
                placement += squares[s];
                const BB captures = irregular ? rules.attacks(us, t, s, occ) : rules.plainAttacks(t, s, occ);
                const BB att = irregular ? captures | rules.quietMoves(us, t, s, occ) : captures;
                a.all |= captures;
                a.byLesser |= captures & moreValuable;
                const int reach = popcount(att & mobilityArea);
                mobility += Score{p_.mobilityMg[t] * (reach - MOBILITY_BASE[t]), p_.mobilityEg[t] * (reach - MOBILITY_BASE[t])};
                if (const BB hits = att & kingZone) {
                    ++attackers;
                    attackWeight += p_.kingAttackWeight[t] * popcount(hits);
                }
                if (rookLike) {
                    const BB file = fileMask_[G::file(s)];
                    if (!(file & ourPawns)) pieces += (file & theirPawns) ? p_.semiOpenFile : p_.openFile;
                }
            }
        }
        if (moreThanOne(pos.pieces(us, BISHOP))) pieces += p_.bishopPair;
        if (attackers >= 2) {
            const int units = std::min(attackWeight * attackers, KING_DANGER_CAP);
            safety += Score{units * units / KING_DANGER_DIVISOR, units / 4};
        }

        // Own king: shelter in the middle game, activity in the end game.
        a.all |= at.king[ourKing];
        placement += placement_[us][KING][ourKing];
        const BB shelter = at.king[ourKing] & passedSpan_[us][ourKing] & ourPawns;
        placement += Score{p_.kingShelterMg * popcount(shelter), 0};

        if (trace) {
            const auto add = [&](const char* name, Score sc) { traceTerm(*trace, name, us, sc); };
            add("material", material);
            add("placement", placement);
            add("mobility", mobility);
            add("pawn structure", pawns);
            add("pieces", pieces);
            add("king attack", safety);
        }
        return material + placement + mobility + pawns + pieces + safety;
    }

    // Enemy pieces our pawns or cheaper pieces attack, and enemy pieces
    // left undefended under attack: gains the search sees only a ply later.
    // Pawns are no targets: counted as hanging, they kept the search from
    // seeing mates in 3 against a king with pawns (search_test).
    Score threats(const Position<G>& pos, Color us, const Attacks (&a)[2], std::vector<EvalTerm>* trace) const {
        const Color them = ~us;
        const BB officers = pos.pieces(them) & ~pos.pieces(them, KING) & ~pos.pieces(them, PAWN);
        const Score s = p_.threatByPawn * popcount(officers & a[us].pawns) +
                        p_.threatByLesser * popcount(a[us].byLesser & ~a[us].pawns) +
                        p_.hanging * popcount(officers & a[us].all & ~a[them].all);
        if (trace) traceTerm(*trace, "threats", us, s);
        return s;
    }

    // A lone king is driven to the edge, the winning king comes closer.
    Value mopUp(const Position<G>& pos) const {
        for (Color strong : {WHITE, BLACK}) {
            const Color weak = ~strong;
            if (pos.pieces(weak) != pos.pieces(weak, KING) || !pos.hasMatingMaterial(strong)) continue;
            const int wk = pos.kingSquare(weak), sk = pos.kingSquare(strong);
            const Value bonus = MOPUP_EDGE * (maxCentre_ - edge_[wk] * 2) + MOPUP_CLOSE * (G::W + G::H - distance(wk, sk));
            return strong == WHITE ? bonus : -bonus;
        }
        return 0;
    }

    // Positions that are hard to win despite the material: no pawns and at
    // most a minor piece up.
    int drawishScale(const Position<G>& pos) const {
        if (pos.insufficientMaterial()) return 0;
        for (Color strong : {WHITE, BLACK}) {
            if (pos.pieces(strong, PAWN)) continue;
            int mine = 0, theirs = 0;
            for (const PieceType t : pos.officers()) {
                mine += popcount(pos.pieces(strong, t)) * values_[t].eg;
                theirs += popcount(pos.pieces(~strong, t)) * values_[t].eg;
            }
            if (mine > theirs && mine - theirs < values_[ROOK].eg - values_[PAWN].eg && mine < 2 * values_[ROOK].eg)
                return SCALE_DRAWISH;
        }
        return SCALE_NORMAL;
    }

    const Variant& v_;
    const int pawnStartRank_;  // read from the game's regions once
    EvalParams p_;
    PieceValues values_;
    BigBangEval<G> bigBang_;
    int edge_[G::SQ];
    // What side() adds for a man's square, by colour and type: the
    // officers' centre and rank weights, the king's advance and rank.
    Score placement_[2][PIECE_TYPE_NB][G::SQ];
    int maxCentre_;
    BB fileMask_[G::W], adjacent_[G::W];
    BB forward_[2][G::SQ], passedSpan_[2][G::SQ];
    int phaseTotal_ = 0;
    unsigned moreValuable_[PIECE_TYPE_NB] = {};  // by type, the officer types worth more
    const uint32_t id_;  // tells this evaluator's entries in a PawnCache from others'
};

}  // namespace hecto
