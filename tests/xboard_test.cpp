// The CECP (XBoard) protocol, spoken to the hecto executable through pipes
// as XBoard would: the handshake, a scripted game, the games XBoard does
// not know, thinking output, result claims, and bad input.
#include <catch2/catch.hpp>
#include <chrono>
#include <regex>
#include <sstream>

#include "engine/cecp_notation.h"
#include "engine/match/process.h"
#include "helpers.h"
#include "reply_lines.h"

using namespace hecto;
using namespace std::chrono_literals;

namespace {

constexpr auto REPLY_TIMEOUT = 20s;

class Cecp {
public:
    explicit Cecp(bool flag = true) {
        // "hecto xboard", or plain "hecto" told "xboard" first.
        REQUIRE(p_.start(flag ? std::vector<std::string>{HECTO_BINARY, "xboard"} : std::vector<std::string>{HECTO_BINARY}));
        if (!flag) send("xboard");
    }
    ~Cecp() { p_.kill(); }
    void send(const std::string& line) { REQUIRE(p_.writeLine(line)); }
    // Lines up to and including the first that starts with `prefix`.
    std::vector<std::string> until(const std::string& prefix) { return test::linesUntil(p_, prefix, REPLY_TIMEOUT); }
    // Sends the commands and a ping: the lines before the pong.
    std::vector<std::string> ask(const std::string& cmds) {
        std::istringstream in(cmds);
        for (std::string l; std::getline(in, l);) send(l);
        send("ping " + std::to_string(++pings_));
        auto lines = until("pong " + std::to_string(pings_));
        lines.pop_back();
        return lines;
    }
    // The engine's next move, in XBoard's notation.
    std::string move() {
        const std::string l = until("move ").back();
        return l.substr(5);
    }
    ChildProcess& process() { return p_; }

private:
    ChildProcess p_;
    int pings_ = 0;
};

bool hasLine(const std::vector<std::string>& lines, const std::string& text) {
    for (const auto& l : lines)
        if (l.find(text) != std::string::npos) return true;
    return false;
}

// Plays a move given in XBoard's notation on a Hecto game.
void playCecp(Game& g, const std::string& move) {
    g.play(CecpNotation(g.variant().height).fromCecp(move));
}

}  // namespace

TEST_CASE("cecp notation counts the ranks of 10-rank boards from 0", "[xboard]") {
    const CecpNotation ten(10), eight(8), eleven(11);
    CHECK(ten.toCecp("e2e4") == "e1e3");
    CHECK(ten.toCecp("e9e10q") == "e8e9q");
    CHECK(ten.fromCecp("e8e9q") == "e9e10q");
    CHECK(ten.fromCecp("a0j9") == "a1j10");
    CHECK(ten.fromCecp("P@f4") == "P@f5");  // drops: the square only
    CHECK(eight.toCecp("e2e4") == "e2e4");
    CHECK(eleven.fromCecp("a10k11") == "a10k11");
    // SAN: every number is a rank, a lone disambiguating one too; castling stays.
    CHECK(ten.sanFromCecp("R0a2") == "R1a3");
    CHECK(ten.sanFromCecp("exd9=Q+") == "exd10=Q+");
    CHECK(ten.sanFromCecp("N@f4") == "N@f5");
    CHECK(ten.sanFromCecp("O-O-O") == "O-O-O");
    CHECK(ten.sanFromCecp("0-0") == "0-0");
    CHECK(eight.sanFromCecp("Nbd7") == "Nbd7");
    // Ranks off the board are refused before they are converted.
    for (const char* bad : {"c99999999999c5", "a10a9", "e2e4444"})
        CHECK_THROWS_WITH(ten.fromCecp(bad), Catch::Contains("XBoard's ranks here are 0 to 9"));
    CHECK_THROWS_WITH(eight.fromCecp("e0e4"), Catch::Contains("XBoard's ranks here are 1 to 8"));
    CHECK_THROWS_WITH(eight.sanFromCecp("Nf99999999999"), Catch::Contains("bad rank '99999999999'"));
    CHECK_THROWS_WITH(ten.sanFromCecp("R10a2"), Catch::Contains("bad rank '10'"));
    // Hecto's own text: only squares change.
    CHECK(ten.toCecp("illegal drop 'N@f5': N may be dropped only after 4 drops of P") ==
          "illegal drop 'N@f4': N may be dropped only after 4 drops of P");
}

