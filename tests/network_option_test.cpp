// Choosing the evaluation through the protocols: EvalFile and Use NNUE in
// UCI and CECP, bad files, and files that stay chosen for their games as
// GUIs switch games.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <utility>

#include "engine/datagen/position_file.h"
#include "engine/session.h"
#include "search/nnue/embedded.h"
#include "engine_process.h"
#include "helpers.h"
#include "random_network.h"
#include "run_command.h"

using namespace hecto;
using test::hasLine;

namespace {

// A random network for a game, in a temporary file.
struct NetworkFile : test::TempFile {
    explicit NetworkFile(const char* variant) : TempFile(std::string("net-") + variant + ".nnue") {
        test::writeNetwork(*test::randomNetwork(*findVariant(variant), 3), path);
    }
};

// Whether `eval` says the evaluation comes from a network whose source
// (its file, or "built in") is `source`.
bool fromNetwork(test::EngineProcess& e, const std::string& source) {
    const auto lines = e.ask("eval");
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) {
        return l.find("from the network (") != std::string::npos && l.find("; " + source + ")") != std::string::npos;
    });
}

bool hasBuiltIn(const char* variant) { return embeddedNetwork(*findVariant(variant)) != nullptr; }

// How many of bench's positions (four in chess, two in each other game)
// play with a network when a file serves `fileGame`: that game's with the
// file, every other game's with its built-in network if it has one.
int benchPositionsWithNetwork(const std::string& fileGame) {
    const std::pair<const char*, int> games[] = {
        {"chess", 4}, {"tencubed", 2}, {"bigchess", 2}, {"megachess", 2}, {"bigbang", 2}};
    int n = 0;
    for (const auto& [game, positions] : games)
        if (game == fileGame || hasBuiltIn(game)) n += positions;
    return n;
}

}  // namespace

TEST_CASE("UCI EvalFile: loaded, kept through new games and game changes, bad files refused", "[nnue][uci]") {
    const NetworkFile chess("chess");
    const auto fromFile = [&](test::EngineProcess& e) { return fromNetwork(e, chess.path); };
    test::EngineProcess e;
    CHECK(hasLine(e.ask("uci"), "option name EvalFile type string default"));
    e.ask("position startpos");
    CHECK(fromNetwork(e, BUILT_IN_NETWORK) == hasBuiltIn("chess"));
    CHECK(e.ask("setoption name EvalFile value " + chess.path).empty());
    CHECK(fromFile(e));
    // What a GUI sends before each game.
    e.ask("setoption name UCI_Variant value chess");
    e.ask("ucinewgame");
    e.ask("position startpos moves e2e4");
    CHECK(fromFile(e));
    // Another game: its own evaluation; back in chess, the network again.
    e.ask("setoption name UCI_Variant value tencubed");
    e.ask("position startpos");
    CHECK_FALSE(fromFile(e));
    CHECK(fromNetwork(e, BUILT_IN_NETWORK) == hasBuiltIn("tencubed"));
    CHECK(e.bestmove("go depth 2").size() >= 4);
    e.ask("setoption name UCI_Variant value chess");
    e.ask("position startpos");
    CHECK(fromFile(e));
    // Bad files: one error each, the network in use stays.
    const auto missing = e.ask("setoption name EvalFile value /nonexistent/net.nnue");
    CHECK(missing.size() == 1);
    CHECK(hasLine(missing, "info string error: cannot read '/nonexistent/net.nnue'"));
    CHECK(fromFile(e));
    const auto notNetwork = e.ask("setoption name EvalFile value " + std::string(HECTO_BINARY));
    CHECK(notNetwork.size() == 1);
    CHECK(hasLine(notNetwork, "is not a Hecto network"));
    CHECK(fromFile(e));
    // Another game's network: said, kept for that game, chess keeps its own.
    const NetworkFile tencubed("tencubed");
    const auto other = e.ask("setoption name EvalFile value " + tencubed.path);
    CHECK(other.size() == 1);
    CHECK(hasLine(other, "info string '" + tencubed.path + "' is a network for tencubed: it is used when tencubed is played"));
    CHECK(fromFile(e));
    e.ask("setoption name UCI_Variant value tencubed");
    e.ask("position startpos");
    CHECK(fromNetwork(e, tencubed.path));
    e.ask("setoption name UCI_Variant value chess");
    e.ask("position startpos");
    CHECK(fromFile(e));
    // Use NNUE off: the hand-written evaluation, and a search still ends in a move.
    e.ask("setoption name Use NNUE value false");
    CHECK_FALSE(fromFile(e));
    CHECK_FALSE(fromNetwork(e, BUILT_IN_NETWORK));
    CHECK(e.bestmove("go depth 3").size() >= 4);
    e.ask("setoption name Use NNUE value true");
    CHECK(fromFile(e));
}

