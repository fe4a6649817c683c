// XBoard itself, under a virtual X server, plays Hecto against Hecto in
// every game; the saved PGN is then replayed with Hecto's rules: each game
// finished, every move legal, each result the one the final position
// gives (or a draw XBoard adjudicated), no loss on time.
#include <catch2/catch.hpp>
#include <cctype>
#include <cstdlib>
#include <map>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>
#include <vector>

#include "engine/cecp_notation.h"
#include "engine/cecp_variants.h"
#include "engine/match/pgn.h"
#include "helpers.h"
#include "run_command.h"

using namespace hecto;

namespace {

constexpr int GAMES = 2;
// Per side and game: short, so that the four matches take about two
// minutes on two cores, yet long enough for real moves.
constexpr const char* TIME_CONTROL = "0:03";
constexpr const char* INCREMENT = "0.05";
constexpr int DRAW_AFTER_MOVES = 70;  // XBoard adjudicates longer games drawn
constexpr int ATTEMPTS = 2;            // a virtual X server can lose a race for its display number

bool haveTool(const std::string& name) { return test::runCommand("command -v " + name).status == 0; }

struct PgnGame {
    std::map<std::string, std::string> tags;
    std::string movetext;
};

std::vector<PgnGame> readPgn(const std::string& text) {
    std::vector<PgnGame> games;
    std::istringstream in(text);
    bool inMoves = false;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("[", 0) == 0) {
            if (games.empty() || inMoves) games.emplace_back(), inMoves = false;
            const size_t sp = line.find(' '), q1 = line.find('"'), q2 = line.rfind('"');
            if (sp != std::string::npos && q1 != std::string::npos && q2 > q1)
                games.back().tags[line.substr(1, sp - 1)] = line.substr(q1 + 1, q2 - q1 - 1);
        } else if (!games.empty()) {
            inMoves = true;
            games.back().movetext += line + "\n";
        }
    }
    return games;
}

// The comment XBoard writes before the result ("{Xboard adjudication: ...}").
std::string lastComment(const std::string& movetext) {
    const size_t close = movetext.rfind('}');
    if (close == std::string::npos) return "";
    const size_t open = movetext.rfind('{', close);
    return open == std::string::npos ? "" : movetext.substr(open + 1, close - open - 1);
}

// A piece move's SAN without its file or rank of departure ("Nef3" and
// "Nf3" alike: "Nf3"); pawn moves, drops and castling as they are, less
// check marks.
std::string withoutDeparture(std::string san) {
    while (!san.empty() && std::string_view("+#!?").find(san.back()) != std::string_view::npos) san.pop_back();
    if (san.empty() || !std::isupper(static_cast<unsigned char>(san[0])) || san[0] == 'O' ||
        san.find('@') != std::string::npos)
        return san;
    const size_t promo = std::min(san.find('='), san.size());
    size_t dest = promo;
    while (dest > 1 && std::isdigit(static_cast<unsigned char>(san[dest - 1]))) --dest;
    if (dest > 1) --dest;  // the destination's file
    const bool capture = san.find('x') < dest;
    return san.substr(0, 1) + (capture ? "x" : "") + san.substr(dest);
}

// XBoard writes SAN by chess's rules: of two pieces that reach a square,
// one pinned to its king, it names no departure. BigBangChess has no check,
// so both may go there, and the SAN is ambiguous to Hecto: XBoard meant the
// move after which the own king cannot be taken.
Move parseXboardSan(Game& game, const std::string& san) {
    if (!game.variant().kingCapture) return game.parseSan(san);
    try {
        return game.parseSan(san);
    } catch (const InputError& e) {
        if (std::string_view(e.what()).find("ambiguous") == std::string_view::npos) throw;
    }
    const Color us = game.sideToMove();
    const Piece king = makePiece(us, KING);
    std::vector<Move> meant;
    for (const Move m : game.legalMoves()) {
        if (withoutDeparture(game.san(m)) != withoutDeparture(san)) continue;
        game.make(m);
        int kingSquare = -1;
        for (int sq = 0; sq < game.variant().width * game.variant().height; ++sq)
            if (game.pieceOn(sq) == king) kingSquare = sq;
        bool kingSafe = kingSquare >= 0;
        for (const Move reply : game.legalMoves()) kingSafe = kingSafe && reply.to() != kingSquare;
        game.undo();
        if (kingSafe) meant.push_back(m);
    }
    if (meant.size() != 1) throw InputError("ambiguous move '" + san + "' even by chess's rules in " + game.fen());
    return meant[0];
}

