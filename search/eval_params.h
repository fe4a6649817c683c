// The evaluation's weights as one value per game, so that the tuner can try
// others while the engine uses the constants of eval_weights.h. The
// Evaluator keeps its own copy: reading a member costs no more than
// reading a table, and nothing here is virtual or allocated.
#pragma once

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
// A king farther than this from a passed pawn's path is as good as absent.
constexpr int PASSED_KING_DISTANCE_CAP = 6;

// One game's weights (eval_weights.h holds each built-in game's). The
// fields are in the order forEachWeight names them, which is the order the
// tuner writes them in.
struct EvalParams {
    Value tempo = 0;  // for the side to move
    int pawnAdvanceMg = 0, pawnAdvanceEg = 0;  // per rank, the middle game's scaled down off the centre files
    int passedMg = 0, passedEg = 0;            // a passed pawn one step from promotion
    Score isolated, doubled;                   // penalties
    TypeTable centreMg{}, centreEg{};          // per half square closer to the centre
    TypeTable mobilityMg{}, mobilityEg{};      // per safe square reached, above MOBILITY_BASE
    Score openFile, semiOpenFile;              // rook with no pawn / only enemy pawns on its file
    Score bishopPair;
    TypeTable kingAttackWeight{};  // units per attacked square of the king's zone
    int kingAdvanceMg = 0;         // per rank away from the king's first rank
    int kingCentreEg = 0;          // per half square closer to the centre
    int kingShelterMg = 0;         // per own pawn in front of the king
    Score threatByPawn;            // per enemy piece a pawn attacks
    Score threatByLesser;          // per enemy piece a less valuable piece attacks
    Score hanging;                 // per enemy piece attacked and not defended
    Score passedFree;              // a passed pawn one step from promotion with nothing ahead of it
    int passedKingOursEg = 0;      // per square from our king to the square in front of the pawn
    int passedKingTheirsEg = 0;    // per square from their king to it
    RankTables rankMg{}, rankEg{};  // per man on each rank, from its own side
};

// Every tunable weight with its name, in declaration order, so the tuner
// can vary and write them without a list of its own. `f(name, field)` with
// field an int&, Score&, TypeTable& or RankTables&.
template <class P, class F> void forEachWeight(P& p, F&& f) {
    f("tempo", p.tempo);
    f("pawnAdvanceMg", p.pawnAdvanceMg);
    f("pawnAdvanceEg", p.pawnAdvanceEg);
    f("passedMg", p.passedMg);
    f("passedEg", p.passedEg);
    f("isolated", p.isolated);
    f("doubled", p.doubled);
    f("centreMg", p.centreMg);
    f("centreEg", p.centreEg);
    f("mobilityMg", p.mobilityMg);
    f("mobilityEg", p.mobilityEg);
    f("openFile", p.openFile);
    f("semiOpenFile", p.semiOpenFile);
    f("bishopPair", p.bishopPair);
    f("kingAttackWeight", p.kingAttackWeight);
    f("kingAdvanceMg", p.kingAdvanceMg);
    f("kingCentreEg", p.kingCentreEg);
    f("kingShelterMg", p.kingShelterMg);
    f("threatByPawn", p.threatByPawn);
    f("threatByLesser", p.threatByLesser);
    f("hanging", p.hanging);
    f("passedFree", p.passedFree);
    f("passedKingOursEg", p.passedKingOursEg);
    f("passedKingTheirsEg", p.passedKingTheirsEg);
    f("rankMg", p.rankMg);
    f("rankEg", p.rankEg);
}

}  // namespace hecto
