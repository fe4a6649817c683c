// Search parameters, one named constant each (depths in plies, margins in
// centipawns). First estimates from common practice, to be tuned by matches.
#pragma once

namespace hecto {

constexpr int ASPIRATION_MIN_DEPTH = 4;
constexpr int ASPIRATION_DELTA = 18;

constexpr int RFP_MAX_DEPTH = 7;  // reverse futility: eval far above beta
constexpr int RFP_MARGIN = 85;

constexpr int RAZOR_MAX_DEPTH = 2;  // eval far below alpha: verify with quiescence
constexpr int RAZOR_MARGIN = 250;

constexpr int NULL_MOVE_MIN_DEPTH = 3;
constexpr int NULL_MOVE_BASE_R = 3;
constexpr int NULL_MOVE_DEPTH_DIVISOR = 4;
constexpr int NULL_MOVE_EVAL_DIVISOR = 200;

constexpr int IIR_MIN_DEPTH = 5;  // no hash move: search a ply shallower

constexpr int LMP_MAX_DEPTH = 7;  // late quiet moves skipped at low depth
constexpr int LMP_BASE = 3;

constexpr int FUTILITY_MAX_DEPTH = 7;
constexpr int FUTILITY_MARGIN = 90;

constexpr int SEE_PRUNE_MAX_DEPTH = 6;
constexpr int SEE_PRUNE_MARGIN = 90;  // per ply of depth

constexpr int LMR_MIN_DEPTH = 3;
constexpr double LMR_BASE = 0.75;
constexpr double LMR_DIVISOR = 2.25;
constexpr int LMR_HISTORY_DIVISOR = 8000;

constexpr int QS_DELTA_MARGIN = 200;  // a capture that cannot lift alpha even with this

constexpr int HISTORY_MAX = 16384;

// Time: stop after an iteration once this share (percent) of the optimum is used.
constexpr int ITERATION_STOP_PERCENT = 55;
constexpr int UNSTABLE_STOP_PERCENT = 90;  // when the best move just changed
constexpr int TIME_CHECK_NODES = 1024;

// "go mate N" stops this many plies beyond the mate's own length if no
// mate turned up.
constexpr int MATE_SEARCH_EXTRA_PLIES = 4;

// Weakened play (Skill Level below 20).
constexpr int SKILL_MULTIPV = 4;
constexpr int SKILL_MAX = 20;

}  // namespace hecto
