// One line of the evaluation's breakdown (the `eval` command).
#pragma once

#include <string>

#include "search/types.h"

namespace hecto {

struct EvalTerm {
    std::string name;
    Score white, black;
};

}  // namespace hecto
