// The page of `hecto serve` in headless Chromium (tests/serve_browser/e2e.mjs,
// driven by playwright-core): every game against Hecto, promotion, castling,
// drops and a contraction, pause, a flag fall, PGN, and a room played from a
// second browser context. scripts/setup.sh installs Chromium, Node.js and
// the script's pinned modules.
#include <catch2/catch.hpp>
#include <filesystem>

#include "run_command.h"

namespace {

bool haveTool(const std::string& name) { return hecto::test::runCommand("command -v " + name).status == 0; }

}  // namespace

TEST_CASE("The served page plays every game in headless Chromium", "[serve-browser]") {
    const std::string dir = std::string(HECTO_SOURCE_DIR) + "/tests/serve_browser";
    INFO("scripts/setup.sh installs chromium, node and the browser test's modules");
    REQUIRE(haveTool("chromium"));
    REQUIRE(haveTool("node"));
    REQUIRE(std::filesystem::exists(dir + "/node_modules/playwright-core"));
    const std::string shots = std::string(HECTO_BUILD_DIR) + "/serve-screenshots";
    const auto run = hecto::test::runCommand("cd '" + dir + "' && node e2e.mjs --hecto '" + HECTO_BINARY +
                                             "' --shots '" + shots + "'");
    INFO(run.out);
    CHECK(run.status == 0);
    CHECK(run.out.find(" passed, 0 failed") != std::string::npos);
}
