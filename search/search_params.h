// Search parameters, one named constant each (depths in plies, margins in
// centipawns, histories in their own units). First estimates from common
// practice, kept or changed by matches (docs/search-log.md).
#pragma once

namespace hecto {

constexpr int ASPIRATION_MIN_DEPTH = 4;
constexpr int ASPIRATION_DELTA = 18;
constexpr int ASPIRATION_WIDEN_PERCENT = 50;  // the window grows by this after each failure

constexpr int TT_CUT_RULE50_LIMIT = 90;  // no table cutoffs this close to a fifty-move draw

constexpr int RAZOR_BASE = 250;  // eval far below alpha: verify with quiescence
constexpr int RAZOR_DEPTH = 150;  // per ply squared

constexpr int RFP_MAX_DEPTH = 7;  // reverse futility: eval far above beta
constexpr int RFP_MARGIN = 85;

constexpr int NULL_MOVE_MIN_DEPTH = 3;
constexpr int NULL_MOVE_BASE_R = 3;
constexpr int NULL_MOVE_DEPTH_DIVISOR = 4;
constexpr int NULL_MOVE_EVAL_DIVISOR = 200;
constexpr int NULL_MOVE_EVAL_MAX_R = 3;
constexpr int NULL_MOVE_EVAL_SLACK = 10;    // per ply: how far below beta the static eval may be
constexpr int NULL_MOVE_VERIFY_DEPTH = 14;  // from here a null-move cutoff is verified

constexpr int PROBCUT_MIN_DEPTH = 5;
constexpr int PROBCUT_MARGIN = 100;
constexpr int PROBCUT_IMPROVING = 35;
constexpr int PROBCUT_REDUCTION = 4;

constexpr int IIR_MIN_DEPTH = 5;  // no hash move: search a ply shallower

constexpr int LMP_BASE = 3;  // late quiet moves skipped: (base + depth^2), halved when not improving

constexpr int FUTILITY_MAX_DEPTH = 10;  // quiet moves, by reduced depth
constexpr int FUTILITY_BASE = 80;
constexpr int FUTILITY_MARGIN = 90;
constexpr int CAPTURE_FUTILITY_DEPTH = 7;
constexpr int CAPTURE_FUTILITY_BASE = 100;
constexpr int CAPTURE_FUTILITY_DEPTH_MARGIN = 100;

constexpr int SEE_CAPTURE_MARGIN = 90;  // per ply of depth
constexpr int SEE_QUIET_MARGIN = 15;    // per ply of reduced depth, squared

constexpr int CONTINUATION_PRUNE_DEPTH = 6;  // quiet moves with bad history are skipped below this
constexpr int CONTINUATION_PRUNE_MARGIN = 3000;
constexpr int HISTORY_DEPTH_DIVISOR = 6000;  // history units worth a ply of reduced depth

constexpr int SINGULAR_MIN_DEPTH = 6;
constexpr int SINGULAR_TT_DEPTH_SLACK = 3;
constexpr int SINGULAR_MARGIN = 2;  // per ply: how far below the hash value the others must stay
constexpr int DOUBLE_EXTENSION_MARGIN = 20;
constexpr int DOUBLE_EXTENSION_MAX = 10;  // along one line

constexpr int LMR_MIN_DEPTH = 2;
constexpr double LMR_BASE = 0.75;
constexpr double LMR_DIVISOR = 2.25;
constexpr int LMR_HISTORY_DIVISOR = 8000;
constexpr int LMR_CHILD_CUTOFFS = 3;  // more of the earlier replies cut off than this: reduce one ply more
constexpr int ALPHA_RAISE_MIN_DEPTH = 2, ALPHA_RAISE_MAX_DEPTH = 12;  // between these, a raised alpha costs the later moves a ply
constexpr int ROOT_LMR_MIN_MOVE = 4;  // root moves from this index on may be reduced

constexpr int QS_DELTA_MARGIN = 200;  // a capture that cannot lift alpha even with this

// Move ordering.
constexpr int MVV_WEIGHT = 16;  // per centipawn of the victim, against capture history
constexpr int GOOD_CAPTURE_SEE = 0;  // captures below this SEE are tried after the quiet moves
constexpr int EVASION_CAPTURE_BONUS = 1 << 28;
constexpr int CONTINUATION_PLIES = 3;  // continuation histories after the moves 1, 2 and 4 plies back

// Histories: bonus = min(DEPTH * depth - BASE, MAX); tables bounded by their limits.
constexpr int HISTORY_BONUS_DEPTH = 200;
constexpr int HISTORY_BONUS_BASE = 150;
constexpr int HISTORY_BONUS_MAX = 2000;
constexpr int HISTORY_LIMIT = 16384;
constexpr int CONTINUATION_LIMIT = 16384;
constexpr int CAPTURE_HISTORY_LIMIT = 10000;
// Correction history: errors stored in 1/GRAIN centipawns, weighted by depth / DIVISOR.
constexpr int CORRECTION_GRAIN = 16;
constexpr int CORRECTION_LIMIT = 2048;
constexpr int CORRECTION_DEPTH_DIVISOR = 8;

// Time: no new iteration once this share (percent) of the optimum is used,
// scaled by how the score falls and how often the best move changed.
constexpr int ITERATION_STOP_PERCENT = 55;
constexpr int TIME_FALLING_PERCENT_PER_CP = 1;  // more time per centipawn the score fell since the last iteration
constexpr int TIME_FALLING_MIN = 75, TIME_FALLING_MAX = 150;  // percent
constexpr int TIME_INSTABILITY_PERCENT = 60;  // more time per recent best-move change
// Percent of the budget by the share of nodes (percent) not spent on the best move.
constexpr int TIME_EFFORT_BASE = 40, TIME_EFFORT_SLOPE = 2, TIME_EFFORT_MIN = 50;
constexpr int TIME_CHECK_NODES = 1024;

// "go mate N" stops this many plies beyond the mate's own length if no
// mate turned up.
constexpr int MATE_SEARCH_EXTRA_PLIES = 4;

// Lazy SMP: the move played is voted by every thread, a thread's vote
// weighing (score above its worst root score + this) x its completed depth.
constexpr int THREAD_VOTE_BASE = 14;

// Weakened play (Skill Level below 20).
constexpr int SKILL_MULTIPV = 4;
constexpr int SKILL_MAX = 20;

}  // namespace hecto
