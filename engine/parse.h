// Checked conversions of user input.
#pragma once

#include <charconv>
#include <cstdio>
#include <cxxopts.hpp>
#include <fmt/core.h>
#include <string>
#include <string_view>

#include "movegen/notation.h"

namespace hecto {

// A whole number in [min, max], or InputError naming `what`.
inline long long parseInt(std::string_view text, const std::string& what, long long min, long long max) {
    long long v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty() || v < min || v > max)
        throw InputError(what + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
                         ", not '" + std::string(text) + "'");
    return v;
}

// Runs a command-line tool's body: bad input becomes one line on stderr and
// exit code 2.
template <class Body> int guarded(Body body) {
    try {
        return body();
    } catch (const cxxopts::exceptions::exception& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
    } catch (const InputError& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
    }
    return 2;
}

// A subcommand: parses its options (--help prints them; a stray argument is
// an error) and runs body(args), guarded.
template <class Body> int withOptions(cxxopts::Options& options, int argc, char** argv, Body body) {
    return guarded([&] {
        const auto args = options.parse(argc, argv);
        if (args.count("help")) {
            fmt::print("{}", options.help());
            return 0;
        }
        if (!args.unmatched().empty()) throw InputError("unexpected argument '" + args.unmatched().front() + "'");
        return body(args);
    });
}

}  // namespace hecto
