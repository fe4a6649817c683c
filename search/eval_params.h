// The evaluation's weights as one value, so that the tuner can try others
// while the engine uses the named constants of eval_weights.h. The
// Evaluator keeps its own copy: reading a member costs no more than
// reading a table, and nothing here is virtual or allocated.
#pragma once

#include "search/eval_weights.h"
#include "search/types.h"

namespace hecto {

// Fixed by design rather than by tuning: scales and offsets that other
// weights would only trade off against.
constexpr int PHASE_MAX = 256;
// Typical number of safe squares a piece reaches; mobility counts from here,
// so that material alone prices an average piece.
constexpr TypeTable MOBILITY_BASE = {0, 0, 4, 6, 6, 12, 10, 12, 6, 6, 0};
constexpr int KING_DANGER_CAP = 100;
constexpr int KING_DANGER_DIVISOR = 16;
// Driving a lone king: toward the edge, and our king toward it. Self-play
// positions seldom reach these endings, so games cannot tune them.
constexpr Value MOPUP_EDGE = 20;
constexpr Value MOPUP_CLOSE = 8;
constexpr int SCALE_NORMAL = 64;
constexpr int SCALE_DRAWISH = 16;

struct EvalParams {
    Value tempo = TEMPO;
    int pawnAdvanceMg = PAWN_ADVANCE_MG, pawnAdvanceEg = PAWN_ADVANCE_EG;
    int passedMg = PASSED_MG, passedEg = PASSED_EG;
    Score isolated = ISOLATED, doubled = DOUBLED;
    TypeTable centreMg = CENTRE_MG, centreEg = CENTRE_EG;
    TypeTable mobilityMg = MOBILITY_MG, mobilityEg = MOBILITY_EG;
    Score openFile = OPEN_FILE, semiOpenFile = SEMI_OPEN_FILE, bishopPair = BISHOP_PAIR;
    TypeTable kingAttackWeight = KING_ATTACK_WEIGHT;
    int kingAdvanceMg = KING_ADVANCE_MG, kingCentreEg = KING_CENTRE_EG, kingShelterMg = KING_SHELTER_MG;
    Score threatByPawn = THREAT_BY_PAWN, threatByLesser = THREAT_BY_LESSER, hanging = HANGING;
};

// Every tunable weight with the name of its constant, in the order of
// eval_weights.h, so the tuner can vary and write them without a list of
// its own. `f(name, field)` with field an int&, Score& or TypeTable&.
template <class P, class F> void forEachWeight(P& p, F&& f) {
    f("TEMPO", p.tempo);
    f("PAWN_ADVANCE_MG", p.pawnAdvanceMg);
    f("PAWN_ADVANCE_EG", p.pawnAdvanceEg);
    f("PASSED_MG", p.passedMg);
    f("PASSED_EG", p.passedEg);
    f("ISOLATED", p.isolated);
    f("DOUBLED", p.doubled);
    f("CENTRE_MG", p.centreMg);
    f("CENTRE_EG", p.centreEg);
    f("MOBILITY_MG", p.mobilityMg);
    f("MOBILITY_EG", p.mobilityEg);
    f("OPEN_FILE", p.openFile);
    f("SEMI_OPEN_FILE", p.semiOpenFile);
    f("BISHOP_PAIR", p.bishopPair);
    f("KING_ATTACK_WEIGHT", p.kingAttackWeight);
    f("KING_ADVANCE_MG", p.kingAdvanceMg);
    f("KING_CENTRE_EG", p.kingCentreEg);
    f("KING_SHELTER_MG", p.kingShelterMg);
    f("THREAT_BY_PAWN", p.threatByPawn);
    f("THREAT_BY_LESSER", p.threatByLesser);
    f("HANGING", p.hanging);
}

}  // namespace hecto
