// Standard Algebraic Notation: round trips along random games in every game,
// and hand-worked cases for each game's pieces, files and ranks.
#include <catch2/catch.hpp>
#include <set>

#include "movegen/prng.h"
#include "movegen/san.h"
#include "movegen/variants_file.h"

using namespace hecto;

namespace {

// A position of one game with moves named by UCI (the game's own files).
template <class G> struct Board {
    Position<G> pos;

    explicit Board(const char* variant, const char* fen = nullptr) : pos(*findVariant(variant)) {
        if (fen) pos.setFen(fen);
    }
    Move uci(const std::string& name) {
        MoveList list;
        legalMoves(pos, list);
        for (Move m : list)
            if (pos.notation().move(m) == name) return m;
        FAIL("no legal move " << name << " in " << pos.fen());
        return {};
    }
    std::string san(const std::string& uciName) { return toSan(pos, uci(uciName)); }
    std::string parse(const std::string& san) { return pos.notation().move(parseSan(pos, san)); }
    // Plays moves given in SAN.
    void play(std::initializer_list<const char*> sans) {
        for (const char* s : sans) pos.make(parseSan(pos, s));
    }
};

struct Chess : Board<Geo8x8> {
    explicit Chess(const char* fen = nullptr) : Board("chess", fen) {}
};
using Ten = Board<Geo10x10>;
using Mega = Board<Geo14x8>;

// Forms of a SAN that PGN writers produce and readers must accept.
std::string without(std::string s, const std::string& chars) {
    std::string out;
    for (char c : s)
        if (chars.find(c) == std::string::npos) out += c;
    return out;
}

// From the game's start, or from `fen` with Chess960 on.
template <class G> void roundTrips(const char* variant, uint64_t seed, const char* fen960 = nullptr) {
    const Variant& v = *findVariant(variant);
    Prng rng(seed);
    for (int game = 0; game < 30; ++game) {
        Position<G> pos(v);
        if (fen960) {
            pos.setChess960(true);
            pos.setFen(fen960);
        }
        for (int ply = 0; ply < 100; ++ply) {
            MoveList list;
            legalMoves(pos, list);
            if (!list.size) break;
            const std::string fen = pos.fen();
            std::set<std::string> seen;
            for (Move m : list) {
                const std::string s = toSan(pos, m);
                INFO(fen << "  " << pos.notation().move(m) << "  " << s);
                REQUIRE(pos.fen() == fen);
                REQUIRE(seen.insert(s).second);
                REQUIRE(parseSan(pos, s) == m);
                REQUIRE(parseSan(pos, without(s, "+#x=")) == m);
                REQUIRE(parseSan(pos, pos.notation().move(m)) == m);
            }
            pos.make(list.moves[rng.next() % list.size]);
        }
    }
}

}  // namespace

