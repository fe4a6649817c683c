#include "variant.h"

#include <algorithm>
#include <deque>
#include <mutex>

#include "boards.h"
#include "notation.h"

namespace hecto {

namespace {

SquareSet rankSet(const Variant& v, int rank) {
    SquareSet s;
    for (int f = 0; f < v.width; ++f) s.set(size_t(rank * v.width + f));
    return s;
}

SquareSet allSquares(const Variant& v) {
    SquareSet s;
    for (int i = 0; i < v.width * v.height; ++i) s.set(size_t(i));
    return s;
}

void addPiece(Variant& v, PieceType t, const char* name, char letter, const char* betza) {
    PieceInfo& p = v.pieces[t];
    p.letter = letter;
    p.name = name;
    p.betza = betza;
    if (t != PAWN) p.movement = parseBetza(betza);
}

// Chess's rules on a board of this size, without pieces.
Variant chessLike(const char* key, const char* name, int width, int height, const char* fen) {
    Variant v;
    v.key = key;
    v.name = name;
    v.origin = "built in";
    v.builtin = true;
    v.width = width;
    v.height = height;
    v.startFen = fen;
    for (int f = 0; f < width; ++f) v.files += char('a' + f);
    v.doubleStepRegion = {rankSet(v, 1), rankSet(v, height - 2)};
    v.promotionRegion = {rankSet(v, height - 1), rankSet(v, 0)};
    v.enPassantRegion = allSquares(v);
    v.castlingRookKingsideFile = width - 1;
    return v;
}

void addChessPieces(Variant& v) {
    addPiece(v, PAWN, "pawn", 'p', "fmWfceF");
    addPiece(v, KNIGHT, "knight", 'n', "N");
    addPiece(v, BISHOP, "bishop", 'b', "B");
    addPiece(v, ROOK, "rook", 'r', "R");
    addPiece(v, QUEEN, "queen", 'q', "Q");
    addPiece(v, KING, "king", 'k', "K");
}

std::vector<Variant> makeBuiltins() {
    std::vector<Variant> out;
    Variant chess = chessLike("chess", "Chess", 8, 8, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    addChessPieces(chess);
    chess.promotions = {QUEEN, ROOK, BISHOP, KNIGHT};
    chess.castling = true;
    chess.fischerRandom = true;
    out.push_back(chess);

    Variant ten = chessLike("tencubed", "TenCubed", 10, 10,
                            "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1");
    addChessPieces(ten);
    addPiece(ten, ARCHBISHOP, "archbishop", 'a', "BN");
    addPiece(ten, MARSHALL, "chancellor", 'm', "RN");
    addPiece(ten, CHAMPION, "customPiece1", 'c', "WAD");
    addPiece(ten, WIZARD, "customPiece2", 'w', "CF");
    ten.doubleStepRegion = {rankSet(ten, 2), rankSet(ten, 7)};
    ten.promotions = {QUEEN, MARSHALL, ARCHBISHOP};
    out.push_back(ten);

    Variant big = chessLike("bigchess", "BigChess", 10, 10,
                            "rnbcqkcbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1");
    addChessPieces(big);
    addPiece(big, ARCHBISHOP, "archbishop", 'c', "BN");
    big.tripleStepRegion = big.doubleStepRegion;
    big.promotions = {QUEEN, ROOK, ARCHBISHOP, KNIGHT, BISHOP};
    big.castling = true;
    big.castlingKingsideFile = 8;
    big.castlingQueensideFile = 2;
    big.nMoveRule = 0;
    big.files = "abcdefghim";
    out.push_back(big);

    Variant mega = chessLike("megachess", "Mega Chess", 14, 8,
                             "rnbrnbqkbnbrnr/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/RNBRNBQKBNBRNR w ADLNadln - 0 1");
    addChessPieces(mega);
    mega.promotions = {QUEEN, ROOK, BISHOP, KNIGHT};
    mega.castling = true;
    mega.castlingKingsideFile = 9;
    mega.castlingQueensideFile = 5;
    mega.castlingByFile = true;
    out.push_back(mega);

    // Pawns step once, promote on the area's far edge: the pawn's whole rule
    // is these switches (no multi-step region, pawnPromotesOnAreaEdge, promotions).
    Variant bang = chessLike("bigbang", "BigBangChess", 11, 11,
                             "11/11/11/11/5k5/11/5K5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1");
    addChessPieces(bang);
    bang.doubleStepRegion = {};
    bang.promotions = {QUEEN, ROOK, BISHOP, KNIGHT};
    bang.kingCapture = true;
    bang.pawnPromotesOnAreaEdge = true;
    bang.handSet = {0, 8, 2, 2, 2, 1};
    constexpr auto of = [](PieceType t) { return 1u << t; };
    bang.dropGates = {{KNIGHT, of(PAWN), 4}, {BISHOP, of(PAWN), 4}, {ROOK, of(KNIGHT) | of(BISHOP), 2}, {QUEEN, of(ROOK), 1}};
    bang.areas = {{3, 2}, {5, 7}, {7, 15}, {9, 26}, {11, 32}};
    out.push_back(bang);
    return out;
}

// Every game ever registered stays here (games in progress point to it);
// `current` lists those that names still reach, in order.
struct Registry {
    std::mutex mutex;
    std::deque<Variant> all;
    std::vector<const Variant*> current;

    void add(std::vector<Variant>& games) {
        for (Variant& v : games) v.rules = buildRules(v);  // may throw: nothing added
        std::lock_guard lock(mutex);
        for (Variant& v : games) {
            all.push_back(std::move(v));
            const Variant* added = &all.back();
            auto same = std::find_if(current.begin(), current.end(), [&](const Variant* x) { return x->key == added->key; });
            if (same != current.end()) *same = added;
            else current.push_back(added);
        }
    }
};

Registry& registry() {
    static Registry* r = [] {
        auto* reg = new Registry;  // never destroyed: games may be in use until the very end
        std::vector<Variant> builtins = makeBuiltins();
        reg->add(builtins);
        return reg;
    }();
    return *r;
}

}  // namespace

std::vector<PieceType> Variant::officers() const {
    std::vector<PieceType> out;
    for (int t = PAWN + 1; t < PIECE_TYPE_NB; ++t)
        if (t != KING && has(PieceType(t))) out.push_back(PieceType(t));
    return out;
}

PieceType Variant::typeOfLetter(char lower) const {
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (lower && pieces[t].letter == lower) return PieceType(t);
    return NO_PIECE_TYPE;
}

int Variant::pawnStartRank() const {
    for (int r = 0; r < height; ++r)
        for (int f = 0; f < width; ++f)
            if (doubleStepRegion[WHITE].test(size_t(r * width + f)) || tripleStepRegion[WHITE].test(size_t(r * width + f)))
                return r;
    return 1;
}

int Variant::pawnMaxSteps() const {
    if (tripleStepRegion[WHITE].any() || tripleStepRegion[BLACK].any()) return 3;
    if (doubleStepRegion[WHITE].any() || doubleStepRegion[BLACK].any()) return 2;
    return 1;
}

std::vector<std::reference_wrapper<const Variant>> variants() {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    std::vector<std::reference_wrapper<const Variant>> out;
    for (const Variant* v : r.current) out.push_back(*v);
    return out;
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

void registerVariants(std::vector<Variant> games) { registry().add(games); }

}  // namespace hecto