TEST_CASE("CECP's new and variant keep the network chosen with option EvalFile", "[nnue][xboard]") {
    // CECP and UCI share the engine session: XBoard's `new` goes through
    // chess before `variant`, as UCI_Variant does, and GUIs send options
    // before the game is chosen.
    const NetworkFile tencubed("tencubed");
    EngineSession s([](const std::string&) {});
    s.options().set("EvalFile", tencubed.path);
    s.applyOption("EvalFile");  // chess is being played: kept for tencubed
    CHECK(s.networkNote().find("is a network for tencubed") != std::string::npos);
    REQUIRE(s.networkSource() == BUILT_IN_NETWORK);
    s.setVariant(*findVariant("tencubed"));
    REQUIRE(s.network() != nullptr);
    REQUIRE(s.networkSource() == tencubed.path);
    CHECK(s.networkNote().empty());
    for (int game = 0; game < 2; ++game) {
        s.setVariant(*findVariant("chess"));  // new
        CHECK(s.networkSource() == BUILT_IN_NETWORK);
        CHECK((s.network() != nullptr) == hasBuiltIn("chess"));
        s.setVariant(*findVariant("tencubed"));  // variant tencubed
        CHECK(s.networkSource() == tencubed.path);
    }
}

TEST_CASE("bench evaluates as the engine does: a network file for its game's positions, --hce for none", "[nnue][cli]") {
    const NetworkFile chess("chess");
    const auto bench = [](const std::string& args) { return test::runCommand(std::string(HECTO_BINARY) + " bench 2 " + args); };
    const test::Run withNet = bench("--evalfile " + chess.path);
    REQUIRE(withNet.status == 0);
    CHECK(test::countOf(withNet.out, "chess      depth  2") == 4);
    CHECK(test::countOf(withNet.out, "(network)") == benchPositionsWithNetwork("chess"));
    const test::Run plain = bench("--hce");
    REQUIRE(plain.status == 0);
    CHECK(test::countOf(plain.out, "(network)") == 0);
    CHECK(plain.out.find("Nodes searched: ") != std::string::npos);
    const NetworkFile tencubed("tencubed");
    CHECK(test::countOf(bench("--evalfile " + tencubed.path).out, "(network)") == benchPositionsWithNetwork("tencubed"));
}

TEST_CASE("datagen plays with the network given, the next generation's data", "[nnue][cli][datagen]") {
    const NetworkFile chess("chess");
    const test::TempFile data("datagen-net.bin");
    const std::string& out = data.path;
    // The file grows by each run (datagen appends up to --positions).
    const auto datagen = [&](int positions, const std::string& args) {
        return test::runCommand(std::string(HECTO_BINARY) + " datagen --nodes 300 --out " + out +
                                " --positions " + std::to_string(positions) + " " + args);
    };
    const test::Run withNet = datagen(20, "--evalfile " + chess.path);
    CHECK(withNet.status == 0);
    CHECK_THAT(withNet.out, Catch::Contains("evaluation: network (768 inputs x"));
    PositionReader r(out, *findVariant("chess"));
    TrainingPosition p;
    int n = 0;
    while (r.next(p)) ++n;
    CHECK(n >= 20);
    CHECK_THAT(datagen(n + 20, "--hce").out, Catch::Contains("evaluation: hand-written"));
    const NetworkFile tencubed("tencubed");
    const test::Run wrong = datagen(n + 40, "--evalfile " + tencubed.path);
    CHECK(wrong.status == 2);
    CHECK_THAT(wrong.out, Catch::Contains("is a network for tencubed, not chess"));
}

TEST_CASE("every built-in network belongs to a game, reads, and sees its start position as level", "[nnue]") {
    // A start position is the same for both sides: a network trained on
    // the game's own play must find it close to even, and each side, to
    // move, exactly as good as the other (a perspective mixed up shows here).
    // Where the game starts with its pieces in hand (BigBangChess: two kings
    // in a 3x3 area) the first drop is worth more than a move's tempo (the
    // hand-written evaluation's own search finds it 0.6 to 1.5 pawns at
    // depths 5-11), so only the symmetry is asked there.
    constexpr Value START_BOUND = 100;
    for (const EmbeddedNetwork& e : embeddedNetworks()) {
        INFO(e.variant);
        const Variant* v = findVariant(e.variant);
        REQUIRE(v != nullptr);
        EngineSession s([](const std::string&) {});
        s.setVariant(*v);
        REQUIRE(s.network() != nullptr);
        CHECK(s.networkSource() == BUILT_IN_NETWORK);
        const Value eval = s.searcher().networkEvaluate(s.game());
        CHECK(eval != VALUE_NONE);
        bool startsInHand = false;
        for (int t = 0; t < PIECE_TYPE_NB; ++t) startsInHand |= s.game().inHand(WHITE, PieceType(t)) > 0;
        if (!startsInHand) CHECK(std::abs(eval) <= START_BOUND);
        std::string blackToMove = s.game().fen();
        const size_t side = blackToMove.find(" w ");
        REQUIRE(side != std::string::npos);
        blackToMove[side + 1] = 'b';
        auto g = s.game().clone();
        g->setFen(blackToMove);
        CHECK(s.searcher().networkEvaluate(*g) == eval);
    }
}