TEST_CASE("Chess960: O-O by the rook's wing, whichever way the king goes", "[san][chess960]") {
    roundTrips<Geo8x8>("chess", 16, "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1");
    roundTrips<Geo8x8>("chess", 17, "2r1kr2/pppppppp/8/8/8/8/PPPPPPPP/2R1KR2 w FCfc - 0 1");
    Chess b;
    b.pos.setChess960(true);
    b.pos.setFen("rk5r/8/8/8/8/8/8/RK4R1 w GAha - 0 1");
    // The b1 king goes to c1 (away from its a1 rook) in O-O-O, to g1 in O-O.
    CHECK(b.san("b1a1") == "O-O-O");
    CHECK(b.san("b1g1") == "O-O");
    CHECK(b.parse("O-O-O") == "b1a1");
    CHECK(b.parse("0-0") == "b1g1");
    // A king move onto the castling square: castling only where it is not a king step.
    CHECK(b.parse("Kc1") == "b1c1");
    CHECK(b.parse("Kg1") == "b1g1");
    CHECK(b.parse("b1a1") == "b1a1");
    b.play({"O-O"});
    CHECK(b.pos.fen() == "rk5r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    b.play({"O-O-O"});
    CHECK(b.pos.fen() == "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
}

TEST_CASE("SAN round trips along random games in every game", "[san]") {
    roundTrips<Geo8x8>("chess", 11);
    roundTrips<Geo10x10>("tencubed", 12);
    roundTrips<Geo10x10>("bigchess", 13);
    roundTrips<Geo14x8>("megachess", 14);
}

TEST_CASE("chess: disambiguation by file, rank, both", "[san]") {
    // Rooks a1 and h1 both reach d1 (the king stands on e2, not e1).
    Chess b("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    CHECK(b.san("a1d1") == "Rad1");
    CHECK(b.san("h1d1") == "Rhd1");
    CHECK(b.san("a1a7") == "Ra7");
    // Rooks a1 and a5 share the file: the rank tells them apart.
    b = Chess("4k3/8/8/R7/8/8/4K3/R7 w - - 0 1");
    CHECK(b.san("a1a3") == "R1a3");
    CHECK(b.san("a5a3") == "R5a3");
    CHECK(b.parse("R5a3") == "a5a3");
    // Queens e4, h4, h1 all reach e1: h4 shares its file with h1 and its
    // rank with e4, so it needs both; e4 is alone on its file; h1 alone on
    // its rank.
    b = Chess("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    CHECK(b.san("h4e1") == "Qh4e1");
    CHECK(b.san("e4e1") == "Qee1");
    CHECK(b.san("h1e1") == "Q1e1");
    CHECK(b.parse("Qh4e1") == "h4e1");
    CHECK(b.parse("Qee1") == "e4e1");
    CHECK(b.parse("Q1e1") == "h1e1");
    CHECK(b.parse("Qh1-e1") == "h1e1");
    CHECK(b.parse("h1e1") == "h1e1");
    CHECK_THROWS_WITH(b.parse("Qe1"), Catch::Contains("ambiguous move 'Qe1'"));
    CHECK_THROWS_WITH(b.parse("Qhe1"), Catch::Contains("ambiguous move 'Qhe1'"));
    CHECK_THROWS_WITH(b.parse("Q4e1"), Catch::Contains("ambiguous move 'Q4e1'"));
}

TEST_CASE("chess: pawns, promotion, en passant, castling, mate", "[san]") {
    // g7 takes the h8 rook; a queen or rook there checks e8 along the rank.
    Chess b("4k2r/6P1/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(b.san("g7h8q") == "gxh8=Q+");
    CHECK(b.san("g7h8r") == "gxh8=R+");
    CHECK(b.san("g7h8n") == "gxh8=N");
    CHECK(b.san("g7g8q") == "g8=Q+");
    CHECK(b.san("g7g8b") == "g8=B");
    CHECK(b.parse("gxh8=Q+") == "g7h8q");
    CHECK(b.parse("gxh8Q") == "g7h8q");
    CHECK(b.parse("gh8n") == "g7h8n");
    CHECK(b.parse("g8=r") == "g7g8r");
    CHECK(b.parse("g7g8b") == "g7g8b");
    CHECK_THROWS_WITH(b.parse("g8"), Catch::Contains("ambiguous move 'g8'"));

    b = Chess("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    CHECK(b.san("e5d6") == "exd6");
    CHECK(b.san("e5e6") == "e6");
    CHECK(b.parse("exd6") == "e5d6");
    CHECK(b.parse("ed6") == "e5d6");
    CHECK_THROWS_WITH(b.parse("d6"), Catch::Contains("illegal move 'd6'"));

    // The castled rook checks along the f-file (O-O) or d-file (O-O-O).
    b = Chess("5k2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    CHECK(b.san("e1g1") == "O-O+");
    CHECK(b.san("e1c1") == "O-O-O");
    b = Chess("3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    CHECK(b.san("e1g1") == "O-O");
    CHECK(b.san("e1c1") == "O-O-O+");
    CHECK(b.parse("O-O") == "e1g1");
    CHECK(b.parse("0-0-0") == "e1c1");
    CHECK(b.parse("O-O-O+") == "e1c1");
    CHECK(b.parse("e1g1") == "e1g1");
    CHECK(b.parse("Kg1") == "e1g1");
    b = Chess("r3k2r/8/8/8/8/8/8/5K2 b kq - 0 1");
    CHECK(b.san("e8g8") == "O-O+");
    CHECK(b.san("e8c8") == "O-O-O");

    // Back rank: the f7 g7 h7 pawns leave the g8 king no square.
    b = Chess("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    CHECK(b.san("a1a8") == "Ra8#");
    CHECK(b.san("a1a7") == "Ra7");
    CHECK(b.parse("Ra8") == "a1a8");

    // Fool's mate, read and written.
    b = Chess();
    b.play({"f3", "e5!?", "g4??", "Qh4#"});
    CHECK(b.pos.fen() == "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
}

TEST_CASE("SAN that names nothing or cannot be read", "[san][errors]") {
    Chess b;
    CHECK_THROWS_WITH(b.parse("Nf6"), Catch::Contains("illegal move 'Nf6'"));
    CHECK_THROWS_WITH(b.parse("O-O"), Catch::Contains("illegal move 'O-O'"));
    CHECK_THROWS_WITH(b.parse("e2e5"), Catch::Contains("illegal move 'e2e5'"));
    for (const char* bad : {"", "+", "Nf", "Xf3", "e4z", "Ni3", "e9", "e2e4e5", "N0f3", "N3f"})
        CHECK_THROWS_WITH(b.parse(bad), Catch::Contains("cannot read move '" + std::string(bad) + "'"));
    CHECK(b.parse("Nf3") == "g1f3");
    CHECK(b.parse("Ng1f3") == "g1f3");
    CHECK(b.parse("g1f3") == "g1f3");
    CHECK(b.parse("Pe4") == "e2e4");
    CHECK(b.pos.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST_CASE("TenCubed: Marshall, Archbishop, Champion, Wizard, =M, two-digit ranks", "[san]") {
    // At the start: Champions c1 h1 leap to a1 b1 / i1 j1; Wizards d1 g1
    // jump as camels to a2 c4 e4 / j2 f4 h4.
    Ten b("tencubed");
    CHECK(b.san("c1a1") == "Ca1");
    CHECK(b.san("h1j1") == "Cj1");
    CHECK(b.san("d1e4") == "We4");
    CHECK(b.san("g1j2") == "Wj2");
    CHECK(b.san("e3e5") == "e5");
    CHECK(b.parse("Wj2") == "g1j2");
    CHECK(b.parse("e5") == "e3e5");

    // Marshall e5: rook line to e8 (capture), to j5 (checks j10 up the
    // file), knight leap to f7.
    b = Ten("tencubed", "9k/10/4n5/10/10/4M5/10/10/10/K9 w - - 0 1");
    CHECK(b.san("e5e8") == "Mxe8");
    CHECK(b.san("e5j5") == "Mj5+");
    CHECK(b.san("e5f7") == "Mf7");
    CHECK(b.parse("Mf7") == "e5f7");

    // Archbishop c3 takes g7 along the diagonal, which goes on to j10.
    b = Ten("tencubed", "9k/10/10/6r3/10/10/10/2A7/10/K9 w - - 0 1");
    CHECK(b.san("c3g7") == "Axg7+");
    CHECK(b.san("c3d5") == "Ad5");
    CHECK(b.parse("Axg7") == "c3g7");

    // Champions h4 and f6 both leap two squares onto h6; from h8 (an
    // alfil leap from f6) the Champion attacks j10.
    b = Ten("tencubed", "9k/10/10/10/5C1p2/10/7C2/10/10/K9 w - - 0 1");
    CHECK(b.san("h4h6") == "Chxh6");
    CHECK(b.san("f6h6") == "Cfxh6");
    CHECK(b.san("h4j6") == "Cj6");
    CHECK(b.san("f6h8") == "Ch8+");
    CHECK(b.parse("Cfh6") == "f6h6");
    CHECK_THROWS_WITH(b.parse("Cxh6"), Catch::Contains("ambiguous move 'Cxh6'"));

    // Wizard f6: camel leaps to c7 (capture), i7 and g9 (both attack j10
    // as a camel), ferz step to e5.
    b = Ten("tencubed", "9k/10/10/2b7/5W4/10/10/10/10/K9 w - - 0 1");
    CHECK(b.san("f6c7") == "Wxc7");
    CHECK(b.san("f6i7") == "Wi7+");
    CHECK(b.san("f6g9") == "Wg9+");
    CHECK(b.san("f6e5") == "We5");

    // Promotion on rank 10 to q, m or a; a Queen or Marshall there checks
    // j10 along the rank (after bxa10 the b10 square is empty too).
    b = Ten("tencubed", "r8k/1P8/10/10/10/10/10/10/10/2K7 w - - 0 1");
    CHECK(b.san("b9b10m") == "b10=M+");
    CHECK(b.san("b9b10q") == "b10=Q+");
    CHECK(b.san("b9b10a") == "b10=A");
    CHECK(b.san("b9a10m") == "bxa10=M+");
    CHECK(b.san("b9a10a") == "bxa10=A");
    CHECK(b.parse("b10=M") == "b9b10m");
    CHECK(b.parse("b10m") == "b9b10m");
    CHECK(b.parse("bxa10=m+") == "b9a10m");
    CHECK(b.parse("b9a10a") == "b9a10a");
    CHECK_THROWS_WITH(b.parse("b10=R"), Catch::Contains("illegal move 'b10=R'"));

    // Rooks a10 and a1 share the a-file: rank 10 is written with two digits.
    b = Ten("tencubed", "R9/10/9k/10/10/10/10/10/10/R1K7 w - - 0 1");
    CHECK(b.san("a10a5") == "R10a5");
    CHECK(b.san("a1a5") == "R1a5");
    CHECK(b.san("a10b10") == "Rb10");
    CHECK(b.parse("R10a5") == "a10a5");
    CHECK(b.parse("R1a5") == "a1a5");
    CHECK(b.parse("Ra10a5") == "a10a5");
    CHECK(b.parse("Ra1a5") == "a1a5");
    CHECK(b.parse("R1a9") == "a1a9");
    CHECK(b.parse("R10a9") == "a10a9");
    CHECK_THROWS_WITH(b.parse("R11a5"), Catch::Contains("cannot read move"));
}

TEST_CASE("BigChess: Clone, file m, triple step, =C", "[san]") {
    // Clones d1 g1 leap as knights to c3 e3 / f3 h3; the i1 Knight reaches
    // h3 and m3.
    Ten b("bigchess");
    CHECK(b.san("d1c3") == "Cc3");
    CHECK(b.san("g1h3") == "Ch3");
    CHECK(b.san("i1h3") == "Nh3");
    CHECK(b.san("i1m3") == "Nm3");
    CHECK(b.san("e2e5") == "e5");
    CHECK(b.san("m2m5") == "m5");
    CHECK(b.parse("Nm3") == "i1m3");
    CHECK(b.parse("Nj3") == "i1m3");
    CHECK(b.parse("j5") == "m2m5");
    CHECK(b.parse("e2e5") == "e2e5");
    CHECK(b.parse("e5") == "e2e5");
    CHECK(b.parse("Cc3") == "d1c3");
    b.pos.setStandardFiles(true);
    CHECK(b.san("i1j3") == "Nj3");

    // A triple step passes d8 and d7; the e6 pawn takes onto d7 en passant.
    b = Ten("bigchess", "5k4/3p6/10/10/4P5/10/10/10/10/5K4 b - - 0 1");
    CHECK(b.san("d9d6") == "d6");
    b.play({"d6"});
    CHECK(b.san("e6d7") == "exd7");
    CHECK(b.parse("exd7") == "e6d7");

    // Castling: the king moves three squares.
    b = Ten("bigchess", "r4k3r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    CHECK(b.san("f1i1") == "O-O");
    CHECK(b.san("f1c1") == "O-O-O");
    CHECK(b.san("m1m5") == "Rm5");
    CHECK(b.parse("Rj5") == "m1m5");
    b.play({"O-O", "O-O-O"});
    CHECK(b.pos.fen() == "2kr5r/10/10/10/10/10/10/10/10/R6RK1 w - - 2 2");

    // Promotion to q r c n b; the Queen and Rook check f10 along the rank.
    b = Ten("bigchess", "5k4/1P8/10/10/10/10/10/10/10/5K4 w - - 0 1");
    CHECK(b.san("b9b10c") == "b10=C");
    CHECK(b.san("b9b10q") == "b10=Q+");
    CHECK(b.san("b9b10r") == "b10=R+");
    CHECK(b.san("b9b10n") == "b10=N");
    CHECK(b.parse("b10=C") == "b9b10c");
    CHECK(b.parse("b10c") == "b9b10c");
    CHECK(b.parse("b9b10c") == "b9b10c");
}

TEST_CASE("Mega Chess: castling with either rook, files to n", "[san]") {
    Mega b("megachess");
    CHECK(b.san("n2n4") == "n4");
    CHECK(b.san("m1n3") == "Nn3");
    CHECK(b.san("m1l3") == "Nl3");
    CHECK(b.parse("Nn3") == "m1n3");

    b = Mega("megachess", "r2r3k3r1r/14/14/14/14/14/14/R2R3K3R1R w ADLNadln - 0 1");
    CHECK(b.san("h1j1") == "O-O");
    CHECK(b.san("h1f1") == "O-O-O");
    // Once the d-rook has left, O-O-O castles with the a-rook.
    b.play({"Rd5", "Rd6", "O-O-O"});
    CHECK(b.pos.fen() == "r6k3r1r/14/3r10/3R10/14/14/14/5KR4R1R b aln - 3 2");

    // Outer rooks: the castled rook lands on i1 (checks i8) or g1.
    b = Mega("megachess", "8k5/14/14/14/14/14/14/R6K5R w AN - 0 1");
    CHECK(b.san("h1j1") == "O-O+");
    CHECK(b.san("h1f1") == "O-O-O");
    CHECK(b.parse("O-O") == "h1j1");
    CHECK(b.parse("0-0-0") == "h1f1");

    // Rooks l1 and n1 both reach m1.
    b = Mega("megachess", "7k6/14/14/14/14/14/14/R6K3R1R w - - 0 1");
    CHECK(b.san("l1m1") == "Rlm1");
    CHECK(b.san("n1m1") == "Rnm1");
    CHECK(b.parse("Rnm1") == "n1m1");
    CHECK_THROWS_WITH(b.parse("Rm1"), Catch::Contains("ambiguous move 'Rm1'"));
}

TEST_CASE("Grand Chess: where promotion is optional, no letter means the pawn stays", "[san][variants-file]") {
    loadVariantsFile(HECTO_SOURCE_DIR "/variants/examples.ini");
    // White's queen is gone, so a pawn on the eighth rank may become one on the ninth.
    Ten b("grand", "r8r/1nbqkcabn1/P9/10/10/10/10/1PPPPPPPPP/1NB1KCABN1/R8R w - - 0 1");
    CHECK(b.san("a8a9") == "a9");
    CHECK(b.san("a8a9q") == "a9=Q");
    CHECK(b.parse("a9") == "a8a9");
    CHECK(b.parse("a9=Q") == "a8a9q");
    CHECK(b.parse("a9q") == "a8a9q");
}
