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

TEST_CASE("perft --chess960: Chess960 FENs and king-takes-rook castling", "[cli][chess960]") {
    // 326672: the published Chess960 perft list (tests/data/perft/chess960.epd).
    const Run r = runHecto("perft --chess960 --fen 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9' --depth 4");
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("Nodes searched: 326672\n"));
    // After O-O-O (read in the two-square form) the rook on d1 guards d8:
    // Black may castle only on the king's side, written king-takes-rook.
    const Run d = runHecto("perft --chess960 --fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' --depth 1 --divide --moves e1c1");
    CHECK_THAT(d.out, Catch::Contains("\ne8h8: 1\n"));
    CHECK_THAT(d.out, !Catch::Contains("e8a8"));
}

TEST_CASE("bad command lines get one error line and exit code 2", "[cli][errors]") {
    const std::pair<const char*, const char*> bad[] = {
        {"perft --variant shogi", "unknown variant 'shogi'"},
        {"perft --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1'", "ranks"},
        {"perft --variant tencubed --fen '4k5/10/10/10/10/10/10/10/10/4K6 w - - 0 1'", "longer than 10"},
        // A run of empty squares that overflowed an int and wrapped to 8.
        {"perft --fen '4294967304/8/8/8/8/8/8/K6k w - - 0 1' --depth 1", "FEN rank 8 is longer than 8 squares"},
        {"perft --fen '8/8/8/8/8/8/8/K6k w - - 99999999999 1'", "half-move clock must be a whole number from 0 to"},
        {"perft --fen '8/8/8/8/8/8/8/K6k w - - 0 99999999999'", "move number must be a whole number from 1 to"},
        {"perft --fen '1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1'", "UCI_Chess960 is off"},
        {"perft --variant bigchess --chess960", "--chess960 needs a game that has it (chess), not bigchess"},
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
        {"extract", "--pgn FILE or --positions FILE is required"},
        {"extract --pgn " HECTO_TEST_DATA "/perft/chess.epd", "no finished games in"},
        {"frobnicate", "error: unknown command 'frobnicate'"},
        {"bench 0", "bench depth must be"},
        {"bench 3 4", "unexpected argument '4'"},
        {"bench --bogus", "unexpected argument '--bogus'"},
        {"bench --evalfile", "--evalfile needs a FILE"},
        {"bench 1 --evalfile missing.nnue", "cannot read 'missing.nnue'"},
        {"bench --hce --evalfile x.nnue", "exclude each other"},
        {"datagen --positions 10 --out unwritten.bin --hce --evalfile x.nnue", "exclude each other"},
        {"datagen --positions 10 --out unwritten.bin --evalfile missing.nnue", "cannot read 'missing.nnue'"},
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