void checkGame(const PgnGame& g, const CecpVariant& cv) {
    const Variant& v = *cv.variant;
    const std::string result = g.tags.count("Result") ? g.tags.at("Result") : "*";
    const std::string comment = lastComment(g.movetext);
    INFO("result " << result << " {" << comment << "}");
    REQUIRE(result != "*");
    auto game = newGame(v);
    game->setChess960(cv.chess960);
    if (cv.chess960) {
        // XBoard deals a Chess960 start position and says which.
        REQUIRE(g.tags.count("FEN"));
        REQUIRE_NOTHROW(game->setFen(g.tags.at("FEN")));
    } else if (g.tags.count("FEN")) {
        // XBoard's FEN of the start position: the variant's own board (its
        // castling field keeps one rook per wing; it orders hands its way).
        const auto board = [](const std::string& fen) { return fen.substr(0, fen.find_first_of(" [")); };
        CHECK(board(g.tags.at("FEN")) == board(v.startFen));
    }
    const CecpNotation n(v.height);
    int ply = 0;
    bool misdrawnCastling = false;
    // BigBangChess: squares a contraction emptied, where XBoard (which does
    // not know contractions) still shows the piece, until a move lands there.
    const int squares = v.width * v.height;
    std::vector<bool> staleInXboard(squares, false);
    for (const std::string& token : pgnMoveTokens(g.movetext)) {
        INFO("ply " << ply << ": " << token);
        Move m;
        REQUIRE_NOTHROW(m = parseXboardSan(*game, n.sanFromCecp(token)));
        // XBoard 4.9.1 draws Mega Chess castling with an inner rook as a
        // plain king move ("Kj1") and leaves the rook where it was.
        const int rookFile = m.rookFrom() % v.width;
        if (m.kind() == CASTLING && rookFile != 0 && rookFile != v.width - 1 && token[0] != 'O')
            misdrawnCastling = true;
        std::vector<bool> occupied(squares);
        for (int s = 0; s < squares; ++s) occupied[s] = game->pieceOn(s) != NO_PIECE;
        game->make(m);
        staleInXboard[m.to()] = false;
        for (int s = 0; s < squares; ++s)
            if (occupied[s] && s != m.from() && game->pieceOn(s) == NO_PIECE) staleInXboard[s] = true;
        ++ply;
    }
    CHECK(ply > 0);
    const std::string forfeit = "Forfeit due to invalid move: ";
    if (comment.find(forfeit) != std::string::npos) {
        std::istringstream rest(comment.substr(comment.find(forfeit) + forfeit.size()));
        std::string refused;
        rest >> refused;
        Move m;
        const bool legal = [&] {
            try {
                m = game->parseMove(n.fromCecp(refused));
                return true;
            } catch (const std::exception&) {
                return false;
            }
        }();
        // Then XBoard's board differs from the engines' and it may refuse a
        // later move that is legal: that move must be legal by Hecto's rules.
        if (misdrawnCastling) {
            INFO("XBoard refused " << refused << " after drawing a castling wrong");
            CHECK(legal);
            WARN("XBoard 4.9.1 misdrew a Mega Chess castling with an inner rook, then refused the legal " << refused);
            return;
        }
        if (legal && staleInXboard[m.to()]) {
            WARN("XBoard 4.9.1 kept a piece that a contraction took, then refused the legal " << refused
                                                                                             << " onto its square");
            return;
        }
    }
    CHECK(comment.find("time") == std::string::npos);     // Hecto never loses on time
    CHECK(comment.find("llegal") == std::string::npos);   // nor plays an illegal move
    CHECK(comment.find("False") == std::string::npos);    // nor claims falsely
    const GameStatus st = game->status();
    INFO("Hecto's verdict on the final position: " << st.describe() << ", " << game->fen());
    if (st.over()) {
        CHECK(result == (st.decisive() ? (st.winner == WHITE ? "1-0" : "0-1") : "1/2-1/2"));
    } else {
        // Only a draw that XBoard adjudicated (move limit, its own draw rules).
        CHECK(result == "1/2-1/2");
        CHECK(comment.find("djudicat") != std::string::npos);
    }
}

// `name`: XBoard's name of the game.
void playInXboard(const std::string& name) {
    if (!haveTool("/usr/games/xboard") || !haveTool("xvfb-run")) {
        WARN("skipped: XBoard or xvfb-run is not installed (scripts/setup.sh installs them)");
        return;
    }
    REQUIRE(findCecpVariant(name));
    const CecpVariant& cv = *findCecpVariant(name);
    char tmpl[] = "/tmp/hecto-xboard-XXXXXX";
    REQUIRE(mkdtemp(tmpl));
    const std::string dir = tmpl;
    const std::string engine = std::string(HECTO_BINARY) + " xboard";
    const std::string pgn = dir + "/games.pgn";
    std::string cmd = "cd " + dir + " && timeout 240 xvfb-run -a /usr/games/xboard -fcp '" + engine + "' -fd " + dir +
                      " -scp '" + engine + "' -sd " + dir + " -variant " + cv.name + " -matchGames " +
                      std::to_string(GAMES) + " -tc " + TIME_CONTROL + " -inc " + INCREMENT + " -saveGameFile " + pgn +
                      " -autoCallFlag true -popupExitMessage false -popupMoveErrors false -animateMoving false"
                      " -saveSettingsOnExit false -settingsFile " + dir + "/xboardrc -adjudicateDrawMoves " +
                      std::to_string(DRAW_AFTER_MOVES) + " -debug -nameOfDebugFile " + dir + "/xboard.debug";
    if (!cv.variant->nMoveRule) cmd += " -ruleMoves 0";  // no 50-move rule in this game: XBoard must not apply its own
    // XBoard cannot know BigBangChess's rules (the area, drops beside the
    // king, king capture): Hecto referees, XBoard only relays the moves.
    if (cv.variant->kingCapture) cmd += " -testLegality false";
    test::Run run;
    for (int i = 0; i < ATTEMPTS; ++i) {
        std::filesystem::remove(pgn);
        run = test::runCommand(cmd);
        if (std::filesystem::exists(pgn)) break;
    }
    INFO(cmd);
    INFO(run.out);
    std::ifstream in(pgn);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    const auto games = readPgn(text.str());
    REQUIRE(int(games.size()) == GAMES);
    for (const PgnGame& g : games) {
        INFO(g.movetext);
        checkGame(g, cv);
    }
    std::filesystem::remove_all(dir);
}

}  // namespace

