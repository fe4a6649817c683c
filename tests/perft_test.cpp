// Perft against reference counts in tests/data/perft/<variant>.epd (and
// chess960.epd: chess with UCI_Chess960). Each
// file's header says where its numbers come from (published values and
// reference engines, never this engine).
//
// HECTO_PERFT_MAX_NODES caps the counts checked (sanitizer builds are slow).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "helpers.h"
#include "movegen/variants_file.h"

using namespace hecto;

namespace {

struct PerftCase {
    std::string fen, moves;
    std::vector<std::pair<int, uint64_t>> counts;  // depth, nodes
};

std::vector<PerftCase> readSuite(const std::string& suite) {
    std::ifstream in(std::string(HECTO_TEST_DATA) + "/perft/" + suite + ".epd");
    REQUIRE(in);
    std::vector<PerftCase> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::stringstream fields(line);
        PerftCase c;
        std::string position, item;
        std::getline(fields, position, ';');
        const size_t m = position.find(" moves ");
        c.fen = position.substr(0, m);
        if (m != std::string::npos) c.moves = position.substr(m + 7);
        while (std::getline(fields, item, ';')) {
            int depth = 0;
            unsigned long long nodes = 0;
            REQUIRE(std::sscanf(item.c_str(), " D%d %llu", &depth, &nodes) == 2);
            c.counts.emplace_back(depth, nodes);
        }
        out.push_back(c);
    }
    REQUIRE(!out.empty());
    return out;
}

uint64_t nodeCap() {
    const char* env = std::getenv("HECTO_PERFT_MAX_NODES");
    return env ? std::strtoull(env, nullptr, 10) : UINT64_MAX;
}

// `suite` names the file; chess960.epd holds chess positions for Chess960,
// examples/GAME.epd positions of a game of variants/examples.ini.
void runSuite(const std::string& suite) {
    const bool chess960 = suite == "chess960";
    const std::string variant = chess960 ? "chess" : suite.substr(suite.find('/') + 1);
    REQUIRE(findVariant(variant));
    for (const PerftCase& c : readSuite(suite)) {
        auto g = newGame(*findVariant(variant));
        g->setChess960(chess960);
        g->setFen(c.fen);
        test::play(*g, c.moves);
        for (const auto& [depth, nodes] : c.counts) {
            if (nodes > nodeCap()) continue;
            INFO(suite << ": " << c.fen << (c.moves.empty() ? "" : " moves " + c.moves) << " depth " << depth);
            CHECK(g->perft(depth) == nodes);
        }
    }
}

}  // namespace

TEST_CASE("perft: chess", "[perft]") { runSuite("chess"); }
TEST_CASE("perft: chess960", "[perft]") { runSuite("chess960"); }
TEST_CASE("perft: tencubed", "[perft]") { runSuite("tencubed"); }
TEST_CASE("perft: bigchess", "[perft]") { runSuite("bigchess"); }
TEST_CASE("perft: megachess", "[perft]") { runSuite("megachess"); }
TEST_CASE("perft: bigbang", "[perft]") { runSuite("bigbang"); }

TEST_CASE("perft: the games of variants/examples.ini", "[perft][variants-file]") {
    loadVariantsFile(HECTO_SOURCE_DIR "/variants/examples.ini");
    for (const char* game : {"capablanca", "gothic", "grand", "shako", "courier", "chess960", "menagerie", "omega12", "chess16"}) {
        runSuite(std::string("examples/") + game);
    }
}
