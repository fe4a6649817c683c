// One line of the evaluation's breakdown (the `eval` command).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "movegen/piece.h"
#include "search/types.h"

namespace hecto {

struct EvalTerm {
    std::string name;
    Score white, black;
};

// Sets one colour's value of the named term, adding the term on first use.
inline void traceTerm(std::vector<EvalTerm>& trace, const char* name, Color c, Score s) {
    auto it = std::find_if(trace.begin(), trace.end(), [&](const EvalTerm& e) { return e.name == name; });
    if (it == trace.end()) it = trace.insert(trace.end(), EvalTerm{name, {}, {}});
    (c == WHITE ? it->white : it->black) = s;
}

}  // namespace hecto
