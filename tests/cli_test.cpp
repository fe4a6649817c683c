// The hecto executable's command line: output format, and one clear error
// line with exit code 2 for every kind of bad input.
#include <catch2/catch.hpp>

#include "run_command.h"

using hecto::test::Run;

namespace {

Run runHecto(const std::string& args) { return hecto::test::runCommand(std::string(HECTO_BINARY) + " " + args); }
int lines(const std::string& s) { return hecto::test::countOf(s, "\n"); }

}  // namespace

TEST_CASE("perft prints the total, time and speed", "[cli]") {
    const Run r = runHecto("perft --variant bigchess --depth 2");
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("Nodes searched: 1444\n"));
    CHECK_THAT(r.out, Catch::Contains("Nodes per second: "));
}

TEST_CASE("perft --divide lists each root move", "[cli]") {
    const Run r = runHecto("perft --variant megachess --depth 2 --divide --moves 'h2h4 h7h5'");
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("\na2a3: 48\n"));
    CHECK_THAT(r.out, Catch::Contains("h1h2: 48\n"));
    const Run big = runHecto("perft --variant bigchess --depth 1 --divide");
    CHECK_THAT(big.out, Catch::Contains("m2m5: 1\n"));
    CHECK(lines(big.out) == 38 + 4);
}

TEST_CASE("perft after drops in BigBangChess", "[cli][bigbang]") {
    // 1150: scripts/bigbang_reference.py perft 3 --moves P@f6
    const Run r = runHecto("perft --variant bigbang --depth 3 --moves 'P@f6'");
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("Nodes searched: 1150\n"));
    const Run bad = runHecto("perft --variant bigbang --depth 3 --moves 'N@f6'");
    CHECK(bad.status == 2);
    CHECK_THAT(bad.out, Catch::Contains("error: illegal drop 'N@f6': N may be dropped only after 4 drops of P"));
}

TEST_CASE("bad command lines get one error line and exit code 2", "[cli][errors]") {
    const std::pair<const char*, const char*> bad[] = {
        {"perft --variant shogi", "unknown variant 'shogi'"},
        {"perft --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1'", "ranks"},
        {"perft --variant tencubed --fen '4k5/10/10/10/10/10/10/10/10/4K6 w - - 0 1'", "longer than 10"},
        {"perft --moves 'e2e4 e7e4'", "illegal move 'e7e4'"},
        {"perft --moves 'e2e4 zz'", "cannot read move 'zz'"},
        {"perft --depth -1", "depth"},
        {"perft --depth 99", "depth"},
        {"perft --depth x", "depth"},
        {"perft --bogus", "bogus"},
        {"perft --fen", "fen"},
        {"perft stray", "stray"},
        {"tune", "--data FILE is required"},
        {"tune --data missing.txt", "cannot read 'missing.txt'"},
        {"tune --data missing.txt --passes x", "passes"},
        {"tune --data missing.txt --threads 0", "threads"},
        {"extract --variant shogi --pgn x.pgn", "unknown variant 'shogi'"},
        {"extract --pgn missing.pgn", "cannot read 'missing.pgn'"},
        {"extract", "--pgn FILE is required"},
        {"extract --pgn " HECTO_TEST_DATA "/perft/chess.epd", "no finished games in"},
        {"frobnicate", "error: unknown command 'frobnicate'"},
        {"bench 0", "bench depth must be"},
        {"bench 3 4", "unexpected argument '4'"},
    };
    for (const auto& [args, reason] : bad) {
        INFO(args);
        const Run r = runHecto(args);
        CHECK(r.status == 2);
        CHECK_THAT(r.out, Catch::Contains(reason));
        if (std::string(args) != "frobnicate") CHECK(lines(r.out) == 1);
    }
}

TEST_CASE("version: the revision and the build, and help for every command", "[cli]") {
    const Run v = runHecto("--version");
    CHECK(v.status == 0);
    CHECK_THAT(v.out, Catch::StartsWith("Hecto "));
    CHECK_THAT(v.out, Catch::Contains("compiler: "));
    CHECK_THAT(v.out, Catch::Contains("sliders: "));
    for (const char* cmd : {"--help", "bench --help", "perft --help", "match --help", "tune --help", "extract --help"}) {
        INFO(cmd);
        const Run h = runHecto(cmd);
        CHECK(h.status == 0);
        CHECK_THAT(h.out, Catch::Contains("usage") || Catch::Contains("Usage"));
    }
}