TEST_CASE("cecp reads every move in XBoard's rank numbering, SAN too", "[xboard]") {
    Cecp e;
    e.ask("protover 2");
    e.ask("new\nvariant tencubed\nforce");
    // XBoard's c3c5 is Hecto's c4c6: no piece there. (Read in Hecto's
    // numbering, as SAN once was, it is a pawn's double step.)
    CHECK(e.ask("usermove c3c5") == std::vector<std::string>{"Illegal move (not a legal move in this position): c3c5"});
    // SAN "c4" is XBoard's c4, Hecto's c5: the double step from Hecto's c3.
    CHECK(e.ask("usermove c4").empty());
    CHECK(e.ask("usermove a7a6").empty());
    CHECK(e.ask("usermove c4c5").empty());  // so the pawn stood on XBoard's c4
    const auto bad = e.ask("usermove Nf99");
    REQUIRE(bad.size() == 1);
    CHECK(bad[0] == "Illegal move (bad rank '99' in 'Nf99': XBoard's ranks here are 0 to 9): Nf99");
}

TEST_CASE("cecp bounds every number before it is used", "[xboard][errors]") {
    Cecp e;
    e.ask("protover 2");
    e.ask("new\nforce");
    CHECK(e.ask("usermove c99999999999c5") ==
          std::vector<std::string>{
              "Illegal move (bad rank '99999999999' in 'c99999999999c5': XBoard's ranks here are 1 to 8): c99999999999c5"});
    CHECK(e.ask("setboard 4k3/8/8/8/8/8/8/4K3 w - e99999999999 0 1")[0].rfind("Error (illegal position: bad rank", 0) == 0);
    // A run of empty squares is bounded by the board's width before it is
    // expanded (it once took 2 GB, or aborted).
    e.ask("new\nvariant megachess\nforce");
    for (const char* run : {"2147483647", "3000000000", "99999999999999999999"}) {
        const std::string cmd = std::string("setboard ") + run + "/14/14/14/14/14/14/R6K5R w KQkq - 0 1";
        CHECK(e.ask(cmd) == std::vector<std::string>{"Error (illegal position: FEN rank 8 is longer than 14 squares): " + cmd});
    }
    // Still Mega Chess from its start.
    CHECK(e.ask("usermove a2a4").empty());
}

TEST_CASE("cecp fischerandom: Chess960 FENs, castling as O-O both ways", "[xboard][chess960]") {
    Cecp e;
    e.ask("protover 2");
    const std::string frc = "setboard 1qnbrkr1/pppppppp/8/8/8/8/PPPPPPPP/1QNBRKR1 w GEge - 0 1";
    // Chess ("normal") refuses Chess960's castling rights.
    e.ask("new\nforce");
    const auto refused = e.ask(frc);
    REQUIRE(refused.size() == 1);
    CHECK_THAT(refused[0], Catch::Contains("names a rook by its file"));

    CHECK(e.ask("new\nvariant fischerandom\nforce\n" + frc).empty());
    CHECK(e.ask("usermove O-O").empty());  // king f1 and rook g1 swap
    CHECK(e.ask("usermove f8g8").empty());  // king-takes-rook: the same for Black
    CHECK(e.ask("usermove O-O")[0].rfind("Illegal move", 0) == 0);
    CHECK(e.ask("setboard r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nusermove e1c1\nusermove e8h8").empty());
    // The engine castles as O-O (here it mates).
    e.ask("setboard 4rkr1/4p1p1/8/8/8/8/8/5K1R w H - 0 1\nsd 3");
    e.send("go");
    CHECK(e.move() == "O-O");
}

