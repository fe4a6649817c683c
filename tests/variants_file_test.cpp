// Games read from variants files (Fairy-Stockfish's variants.ini format).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "movegen/game.h"
#include "movegen/notation.h"
#include "movegen/variant.h"
#include "movegen/variants_file.h"
#include "search/values.h"

using namespace hecto;

namespace {

std::string fileText(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

uint64_t perftOf(const Variant& v, int depth) {
    auto g = newGame(v);
    g->setFen(v.startFen);
    return g->perft(depth);
}

// Every rule a game is made of, field by field.
void requireSameGame(const Variant& a, const Variant& b) {
    INFO(a.key);
    CHECK(a.name == b.name);
    CHECK(a.width == b.width);
    CHECK(a.height == b.height);
    CHECK(a.files == b.files);
    CHECK(a.startFen == b.startFen);
    for (int t = 0; t < PIECE_TYPE_NB; ++t) {
        INFO("piece type " << t);
        CHECK(a.pieces[t].letter == b.pieces[t].letter);
        CHECK(a.pieces[t].name == b.pieces[t].name);
        CHECK(a.pieces[t].betza == b.pieces[t].betza);
        CHECK(a.pieces[t].movement == b.pieces[t].movement);
    }
    for (Color c : {WHITE, BLACK}) {
        CHECK(a.doubleStepRegion[c] == b.doubleStepRegion[c]);
        CHECK(a.tripleStepRegion[c] == b.tripleStepRegion[c]);
        CHECK(a.promotionRegion[c] == b.promotionRegion[c]);
    }
    CHECK(a.enPassantRegion == b.enPassantRegion);
    CHECK(a.promotions == b.promotions);
    CHECK(a.promotionLimit == b.promotionLimit);
    CHECK(a.mandatoryPromotion == b.mandatoryPromotion);
    CHECK(a.castling == b.castling);
    CHECK(a.castlingKingsideFile == b.castlingKingsideFile);
    CHECK(a.castlingQueensideFile == b.castlingQueensideFile);
    CHECK(a.castlingRank == b.castlingRank);
    CHECK(a.castlingRookKingsideFile == b.castlingRookKingsideFile);
    CHECK(a.castlingRookQueensideFile == b.castlingRookQueensideFile);
    CHECK(a.castlingRookTypes == b.castlingRookTypes);
    CHECK(a.castlingByFile == b.castlingByFile);
    CHECK(a.chess960 == b.chess960);
    CHECK(a.fischerRandom == b.fischerRandom);
    CHECK(a.nMoveRule == b.nMoveRule);
    CHECK(a.nFoldRule == b.nFoldRule);
    CHECK(a.stalemateValue == b.stalemateValue);
    CHECK(a.extinctionValue == b.extinctionValue);
    CHECK(a.extinctionTypes == b.extinctionTypes);
    CHECK(a.extinctionPieceCount == b.extinctionPieceCount);
    CHECK(a.extinctionOpponentPieceCount == b.extinctionOpponentPieceCount);
    CHECK(a.extinctionClaim == b.extinctionClaim);
    CHECK(a.kingCapture == b.kingCapture);
    CHECK(a.pawnPromotesOnAreaEdge == b.pawnPromotesOnAreaEdge);
    CHECK(a.handSet == b.handSet);
    REQUIRE(a.dropGates.size() == b.dropGates.size());
    for (size_t i = 0; i < a.dropGates.size(); ++i) {
        CHECK(a.dropGates[i].type == b.dropGates[i].type);
        CHECK(a.dropGates[i].after == b.dropGates[i].after);
        CHECK(a.dropGates[i].count == b.dropGates[i].count);
    }
    REQUIRE(a.areas.size() == b.areas.size());
    for (size_t i = 0; i < a.areas.size(); ++i) {
        CHECK(a.areas[i].side == b.areas[i].side);
        CHECK(a.areas[i].capacity == b.areas[i].capacity);
    }
    CHECK(a.pieceValueMg == b.pieceValueMg);
    CHECK(a.pieceValueEg == b.pieceValueEg);
}

// The error a text gives, "" if none.
std::string errorOf(const std::string& text) {
    try {
        readVariants(text, "test.ini");
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("variants/builtin.ini defines the five built-in games exactly", "[variants-file]") {
    const std::vector<Variant> games = readVariants(fileText(HECTO_SOURCE_DIR "/variants/builtin.ini"), "builtin.ini", true);
    REQUIRE(games.size() == 5);
    for (const Variant& v : games) {
        const Variant* builtin = findVariant(v.key);
        REQUIRE(builtin);
        requireSameGame(v, *builtin);
        // The same tree: three plies from the start (four in chess).
        const int depth = v.key == "chess" || v.key == "bigbang" ? 4 : 3;
        CHECK(perftOf(v, depth) == perftOf(*builtin, depth));
    }
}

TEST_CASE("a game read from a file plays by its rules", "[variants-file]") {
    // Capablanca chess from chess: perft values of Fairy-Stockfish's
    // built-in capablanca (28, 784, 25228), which this definition matches.
    const std::vector<Variant> games = readVariants(R"(
# Capablanca chess
[capablanca:chess]
maxFile = 10
archbishop = a
chancellor = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
promotionPieceTypes = qcarbn
castlingKingsideFile = i
castlingQueensideFile = c
)", "test.ini");
    REQUIRE(games.size() == 1);
    const Variant& v = games[0];
    CHECK(v.width == 10);
    CHECK(v.height == 8);
    CHECK(v.files == "abcdefghij");
    CHECK(v.pieces[ARCHBISHOP].letter == 'a');
    CHECK(v.pieces[MARSHALL].letter == 'c');
    CHECK(v.castlingRookKingsideFile == 9);
    CHECK(v.promotions == std::vector<PieceType>{QUEEN, MARSHALL, ARCHBISHOP, ROOK, BISHOP, KNIGHT});
    CHECK(!v.builtin);
    CHECK(perftOf(v, 1) == 28);
    CHECK(perftOf(v, 2) == 784);
    CHECK(perftOf(v, 3) == 25228);

    // A letter given twice is one choice.
    const std::vector<Variant> twice = readVariants("[g:chess]\npromotionPieceTypes = qqrqbnn\n", "test.ini");
    CHECK(twice.at(0).promotions == std::vector<PieceType>{QUEEN, ROOK, BISHOP, KNIGHT});
}

TEST_CASE("bad variants files: one error naming the file, line and problem", "[variants-file]") {
    const std::string head = "[g]\npawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\nking = k\n";
    CHECK(errorOf("[a]\n[a]\n").find("test.ini:2: [a] is defined twice") != std::string::npos);
    CHECK(errorOf("[a:nosuchgame]\n").find("test.ini:1: [a]: no game 'nosuchgame'") != std::string::npos);
    CHECK(errorOf(head + "customPiece1 = x:Y\n").find("test.ini:8: [g] customPiece1: bad Betza") != std::string::npos);
    CHECK(errorOf(head + "startFen = rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n").find("test.ini:1: [g]") !=
          std::string::npos);
    CHECK(errorOf(head + "maxFile = 17\n").find("test.ini:8: [g] maxFile: '17' is not") != std::string::npos);
    CHECK(errorOf(head + "maxFile = 9\n").find("no board of 9x8") != std::string::npos);
    CHECK(errorOf(head + "promotionPieceTypes = qz\n").find("test.ini:8: [g] promotionPieceTypes: no piece of this game is written 'z'") !=
          std::string::npos);
    CHECK(errorOf(head + "hectoAreas = 3:2 8:32\n").find("hectoAreas needs hectoKingCapture = true") != std::string::npos);
    CHECK(errorOf(head + "blastOnCapture = true\n").find("test.ini:8: [g] blastOnCapture: not a rule Hecto plays") !=
          std::string::npos);
    CHECK(errorOf(head + "checking = false\n").find("test.ini:8: [g] checking:") != std::string::npos);
    CHECK(errorOf("maxFile = 10\n").find("test.ini:1: 'maxFile = 10' comes before any [game] section") != std::string::npos);
    CHECK(errorOf("[g]\npawn = p\n").find("no king") != std::string::npos);
    CHECK(errorOf(head + "customPiece1 = n:W\n").find("both written 'n'") != std::string::npos);
    try {
        loadVariantsFile("/nonexistent/variants.ini");
        FAIL("a missing file must be an error");
    } catch (const InputError& e) {
        CHECK(std::string(e.what()).find("cannot read variants file '/nonexistent/variants.ini'") != std::string::npos);
    }
    // A bad file adds no game, not even its good sections.
    CHECK(errorOf(head + "[h:g]\nnoSuchKey = 1\n").find("test.ini:9: [h] noSuchKey") != std::string::npos);
    CHECK(!findVariant("g"));
}

TEST_CASE("a game nobody tuned gets piece values from its pieces' reach", "[variants-file][eval]") {
    const std::vector<Variant> games = readVariants(R"(
[mine:chess]
maxFile = 10
maxRank = 10
archbishop = a
chancellor = c
customPiece1 = w:CF
cannon = o
startFen = rnbqkbnr2/pppppppp2/10/10/10/10/10/10/PPPPPPPP2/RNBQKBNRAC w KQkq - 0 1
pieceValueEg = o:555
)", "test.ini");
    const Variant& v = games[0];
    const PieceValues p = pieceValues(v);
    CHECK(p[PAWN].mg == 90);
    CHECK(p[KNIGHT].mg > 200);
    CHECK(p[KNIGHT].mg < p[BISHOP].mg);
    CHECK(p[BISHOP].mg < p[ROOK].mg);
    CHECK(p[ROOK].mg < p[MARSHALL].mg);
    CHECK(p[ARCHBISHOP].mg < p[MARSHALL].mg);
    CHECK(p[MARSHALL].mg < p[QUEEN].mg + 100);
    CHECK(p[QUEEN].mg > 800);
    CHECK(p[QUEEN].mg < 1400);
    const PieceType wizard = v.typeOfLetter('w'), cannon = v.typeOfLetter('o');
    CHECK(p[wizard].mg > p[KNIGHT].mg);
    CHECK(p[wizard].mg < p[ROOK].mg);
    CHECK(p[cannon].mg > p[KNIGHT].mg);
    CHECK(p[cannon].eg == 555);  // the file's value wins
    // The built-in games keep their tuned values.
    CHECK(pieceValues(*findVariant("chess"))[KNIGHT].mg == CHESS_VALUES[KNIGHT].mg);
}