// The replay's own judgement, without XBoard: a BigBangChess game XBoard
// saved, in which it kept the pawn a contraction took on f9 (after 6. exf7)
// and so refused Hecto's legal drop N@f9 there.
TEST_CASE("replaying XBoard's games: a legal drop refused onto a square a contraction emptied is XBoard's error",
          "[xboard-replay]") {
    const CecpVariant& cv = *findCecpVariant("bigbang");
    const auto games = readPgn(
        "[Event \"Computer chess game\"]\n[Variant \"bigbang\"]\n[Result \"1-0\"]\n\n"
        "1. P@f6 Kf8 2. Ke5 P@f7 3. P@f5 P@g8 4. P@e6 P@e8 5. Kd5 P@f9 6. exf7 gxf7 7. P@e5 B@g8\n"
        "8. B@d6+ Ke9 9. e6\n{Xboard: Forfeit due to invalid move: N@f9 (_1_1 via ^0, ^0) res=25} 1-0\n");
    REQUIRE(games.size() == 1);
    checkGame(games[0], cv);
}

// A BigBangChess game XBoard saved with 15. Nf3 where knights on d4 and e5
// both reach f3: by chess's rules the one on e5 is pinned to its king by the
// rook on i5, so XBoard named no departure; the replay takes Nd4-f3.
TEST_CASE("replaying XBoard's games: SAN disambiguated by chess's pins is read in BigBangChess", "[xboard-replay]") {
    const CecpVariant& cv = *findCecpVariant("bigbang");
    const auto games = readPgn(
        "[Event \"Computer chess game\"]\n[Variant \"bigbang\"]\n[Result \"0-1\"]\n\n"
        "1. P@f6 Kf8 2. Ke5 P@f7 3. P@f5 P@g8 4. P@e6 P@e8 5. Kd5 g7 6. P@e5 P@f9 7. N@d4 Kg8 8. fxg7\n"
        "B@g9 9. f6 Kh7 10. exf7 exf7 11. e6 N@h6 12. N@e5 Ki6 13. B@d6 R@i5 14. Bxg9 Ng4 15. Nf3 Q@h6\n"
        "16. P@d4 Nxf6+ 17. Kc6 Qxg7 18. B@d6 Qe9 19. exf7 R@h6 20. R@c5 Qd9 21. Bgf8 Ne8 22. Nh4+ Rxh4\n"
        "23. fxe8 Qxe8+ 24. Nd7 Rxc5+ 25. Bxc5 Kh7 26. R@d6 Qxf8 27. P@c7 Qe8 28. Rf6 B@g7 29. Kd6 Rh6\n"
        "30. Rxh6+ Kxh6 31. Q@d5 P@h5 32. P@e6 h4 33. Qf5 N@g6 34. d5 P@h5 35. Kc6 Ki5 36. Bd6 P@i4 37.\n"
        "P@c5 Ne7+ 38. Bxe7 Qxe7 39. Qi8+ P@i6 40. Qd8 Qxd8 41. cxd8 h4h3=Q 42. d8d9=Q i4i3=Q 43. Qxf9\n"
        "Qg3 44. Qe8 h4 45. Nf8 h4h3=Q 46. Nd7 Qh5 47. Qi8 Qe7 48. Qe4 Qxc5+ 49. Nxc5 Qe8+ 50. Nd7 Qc8+\n"
        "51. Kc5 Qxc5#\n"
        "{Black captures the king} 0-1\n");
    REQUIRE(games.size() == 1);
    checkGame(games[0], cv);
}

TEST_CASE("XBoard plays chess against Hecto", "[xboard-gui]") { playInXboard("normal"); }
TEST_CASE("XBoard plays Chess960 against Hecto", "[xboard-gui]") { playInXboard("fischerandom"); }
TEST_CASE("XBoard plays TenCubed against Hecto", "[xboard-gui]") { playInXboard("tencubed"); }
TEST_CASE("XBoard plays BigChess against Hecto", "[xboard-gui]") { playInXboard("bigchess"); }
TEST_CASE("XBoard plays Mega Chess against Hecto", "[xboard-gui]") { playInXboard("megachess"); }
TEST_CASE("XBoard plays BigBangChess against Hecto", "[xboard-gui]") { playInXboard("bigbang"); }