TEST_CASE("cecp handshake: protover 2 gets every feature, then done=1", "[xboard]") {
    for (bool flag : {true, false}) {
        INFO("started with the flag: " << flag);
        Cecp e(flag);
        e.send("protover 2");
        const auto lines = e.until("feature done=1");
        for (const char* f : {"myname=\"Hecto", "variants=\"normal,fischerandom,tencubed,bigchess,megachess,bigbang\"", "setboard=1",
                              "usermove=1", "ping=1", "colors=0", "sigint=0", "sigterm=0", "analyze=1", "memory=1",
                              "smp=1", "feature option=\"Skill Level -spin 20 0 20\"", "feature option=\"Clear Hash -button\""})
            CHECK(hasLine(lines, f));
        CHECK_FALSE(hasLine(lines, "option=\"Hash"));  // set by "memory"
        CHECK(e.ask("memory 32\ncores 1\noption Skill Level=20\noption Clear Hash\nnew\nrandom\nhard\neasy").empty());
        e.send("quit");
        CHECK_FALSE(e.process().readLine(ChildProcess::Clock::now() + REPLY_TIMEOUT));  // exits
    }
}

TEST_CASE("cecp plays a game: usermove, go, undo, remove, hint, result", "[xboard]") {
    Cecp e;
    e.ask("protover 2");
    auto g = test::game("chess");
    CHECK(e.ask("new\nforce\nusermove e2e4\nsd 3").empty());
    g->play("e2e4");
    e.send("go");  // Hecto plays Black now
    const std::string reply = e.move();
    REQUIRE_NOTHROW(playCecp(*g, reply));
    // The engine answers White's moves on its own from here.
    e.send("usermove g1f3");
    g->play("g1f3");
    REQUIRE_NOTHROW(playCecp(*g, e.move()));
    // Taking back: "remove" two plies, "undo" one; too many is an error.
    CHECK(e.ask("force\nremove\nundo\nundo").empty());
    CHECK(e.ask("undo")[0] == "Error (no move to take back): undo");
    // Back at the start: White's move is legal again, Black's is not.
    CHECK(e.ask("usermove e7e5")[0] == "Illegal move (not a legal move in this position): e7e5");
    CHECK(e.ask("usermove d2d4").empty());
    CHECK(e.ask("hint\nresult 1-0 {White resigns}\nnopost").empty());
    e.send("quit");
}

TEST_CASE("cecp bad input: one reply each, and the engine keeps its state", "[xboard][errors]") {
    Cecp e;
    e.ask("protover 2");
    CHECK(e.ask("new\nforce\nusermove e2e4").empty());
    CHECK(e.ask("frobnicate now") == std::vector<std::string>{"Error (unknown command): frobnicate now"});
    CHECK(e.ask("usermove e2e4") == std::vector<std::string>{"Illegal move (not a legal move in this position): e2e4"});
    CHECK(e.ask("usermove zz") == std::vector<std::string>{"Illegal move (not a legal move in this position): zz"});
    const auto bad = e.ask("setboard rnbqkbnr/pppppppp/8/8 w - - 0 1");
    REQUIRE(bad.size() == 1);
    CHECK(bad[0].rfind("Error (illegal position: ", 0) == 0);
    CHECK(bad[0].find("): setboard rnbqkbnr/pppppppp/8/8 w - - 0 1") != std::string::npos);
    CHECK(e.ask("variant shogi")[0].rfind("Error (unknown variant", 0) == 0);
    CHECK(e.ask("level 40 five 0")[0].rfind("Error (", 0) == 0);
    CHECK(e.ask("sd 0")[0].rfind("Error (sd must be", 0) == 0);
    CHECK(e.ask("memory lots")[0].rfind("Error (Hash must be", 0) == 0);
    CHECK(e.ask("option Nonsense=3")[0].rfind("Error (unknown option", 0) == 0);
    // Still chess, still after 1. e4: Black's reply is legal.
    CHECK(e.ask("usermove e7e5").empty());
}

