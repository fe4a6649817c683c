// Games from a variants file through every way in: UCI's VariantPath,
// CECP's option and feature lines, and the command line's --variants.
#include <catch2/catch.hpp>
#include <chrono>

#include "engine/match/process.h"
#include "helpers.h"
#include "engine_process.h"
#include "run_command.h"

using namespace hecto;
using namespace std::chrono_literals;

namespace {

const std::string EXAMPLES = HECTO_SOURCE_DIR "/variants/examples.ini";

using Engine = test::EngineProcess;
using test::hasLine;

}  // namespace

TEST_CASE("UCI: VariantPath adds the file's games to UCI_Variant", "[variants-file][uci]") {
    Engine e;
    e.send("uci");
    CHECK(hasLine(e.until("uciok"), "option name VariantPath type string default <empty>"));
    // A file that cannot be read: one error, the games stay as they were.
    e.send("setoption name VariantPath value /nonexistent/games.ini");
    e.send("isready");
    auto lines = e.until("readyok");
    CHECK(hasLine(lines, "info string error: cannot read variants file '/nonexistent/games.ini'"));
    e.send("setoption name UCI_Variant value grand");
    e.send("isready");
    CHECK(hasLine(e.until("readyok"), "info string error: UCI_Variant must be one of"));

    e.send("setoption name VariantPath value " + EXAMPLES);
    lines = e.until("option name UCI_Variant");
    CHECK(lines.back().find(" var capablanca") != std::string::npos);
    CHECK(lines.back().find(" var chess16") != std::string::npos);
    e.send("setoption name UCI_Variant value capablanca");
    e.send("position startpos");
    e.send("go perft 2");
    CHECK(hasLine(e.until("Nodes searched"), "Nodes searched: 784"));  // Fairy-Stockfish's count
    e.send("position startpos moves e2e4");
    e.send("go depth 5");
    const auto best = e.until("bestmove");
    CHECK(best.back().rfind("bestmove ", 0) == 0);
    CHECK(best.back() != "bestmove (none)");
    e.send("quit");
}

TEST_CASE("CECP: a variants file's games join XBoard's variant list", "[variants-file][cecp]") {
    Engine e({HECTO_BINARY, "xboard"});
    e.send("protover 2");
    CHECK(hasLine(e.until("feature done=1"), "feature option=\"VariantPath -string"));
    e.send("option VariantPath=" + EXAMPLES);
    const auto lines = e.until("feature variants=");
    CHECK(lines.back().find("gothic") != std::string::npos);
    e.send("new");
    e.send("variant gothic");
    e.send("sd 3");
    e.send("go");
    CHECK(e.until("move ").back().rfind("move ", 0) == 0);
    e.send("quit");
}

TEST_CASE("command line: --variants for every command", "[variants-file][cli]") {
    auto r = test::runCommand(std::string(HECTO_BINARY) + " perft --variants " + EXAMPLES + " --variant capablanca --depth 3");
    CHECK(r.status == 0);
    CHECK(r.out.find("Nodes searched: 25228") != std::string::npos);  // Fairy-Stockfish's count
    r = test::runCommand(std::string(HECTO_BINARY) + " perft --variant capablanca --depth 1");
    CHECK(r.status != 0);
    r = test::runCommand(std::string(HECTO_BINARY) + " perft --variants /nonexistent.ini --depth 1");
    CHECK(r.status == 2);
    CHECK(r.out.find("error: cannot read variants file '/nonexistent.ini'") != std::string::npos);
}
