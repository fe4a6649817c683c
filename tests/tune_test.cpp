// The tuner: its data format, the extraction of quiet positions from games,
// the fit of K, the local search, and the generated weights file.
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <sstream>

#include "engine/datagen/position_file.h"
#include "engine/datagen/selfplay.h"
#include "engine/tune/extract.h"
#include "engine/tune/tuner.h"
#include "movegen/game_of.h"
#include "helpers.h"
#include "run_command.h"
#include "search/eval.h"

using namespace hecto;

namespace {

const Variant& chess() { return *findVariant("chess"); }

// White's evaluation of a chess position with these weights.
int whiteEval(const std::string& fen, const Weights& w) {
    Position<Geo8x8> pos(chess());
    pos.setFen(fen);
    const Evaluator<Geo8x8> eval(chess(), w.eval.at("chess"), w.values.at("chess"));
    const int e = eval.evaluate(pos);
    return pos.sideToMove() == WHITE ? e : -e;
}

double sigmoid(int eval, double k) { return 1 / (1 + std::pow(10.0, -k * eval / 400)); }

// Positions of varied material and structure, both sides to move.
const std::vector<std::string> FENS = {
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/ppp2ppp/2n5/3p4/3P4/2N5/PPP2PPP/R3K2R w KQkq - 0 12",
    "4k3/pp3ppp/8/8/8/8/PP3PPP/3RK3 w - - 0 30",
    "4k3/pp3ppp/8/8/8/8/PPP2PPP/4K3 b - - 0 30",
    "2r3k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 25",
    "6k1/5ppp/8/8/8/2B5/5PPP/6K1 b - - 0 40",
    "r1b1k2r/pp3ppp/8/8/8/8/PP3PPP/R1B1K2R w KQkq - 0 20",
    "8/5k2/8/3P4/8/8/5K2/8 w - - 0 50",
    "q5k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 35",
    "rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 3",
    "2kr4/ppp5/8/8/8/8/PP6/1K1R4 b - - 0 30",
};

std::vector<LabelledPosition> labelled(double k, const Weights& w) {
    std::vector<LabelledPosition> out;
    for (const std::string& fen : FENS) out.push_back({&chess(), fen, sigmoid(whiteEval(fen, w), k)});
    return out;
}

}  // namespace

TEST_CASE("labelled positions are read line by line", "[tune]") {
    std::istringstream in("# comment\n\nchess;8/5k2/8/3P4/8/8/5K2/8 w - - 0 50;1-0\r\n"
                          "tencubed;" + findVariant("tencubed")->startFen + ";1/2-1/2\n"
                          "megachess;" + findVariant("megachess")->startFen + ";0;-35\n");
    const auto p = readLabelled(in, "data");
    REQUIRE(p.size() == 3);
    CHECK(!p[0].hasScore);
    CHECK(p[2].hasScore);
    CHECK(p[2].score == -35);
    CHECK(labelledLine(p[2]) == "megachess;" + findVariant("megachess")->startFen + ";0-1;-35");
    CHECK(p[0].variant->key == "chess");
    CHECK(p[0].fen == "8/5k2/8/3P4/8/8/5K2/8 w - - 0 50");
    CHECK(p[0].result == 1.0);
    CHECK(p[1].result == 0.5);
    CHECK(p[2].variant->key == "megachess");
    CHECK(p[2].result == 0.0);
}

TEST_CASE("a bad labelled line is named by its line number", "[tune][errors]") {
    const std::pair<const char*, const char*> bad[] = {
        {"shogi;8/8/8/8/8/8/8/8 w - - 0 1;1-0", "data:2: unknown variant 'shogi'"},
        {"chess;8/8/8 w - - 0 1;1-0", "data:2: "},
        {"chess;8/5k2/8/3P4/8/8/5K2/8 w - - 0 50;2-0", "data:2: result must be"},
        {"chess;8/5k2/8/3P4/8/8/5K2/8 w - - 0 50", "data:2: expected variant;FEN;result"},
        {"chess;8/5k2/8/3P4/8/8/5K2/8 w - - 0 50;1-0;+1.5", "data:2: score must be"},
        {"chess;8/5k2/8/3P4/8/8/5K2/8 w - - 0 50;1-0;12;3", "data:2: expected"},
        {"no separators at all", "data:2: expected"},
    };
    for (const auto& [line, reason] : bad) {
        INFO(line);
        std::istringstream in(std::string("chess;8/5k2/8/3P4/8/8/5K2/8 w - - 0 50;1-0\n") + line + "\n");
        try {
            readLabelled(in, "data");
            FAIL("no error");
        } catch (const InputError& e) {
            CHECK_THAT(e.what(), Catch::StartsWith(reason));
        }
    }
}