TEST_CASE("cecp engine-defined games: setup and piece lines, ranks from 0", "[xboard]") {
    Cecp e;
    e.ask("protover 2");
    CHECK(e.ask("new\nvariant normal").empty());  // XBoard knows chess

    const auto ten = e.ask("new\nvariant tencubed");
    REQUIRE_FALSE(ten.empty());
    CHECK(std::regex_match(ten[0], std::regex(R"(setup \(PNBRQ.CAM.{26}W.{7}K)"
                                              R"(pnbrq.cam.{26}w.{7}k\) 10x10\+0_fairy )"
                                              R"(2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1)")));
    for (const char* p : {"piece P& fmWfceFifmW2", "piece N& N", "piece A& BN", "piece M& RN", "piece C& WDA",
                          "piece W& FC", "piece K& K"})
        CHECK(hasLine(ten, p));
    // TenCubed's pawns start on rank 3, which XBoard calls 2.
    auto g = test::game("tencubed");
    CHECK(e.ask("force\nusermove e2e4\nsd 2").empty());
    g->play("e3e5");
    e.send("go");
    const std::string m = e.move();
    CHECK(std::regex_match(m, std::regex("[a-j][0-9][a-j][0-9][qma]?")));
    REQUIRE_NOTHROW(playCecp(*g, m));

    const auto big = e.ask("new\nvariant bigchess");
    REQUIRE_FALSE(big.empty());
    CHECK(big[0].rfind("setup (PNBRQ..C", 0) == 0);
    CHECK(big[0].find(" 10x10+0_fairy rnbcqkcbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1") !=
          std::string::npos);
    for (const char* p : {"piece P& fmWfceFifmW3", "piece C& BN", "piece K& KisO3"}) CHECK(hasLine(big, p));
    // The tenth file is j, and the pawn's triple step from rank 1 (Hecto's 2).
    CHECK(e.ask("force\nusermove j1j4\nusermove a8a5").empty());
    CHECK(e.ask("usermove a1a5")[0].rfind("Illegal move", 0) == 0);  // four squares: no
    // A set-up position's en passant square is in XBoard's ranks too.
    CHECK(e.ask("setboard rnbcqkcbnr/pppppppppp/10/10/10/4P5/10/10/PPPP1PPPPP/RNBCQKCBNR b KQkq e2 0 1").empty());

    const auto mega = e.ask("new\nvariant megachess");
    REQUIRE_FALSE(mega.empty());
    CHECK(mega[0].find(" 14x8+0_fairy rnbrnbqkbnbrnr/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/RNBRNBQKBNBRNR w KQkq - 0 1") !=
          std::string::npos);
    CHECK(hasLine(mega, "piece K& KisO2isjjO2isjjjO2"));
    // XBoard's wing letters stand for the rooks of that wing: castling with
    // the l-rook (king h1 to j1) after clearing i1, j1, k1.
    CHECK(e.ask("force\nsetboard rnbrnbqkbnbrnr/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/RNBRNBQK3RNR w KQkq - 0 1\n"
                "usermove h1j1")
              .empty());
}

