// The search benchmark: fixed positions of every game searched to a fixed
// depth. The node total is a signature of the search's behaviour.
#pragma once

#include <functional>
#include <string>

namespace hecto {

// depth 0: each position's own default depth.
void runBench(int depth, const std::function<void(const std::string&)>& out);

}  // namespace hecto