TEST_CASE("extraction keeps quiet positions after the opening, labelled with the result", "[tune]") {
    const std::string pgn = "[Event \"t\"]\n[Result \"0-1\"]\n\n"
                            "1. e4 {book} e5 {book} 2. Nf3 {+0.1/5 0.01s} Nc6 {-0.1/5 0.01s} 3. Bb5\n"
                            "{+0.30/6 0.01s} a6 {-0.25/6 0.02s} 4. Bxc6 dxc6 5. Nxe5 Qd4 6. Nf3 Qxe4+ 7. Kf1\n"
                            "Bc5 {+M2/7 0.01s} 0-1\n\n"
                            "[Event \"t\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
                            "[Event \"t\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Nxe5 Qd4\n"
                            "6. Nf3 Qxe4+ 7. Kf1 Bc5 0-1\n";
    std::istringstream in(pgn);
    std::ostringstream out;
    ExtractOptions o;
    o.skipPlies = 4;
    const ExtractCount n = extractPositions(in, chess(), o, out, "games.pgn");
    CHECK(n.games == 1);
    CHECK(n.repeated == 1);  // the same moves, with other comments
    // From ply 5: Bb5 a6 Bxc6(x) dxc6(x) Nxe5(x) Qd4 Nf3 Qxe4+(x) Kf1(in check) Bc5(mate seen)
    CHECK(n.positions == 4);
    std::istringstream back(out.str());
    const auto p = readLabelled(back, "out");
    REQUIRE(p.size() == 4);
    CHECK(p[0].fen == "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    CHECK(p[0].hasScore);
    CHECK(p[0].score == 30);
    CHECK(p[1].score == 25);  // Black's -0.25, seen by White
    CHECK(!p[2].hasScore);
    for (const auto& x : p) CHECK(x.result == 0.0);
}

TEST_CASE("datagen files become labelled lines with the same board, hands and side to move", "[tune]") {
    for (const Variant& v : variants()) {
        INFO(v.key);
        const test::TempFile file("extract-" + v.key + ".bin");
        const std::string& path = file.path;
        auto g = newGame(v);
        std::vector<std::string> boards;  // each position's FEN without castling, en passant and clocks
        std::vector<TrainingPosition> written;
        for (int ply = 0; ply < 40; ++ply) {
            const auto moves = g->legalMoves();
            if (moves.empty()) break;
            TrainingPosition p = trainingPositionOf(*g);
            p.score = int16_t(ply % 2 ? -40 - ply : 30 + ply);
            p.result = uint8_t(ply % 3);
            written.push_back(p);
            const std::string fen = g->fen();
            boards.push_back(fen.substr(0, fen.find(' ') + 2));
            g->make(moves[size_t(ply * 5 + 1) % moves.size()]);
        }
        { PositionWriter(path, v).write(written); }
        PositionReader in(path, v);
        std::ostringstream out;
        CHECK(extractTrainingPositions(in, v, out) == long(written.size()));
        std::istringstream lines(out.str());
        const auto read = readLabelled(lines, "out");
        REQUIRE(read.size() == written.size());
        for (size_t i = 0; i < read.size(); ++i) {
            auto back = newGame(v);
            back->setFen(read[i].fen);
            const std::string fen = back->fen();
            CHECK(fen.substr(0, fen.find(' ') + 2) == boards[i]);
            CHECK(read[i].result == written[i].result / 2.0);
            CHECK(read[i].hasScore);
            CHECK(read[i].score == (written[i].sideToMove == WHITE ? written[i].score : -written[i].score));
        }
    }
}

TEST_CASE("extraction leaves out scores that no labelled line can hold", "[tune][errors]") {
    // Found by the extract fuzzer: readLabelled refused the lines extract wrote.
    std::istringstream in("[Event \"t\"]\n[Result \"1-0\"]\n\n"
                          "1. e4 {+9999/7 0.02s} e5 {-inf/7 0.02s} 2. Nf3 {nan/7 0.02s} Nc6 {+1000.00/7 0.02s} 1-0\n");
    std::ostringstream out;
    ExtractOptions o;
    o.skipPlies = 0;
    CHECK(extractPositions(in, chess(), o, out, "g.pgn").positions == 4);
    std::istringstream back(out.str());
    const auto p = readLabelled(back, "out");
    REQUIRE(p.size() == 4);
    CHECK_FALSE(p[0].hasScore);
    CHECK_FALSE(p[1].hasScore);
    CHECK_FALSE(p[2].hasScore);
    CHECK(p[3].hasScore);
    CHECK(p[3].score == -MAX_LABEL_SCORE);  // Black's +1000.00, seen by White
}

TEST_CASE("extraction names the game of an unreadable move", "[tune][errors]") {
    std::istringstream in("[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n[Result \"1-0\"]\n\n1. e4 Ke7 1-0\n");
    std::ostringstream out;
    CHECK_THROWS_WITH(extractPositions(in, chess(), ExtractOptions{}, out, "g.pgn"), Catch::StartsWith("g.pgn:6: "));
}

TEST_CASE("K is fitted to the results", "[tune]") {
    const Weights w = Weights::current();
    for (double k : {0.7, 1.6}) {
        const Tuner tuner(labelled(k, w), 0);
        CHECK(tuner.fitK(w) == Approx(k).margin(0.01));
        CHECK(tuner.errors(w, k).train < 1e-9);
    }
}

TEST_CASE("the local search lowers the error toward the weights behind the results", "[tune]") {
    Weights truth = Weights::current();
    truth.eval["chess"].bishopPair += Score{30, 30};
    truth.values["chess"][ROOK] += Score{40, 60};
    const Tuner tuner(labelled(1.0, truth), 0);
    const Weights start = Weights::current();
    TuneOptions o;
    o.passes = 10;
    const Weights tuned = tuner.tune(start, 1.0, o);
    const double before = tuner.errors(start, 1.0).train, after = tuner.errors(tuned, 1.0).train;
    CHECK(after < before / 4);
    // A rook's worth on its first rank, where the test's rooks stand: its
    // material, or that rank's entry in the rank table, can carry the change.
    const auto rook = [](const Weights& w) { return w.values.at("chess")[ROOK].eg + w.eval.at("chess").rankEg[0][ROOK]; };
    CHECK(rook(tuned) > rook(start));
    // Other games' weights and material are not touched by chess positions.
    CHECK(tuned.values.at("megachess") == start.values.at("megachess"));
    CHECK(tuned.eval.at("bigchess").mobilityMg == start.eval.at("bigchess").mobilityMg);
    // The pawn is the unit.
    CHECK(tuned.values.at("chess")[PAWN] == start.values.at("chess")[PAWN]);
    o.material = false;
    const Weights positional = tuner.tune(start, 1.0, o);
    CHECK(positional.values.at("chess") == start.values.at("chess"));
    CHECK(tuner.errors(positional, 1.0).train < before);
}

TEST_CASE("the target blends the result with the search score", "[tune]") {
    const Weights w = Weights::current();
    std::vector<LabelledPosition> p;
    for (const std::string& fen : FENS) {
        p.push_back({&chess(), fen, 0.5});
        p.back().hasScore = true;
        p.back().score = whiteEval(fen, w);
    }
    CHECK(Tuner(p, 0, 0.0).errors(w, 1.3).train < 1e-12);
    CHECK(Tuner(p, 0, 1.0).errors(w, 1.3).train > 1e-3);
    CHECK(Tuner(p, 0, 0.5).errors(w, 1.3).train == Approx(Tuner(p, 0, 1.0).errors(w, 1.3).train / 4));
}

TEST_CASE("the tuner needs positions", "[tune][errors]") {
    CHECK_THROWS_AS(Tuner({}, 10), InputError);
}

TEST_CASE("the weights file names every weight and every game's material", "[tune]") {
    Weights w = Weights::current();
    w.eval["bigchess"].passedEg = 123;
    w.eval["bigchess"].rankEg = {};
    w.eval["bigchess"].rankEg[2][ROOK] = 45;
    const std::string text = weightsHeader(w, "How.\nTwo lines.");
    CHECK_THAT(text, Catch::StartsWith("// How.\n// Two lines.\n#pragma once\n"));
    const size_t bigChess = text.find("inline constexpr EvalParams BIGCHESS_WEIGHTS = {\n");
    REQUIRE(bigChess != std::string::npos);
    CHECK(text.find("    .passedEg = 123,\n", bigChess) < text.find("};", bigChess));
    CHECK(text.find("    .passedEg = 123,\n") > bigChess);  // only BigChess's changed
    // Rank tables up to the last rank in use, each rank's table up to the king.
    CHECK_THAT(text, Catch::Contains("    .rankEg = {{{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0, "
                                     "0, 0}, {0, 0, 0, 0, 45, 0, 0, 0, 0, 0, 0}}},\n"));
    for (const TunedGame& g : TUNED_GAMES) {
        std::string key = g.key;
        for (char& c : key) c = char(std::toupper(static_cast<unsigned char>(c)));
        CHECK_THAT(text, Catch::Contains("inline constexpr EvalParams " + key + "_WEIGHTS = {\n    .tempo = "));
        CHECK_THAT(text, Catch::Contains("inline constexpr PieceValues " + key + "_VALUES = {{{0, 0}, {"));
        // Tables end with the king: the other types are variants files'.
        CHECK_THAT(text, Catch::Contains("{0, 0}}};\n"));
        CHECK_THAT(text, Catch::Contains("    .kingAttackWeight = {0, 0, "));
        CHECK_THAT(text, !Catch::Contains(", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}"));
    }
    forEachWeight(w.eval.at("chess"), [&](const char* name, const auto&) {
        CHECK_THAT(text, Catch::Contains(std::string("    .") + name + " = "));
    });
}

TEST_CASE("comment scores beyond any evaluation are no scores", "[tune][errors]") {
    // Each would overflow an int as centipawns (or is no number).
    std::istringstream in("[Event \"t\"]\n[Result \"1-0\"]\n\n1. e4 {book} e5 {book} 2. Nf3 {+1e300/5 0.01s}\n"
                          "Nc6 {-99999999999/5 0.01s} 3. Bb5 {nan/6 0.01s} a6 {inf/6 0.01s} 4. Ba4 {+0.5/6 0.01s} 1-0\n");
    std::ostringstream out;
    ExtractOptions o;
    o.skipPlies = 0;
    CHECK(extractPositions(in, chess(), o, out, "g.pgn").positions == 5);  // after the two book plies
    std::istringstream back(out.str());
    const auto p = readLabelled(back, "out");
    REQUIRE(p.size() == 5);
    for (size_t i = 0; i < 4; ++i) CHECK(!p[i].hasScore);
    CHECK(p[4].hasScore);
    CHECK(p[4].score == 50);
}

TEST_CASE("tune without held-out positions shows no validation error", "[tune]") {
    const test::TempFile file("tune-test.txt");
    const std::string& data = file.path;
    {
        std::ofstream f(data);
        for (const std::string& fen : FENS) f << "chess;" << fen << ";1/2-1/2\n";
    }
    const std::string cmd = std::string(HECTO_BINARY) + " tune --data " + data + " --passes 1 --validation ";
    test::Run r = test::runCommand(cmd + "0");
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("no held-out positions"));
    CHECK_THAT(r.out, Catch::Contains("no positions held out"));
    CHECK_THAT(r.out, !Catch::Contains("validation"));
    CHECK_THAT(r.out, !Catch::Contains("held-out positions 0.0"));
    r = test::runCommand(cmd + "2");  // every other run of 64 positions: none of 12
    CHECK_THAT(r.out, Catch::Contains("no held-out positions"));
}
