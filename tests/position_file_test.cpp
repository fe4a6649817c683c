// Training-position files (hecto datagen's output, hecto train's input):
// what is written is read back, appending resumes, a record cut short at
// the end is dropped, files of the first format version still read, and
// games with hands or with more than fifteen piece types fit.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engine/datagen/position_file.h"
#include "engine/datagen/selfplay.h"
#include "helpers.h"
#include "movegen/variants_file.h"

using namespace hecto;

namespace {

using test::TempFile;

TrainingPosition positionOf(const Game& g, int16_t score, uint8_t result) {
    TrainingPosition p = trainingPositionOf(g);
    p.score = score;
    p.result = result;
    return p;
}

// Appends positions to a file; returns how many it held before.
uint64_t append(const std::string& path, const Variant& v, const std::vector<TrainingPosition>& positions) {
    PositionWriter w(path, v);
    w.write(positions);
    return w.existing();
}

// The position now and after each of `plies` moves, picked from the legal
// ones by a fixed rule (the same every run).
std::vector<TrainingPosition> positionsAlong(Game& g, int plies) {
    std::vector<TrainingPosition> out{positionOf(g, -7, 0)};
    int16_t score = 3;
    for (int ply = 0; ply < plies; ++ply) {
        const auto moves = g.legalMoves();
        REQUIRE(!moves.empty());
        g.make(moves[size_t(ply * 7 + 3) % moves.size()]);
        out.push_back(positionOf(g, score, uint8_t(out.size() % 3)));
        score = int16_t(-score * 5);
    }
    return out;
}

std::vector<TrainingPosition> readAll(const std::string& path, const Variant& v) {
    PositionReader r(path, v);
    std::vector<TrainingPosition> out;
    for (TrainingPosition p; r.next(p);) out.push_back(p);
    return out;
}

void requireSame(const std::vector<TrainingPosition>& a, const std::vector<TrainingPosition>& b) {
    REQUIRE(a.size() == b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        INFO("position " << i);
        CHECK(a[i].sideToMove == b[i].sideToMove);
        CHECK(a[i].score == b[i].score);
        CHECK(a[i].result == b[i].result);
        CHECK(a[i].pieces == b[i].pieces);
        CHECK(a[i].hand == b[i].hand);
    }
}

void roundTrip(Game& g, int plies, const std::string& name) {
    const TempFile f(name);
    const auto positions = positionsAlong(g, plies);
    CHECK(append(f.path, g.variant(), positions) == 0);
    requireSame(readAll(f.path, g.variant()), positions);
}

}  // namespace

TEST_CASE("position file: chess positions read back as written, and appending resumes", "[datagen]") {
    auto g = test::game("chess");
    const TempFile f("chess.bin");
    const auto first = positionsAlong(*g, 5);
    append(f.path, g->variant(), first);
    auto more = positionsAlong(*g, 2);
    CHECK(append(f.path, g->variant(), more) == first.size());
    auto all = first;
    all.insert(all.end(), more.begin(), more.end());
    requireSame(readAll(f.path, g->variant()), all);
}

TEST_CASE("position file: BigBangChess keeps both hands", "[datagen]") {
    auto g = test::game("bigbang");
    roundTrip(*g, 12, "bigbang.bin");
}

TEST_CASE("position file: a game with more than fifteen piece types", "[datagen][variants-file]") {
    loadVariantsFile(HECTO_SOURCE_DIR "/variants/examples.ini");
    auto g = test::game("menagerie");
    bool above15 = false;
    for (int sq = 0; sq < 100; ++sq) above15 |= typeOf(g->pieceOn(sq)) > 15;
    REQUIRE(above15);
    roundTrip(*g, 12, "menagerie.bin");
}

TEST_CASE("position file: a record cut short at the end is dropped, and the writer repairs it", "[datagen]") {
    auto g = test::game("chess");
    const TempFile f("cut.bin");
    const auto positions = positionsAlong(*g, 2);
    append(f.path, g->variant(), positions);
    const auto whole = std::filesystem::file_size(f.path);
    {
        std::ofstream out(f.path, std::ios::binary | std::ios::app);
        out.write("\x00\x05\x00\x01\x20\xff", 6);  // a record's first bytes only
    }
    PositionReader r(f.path, g->variant());
    TrainingPosition p;
    size_t n = 0;
    while (r.next(p)) ++n;
    CHECK(n == positions.size());
    CHECK(r.truncatedTail());
    {
        PositionWriter w(f.path, g->variant());
        CHECK(w.existing() == positions.size());
    }
    CHECK(std::filesystem::file_size(f.path) == whole);
}

TEST_CASE("position file: version 1 files still read", "[datagen]") {
    const Variant& v = *findVariant("chess");
    const TempFile f("v1.bin");
    std::string bytes = "HECTOPOS";
    bytes += std::string("\x01\x00\x00\x00", 4);
    bytes += std::string("chess") + std::string(11, '\0');
    bytes += "\x08\x08";
    // Black to move, score -12, White won, two pieces: Ke1 and ke8, written
    // colour << 4 | type as version 1 did.
    bytes += std::string("\x01\xf4\xff\x02\x02", 5);
    std::string occ(8, '\0');
    occ[0] = char(1 << 4);  // e1
    occ[7] = char(1 << 4);  // e8
    bytes += occ;
    bytes += char(int(WHITE) << 4 | KING);
    bytes += char(int(BLACK) << 4 | KING);
    std::ofstream(f.path, std::ios::binary) << bytes;

    const auto read = readAll(f.path, v);
    REQUIRE(read.size() == 1);
    CHECK(read[0].sideToMove == BLACK);
    CHECK(read[0].score == -12);
    CHECK(read[0].result == 2);
    const std::vector<std::pair<int, Piece>> kings = {{4, makePiece(WHITE, KING)}, {60, makePiece(BLACK, KING)}};
    CHECK(read[0].pieces == kings);

    // Appending keeps the file's version: the new record reads back too.
    auto g = test::game("chess");
    const auto added = positionsAlong(*g, 1);
    CHECK(append(f.path, v, added) == 1);
    const auto all = readAll(f.path, v);
    REQUIRE(all.size() == 1 + added.size());
    requireSame({all.begin() + 1, all.end()}, added);
}

TEST_CASE("position file: another game's file or a future version is refused", "[datagen]") {
    auto g = test::game("chess");
    const TempFile f("other.bin");
    append(f.path, g->variant(), positionsAlong(*g, 0));
    CHECK_THROWS_WITH(PositionReader(f.path, *findVariant("tencubed")), Catch::Contains("holds positions of chess"));
    {
        std::fstream io(f.path, std::ios::binary | std::ios::in | std::ios::out);
        io.seekp(8);
        io.put('\x09');
    }
    CHECK_THROWS_WITH(PositionReader(f.path, g->variant()), Catch::Contains("format version 9"));
}
