// Reading an engine's replies in the protocol tests.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine/match/process.h"

namespace hecto::test {

// Lines up to and including the first that starts with `prefix`; fails the
// test when none comes in time.
template <class Duration>
std::vector<std::string> linesUntil(ChildProcess& p, const std::string& prefix, Duration timeout) {
    std::vector<std::string> lines;
    while (auto l = p.readLine(ChildProcess::Clock::now() + timeout)) {
        lines.push_back(*l);
        if (l->rfind(prefix, 0) == 0) return lines;
    }
    FAIL("no line starting with '" << prefix << "'; got " << lines.size() << " lines");
    return lines;
}

}  // namespace hecto::test