TEST_CASE("cecp thinking output, time controls and move now", "[xboard]") {
    Cecp e;
    e.ask("protover 2");
    e.send("new");
    e.send("post");
    e.send("sd 3");
    e.send("usermove e2e4");  // Hecto plays Black and answers at once
    const auto lines = e.until("move ");
    int plies = 0;
    for (const auto& l : lines) {
        std::smatch m;
        if (!std::regex_match(l, m, std::regex(R"((\d+) (-?\d+) (\d+) (\d+)((?: [a-h][1-8][a-h][1-8][qrbn]?)+))"))) continue;
        ++plies;
        CHECK(std::stoi(m[1]) == plies);
    }
    CHECK(plies == 3);

    // A clock: level and time/otim in centiseconds; the move comes in time.
    const auto t0 = std::chrono::steady_clock::now();
    e.ask("new\nlevel 40 0:05 0\ntime 300\notim 300\nnopost");
    e.send("go");
    e.move();
    CHECK(std::chrono::steady_clock::now() - t0 < 3s);

    // "?" makes the engine move now, even with a long fixed time per move.
    e.ask("new\nst 100");
    const auto t1 = std::chrono::steady_clock::now();
    e.send("go");
    e.send("?");
    e.move();
    CHECK(std::chrono::steady_clock::now() - t1 < 5s);

    // Analysis: thinking without moving until "exit".
    auto an = e.ask("new\nforce\nanalyze");
    e.send("usermove e2e4");
    e.until("1 ");
    an = e.ask("exit");
    CHECK_FALSE(hasLine(an, "move "));
    // "force" stops a search without a move.
    e.ask("new\nst 100");
    e.send("go");
    const auto after = e.ask("force");
    CHECK_FALSE(hasLine(after, "move "));
}

TEST_CASE("cecp BigBangChess: holdings in setup, drops, two-digit ranks, king capture claimed", "[xboard][bigbang]") {
    Cecp e;
    e.ask("protover 2");
    const auto bang = e.ask("new\nvariant bigbang");
    REQUIRE_FALSE(bang.empty());
    CHECK(bang[0].find(" 11x11+5_fairy 11/11/11/11/5k5/11/5K5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1") !=
          std::string::npos);
    // One step, no en passant; promotion comes from Hecto (XBoard cannot know the area).
    for (const char* p : {"piece P& fmWfcF", "piece N& N", "piece Q& Q", "piece K& K"}) CHECK(hasLine(bang, p));
    // Drops, Black's written in lower case as some GUIs do; a drop's error says why.
    CHECK(e.ask("force\nusermove P@f6\nusermove p@e7").empty());
    const auto bad = e.ask("usermove N@f5");
    REQUIRE(bad.size() == 1);
    CHECK(bad[0] == "Illegal move (illegal drop 'N@f5': N may be dropped only after 4 drops of P): N@f5");
    e.send("sd 3");
    e.send("go");
    auto g = test::game("bigbang");
    test::play(*g, "P@f6 P@e7");
    REQUIRE_NOTHROW(playCecp(*g, e.move()));
    // Taking the king ends the game, claimed as such; ranks 10 and 11 keep two digits.
    e.ask("new\nvariant bigbang\nforce\nsetboard 11/11/11/3R3k3/11/11/5K5/11/11/11/11[] w - - 0 1\nsd 3");
    e.send("go");
    CHECK(e.move() == "d8h8");
    CHECK(e.until("1-0").back() == "1-0 {White captures the king}");
}

TEST_CASE("cecp claims results by the game's rules", "[xboard]") {
    Cecp e;
    e.ask("protover 2");
    // Hecto (White) mates in one and says so.
    e.ask("new\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nsd 4");
    e.send("go");
    CHECK(e.move() == "a1a8");
    CHECK(e.until("1-0").back() == "1-0 {White mates}");
    // The opponent's mating move is claimed too, and the engine stops.
    e.ask("new\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    e.send("usermove a1a8");
    CHECK(e.until("1-0").back() == "1-0 {White mates}");
    CHECK(e.ask("usermove g8h8")[0].rfind("Illegal move (the game is over)", 0) == 0);
    // Stalemate with the engine to move.
    e.ask("new\nforce\nsetboard 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    e.send("go");
    CHECK(e.until("1/2-1/2").back() == "1/2-1/2 {Stalemate}");
    // Insufficient material after the opponent's capture, in force mode too.
    e.ask("new\nforce\nsetboard 8/8/8/4k3/8/2r5/3K4/8 w - - 0 1");
    e.send("usermove d2c3");
    CHECK(e.until("1/2-1/2").back() == "1/2-1/2 {Insufficient material}");
}
