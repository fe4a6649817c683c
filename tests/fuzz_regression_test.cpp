// Inputs that once made a fuzzer fail (fuzz/regressions/TARGET/), replayed
// through the same entry points. A new input goes there with the fix of
// its bug.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

#include "fuzz/targets.h"

namespace fs = std::filesystem;

namespace {

const fs::path REGRESSIONS = fs::path(HECTO_FUZZ_DATA) / "regressions";

std::vector<uint8_t> bytesOf(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("fuzz regressions: every folder names a fuzz target", "[fuzz]") {
    std::set<std::string> names;
    for (const auto& t : hecto::fuzz::targets()) names.insert(t.name);
    if (!fs::exists(REGRESSIONS)) return;
    for (const auto& dir : fs::directory_iterator(REGRESSIONS)) {
        INFO(dir.path());
        CHECK((!dir.is_directory() || names.count(dir.path().filename().string())));
    }
}

TEST_CASE("fuzz regressions replay without failure", "[fuzz]") {
    for (const auto& t : hecto::fuzz::targets()) {
        const fs::path dir = REGRESSIONS / t.name;
        if (!fs::exists(dir)) continue;
        for (const auto& file : fs::directory_iterator(dir)) {
            INFO(file.path());
            const std::vector<uint8_t> input = bytesOf(file.path());
            CHECK_NOTHROW(t.run(input.data(), input.size()));
        }
    }
}
