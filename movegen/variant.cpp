#include "variant.h"

namespace hecto {

namespace {

// Letters indexed by PieceType: none pawn knight bishop rook queen
// archbishop marshall champion wizard king.
std::vector<Variant> makeVariants() {
    std::vector<Variant> v;
    v.push_back({"chess", "Chess", 8, 8, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                 " pnbrq    k", {QUEEN, ROOK, BISHOP, KNIGHT}, 1, 2, 2, false, true, "abcdefgh"});
    v.back().fischerRandom = true;  // from e1 the c and g files are the two steps of castlingKingSteps
    v.push_back({"tencubed", "TenCubed", 10, 10,
                 "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1",
                 " pnbrqamcwk", {QUEEN, MARSHALL, ARCHBISHOP}, 2, 2, 0, false, true, "abcdefghij"});
    v.push_back({"bigchess", "BigChess", 10, 10,
                 "rnbcqkcbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1",
                 " pnbrqc   k", {QUEEN, ROOK, ARCHBISHOP, KNIGHT, BISHOP}, 1, 3, 3, false, false, "abcdefghim"});
    v.push_back({"megachess", "Mega Chess", 14, 8,
                 "rnbrnbqkbnbrnr/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/RNBRNBQKBNBRNR w ADLNadln - 0 1",
                 " pnbrq    k", {QUEEN, ROOK, BISHOP, KNIGHT}, 1, 2, 2, true, true, "abcdefghijklmn"});

    // Pawns step once, promote on the area's far edge: the pawn's whole rule
    // is these switches (pawnMaxSteps, pawnPromotesOnAreaEdge, promotions).
    Variant bigbang{"bigbang", "BigBangChess", 11, 11,
                    "11/11/11/11/5k5/11/5K5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1",
                    " pnbrq    k", {QUEEN, ROOK, BISHOP, KNIGHT}, 0, 1, 0, false, true, "abcdefghijk"};
    bigbang.kingCapture = true;
    bigbang.pawnPromotesOnAreaEdge = true;
    bigbang.handSet = {0, 8, 2, 2, 2, 1, 0, 0, 0, 0, 0};
    constexpr auto of = [](PieceType t) { return 1u << t; };
    bigbang.dropGates = {{KNIGHT, of(PAWN), 4}, {BISHOP, of(PAWN), 4},
                         {ROOK, of(KNIGHT) | of(BISHOP), 2}, {QUEEN, of(ROOK), 1}};
    bigbang.areas = {{3, 2}, {5, 7}, {7, 15}, {9, 26}, {11, 32}};
    v.push_back(bigbang);
    return v;
}

}  // namespace

std::vector<PieceType> Variant::officers() const {
    std::vector<PieceType> out;
    for (int t = KNIGHT; t < KING; ++t)
        if (has(PieceType(t))) out.push_back(PieceType(t));
    return out;
}

PieceType Variant::typeOfLetter(char lower) const {
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (letters[t] == lower) return PieceType(t);
    return NO_PIECE_TYPE;
}

const std::vector<Variant>& variants() {
    static const std::vector<Variant> all = makeVariants();
    return all;
}

const Variant* findVariant(std::string_view key) {
    for (const Variant& v : variants())
        if (v.key == key) return &v;
    return nullptr;
}

std::string variantKeys() {
    std::string s;
    for (const Variant& v : variants()) s += (s.empty() ? "" : ", ") + v.key;
    return s;
}

}  // namespace hecto
