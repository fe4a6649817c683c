#include "engine/engine_options.h"

#include <algorithm>
#include <string>
#include <vector>

#include "movegen/variant.h"
#include "search/search_params.h"

namespace hecto {

namespace {

constexpr int MAX_MULTIPV = 256;
constexpr int DEFAULT_OVERHEAD_MS = 30, MAX_OVERHEAD_MS = 5000;
// UCI_Elo maps linearly onto Skill Level 0..19 over this range (a rough
// calibration: full strength is well above the top).
constexpr int ELO_MIN = 1000, ELO_MAX = 2600, DEFAULT_ELO = 1500;

}  // namespace

std::vector<std::string> variantChoices() {
    std::vector<std::string> v;
    for (const Variant& x : variants()) v.push_back(x.key);
    return v;
}

void addEngineOptions(Options& options) {
    const auto spin = [](const char* name, long long def, long long min, long long max) {
        return Option{Option::SPIN, name, std::to_string(def), std::to_string(def), min, max, {}};
    };
    const auto check = [](const char* name, bool def) {
        const std::string v = def ? "true" : "false";
        return Option{Option::CHECK, name, v, v, 0, 0, {}};
    };
    options.add({Option::COMBO, "UCI_Variant", "chess", "chess", 0, 0, variantChoices()});
    // A variants file (variants.ini format) whose games join UCI_Variant's.
    options.add({Option::STRING, "VariantPath", "", "", 0, 0, {}});
    options.add(spin("Hash", DEFAULT_HASH_MB, 1, MAX_HASH_MB));
    options.add({Option::BUTTON, "Clear Hash", "", "", 0, 0, {}});
    options.add(spin("Threads", 1, 1, MAX_THREADS));
    options.add(spin("MultiPV", 1, 1, MAX_MULTIPV));
    options.add(check("Ponder", false));
    options.add(spin("Move Overhead", DEFAULT_OVERHEAD_MS, 0, MAX_OVERHEAD_MS));
    options.add(spin("Skill Level", SKILL_MAX, 0, SKILL_MAX));
    options.add(check("UCI_LimitStrength", false));
    options.add(spin("UCI_Elo", DEFAULT_ELO, ELO_MIN, ELO_MAX));
    options.add(check("UCI_StandardFiles", false));  // BigChess: write file j, not m
    options.add(check("UCI_Chess960", false));       // chess: Chess960 castling and FENs
    // The neural evaluation: a network file for the current game (empty: the
    // game's built-in network), or off for the hand-written evaluation.
    options.add({Option::STRING, "EvalFile", "", "", 0, 0, {}});
    options.add(check("Use NNUE", true));
}

SearchOptions searchOptionsFrom(const Options& options) {
    SearchOptions o;
    o.threads = int(options.spin("Threads"));
    o.multiPV = int(options.spin("MultiPV"));
    o.moveOverheadMs = options.spin("Move Overhead");
    o.skillLevel = int(options.spin("Skill Level"));
    if (options.check("UCI_LimitStrength")) {
        const long long elo = options.spin("UCI_Elo");
        o.skillLevel = std::min<int>(o.skillLevel, int((elo - ELO_MIN) * SKILL_MAX / (ELO_MAX - ELO_MIN + 1)));
    }
    return o;
}

}  // namespace hecto
