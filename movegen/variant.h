// A game as data: board size, pieces (letters and Betza moves), pawn,
// promotion and castling rules, game-end rules, notation. Position and move
// generation read these switches; no game has code of its own. The five
// built-in games are made in variant.cpp (variants/builtin.ini writes the
// same games as a variants file, and a test holds the two equal); others
// come from variants files (variants_file.h). All of them live in one
// registry for the whole run.
#pragma once

#include <array>
#include <bitset>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "betza.h"
#include "geometry.h"
#include "piece.h"

namespace hecto {

// Squares of a board of any size (rank * width + file).
using SquareSet = std::bitset<MAX_SQUARES>;

// Drop order: `type` may be dropped once `count` pieces of the types in
// `after` (a mask of 1 << PieceType) have been dropped.
struct DropGate {
    PieceType type;
    unsigned after;
    int count;
};

// A centred playable square of `side` squares that holds up to `capacity`
// pieces (BigBangChess's growing and shrinking board).
struct AreaStep {
    int side;
    int capacity;
};
// Sides grow strictly (a variants file is refused otherwise), so a game has
// at most one area per side length.
constexpr int MAX_AREAS = MAX_BOARD_SIDE;

// A game's result for the side to move, as a rule decides it.
enum class GameValue { NONE, DRAW, WIN, LOSS };

struct PieceInfo {
    char letter = 0;   // lower case; 0: the game has no piece of this type
    std::string name;  // as the variants file names it: "knight", "customPiece1", ...
    std::string betza;
    Movement movement;  // empty for the pawn, whose moves are the generator's own
};

struct Variant {
    std::string key;     // UCI_Variant name
    std::string name;    // human-readable
    std::string origin;  // where it was defined: "FILE:LINE" of its section
    bool builtin = false;  // one of the five games compiled in (their weights are tuned)
    int width = 8, height = 8;
    std::string files;  // file letters this game prints; a, b, c, ... are accepted too
    std::string startFen;
    std::array<PieceInfo, PIECE_TYPE_NB> pieces{};

    // Pawns: multi-steps from these squares (every square on the way
    // empty), en passant onto the squares passed (within enPassantRegion),
    // promotion on reaching promotionRegion (only on the last rank, where
    // the pawn could not move on, unless mandatoryPromotion), to one of
    // `promotions`, of which a side may have at most promotionLimit pieces
    // (0: any number).
    std::array<SquareSet, 2> doubleStepRegion, tripleStepRegion, promotionRegion;
    SquareSet enPassantRegion;
    std::vector<PieceType> promotions;
    std::array<int, PIECE_TYPE_NB> promotionLimit{};
    bool mandatoryPromotion = true;

    // Castling: the king lands on castlingKingsideFile / castlingQueensideFile
    // of its castling rank (castlingRank, counted from each side's first),
    // the rook beside it, inside; K and Q in a FEN name the rook found first
    // from castlingRook*File toward the king.
    bool castling = false;
    int castlingKingsideFile = 6, castlingQueensideFile = 2;
    int castlingRank = 0;
    int castlingRookKingsideFile = 7, castlingRookQueensideFile = 0;
    unsigned castlingRookTypes = 1u << ROOK;
    bool castlingByFile = false;  // FEN names castling rooks by file; any of them may castle (Mega Chess)
    bool chess960 = false;        // always Chess960: castling rights by file, king-takes-rook moves
    bool fischerRandom = false;   // UCI_Chess960 may switch Chess960 on (chess)

    // Game end, besides mate: the n-move rule (moves of each side without
    // capture or pawn move; 0: none), n-fold repetition, the stalemated
    // side's result, and extinction (a side left with at most
    // extinctionPieceCount pieces of extinctionTypes, while the other has
    // at least extinctionOpponentPieceCount, has extinctionValue).
    int nMoveRule = 50;
    int nFoldRule = 3;
    GameValue stalemateValue = GameValue::DRAW;
    GameValue extinctionValue = GameValue::NONE;
    unsigned extinctionTypes = 0;  // mask of 1 << PieceType; ALL_TYPES: all pieces together
    static constexpr unsigned ALL_TYPES = 1;  // bit 0 (no type): every piece counts
    int extinctionPieceCount = 0, extinctionOpponentPieceCount = 0;
    bool extinctionClaim = false;  // the side to move's own extinction needs one more enemy piece

    // BigBangChess's rules; the defaults are those of the other games.
    bool kingCapture = false;  // no check rules: every move is legal, taking the king wins
    bool pawnPromotesOnAreaEdge = false;  // promotion rank: the playable area's far edge
    std::array<int, PIECE_TYPE_NB> handSet{};  // a full hand, per type; all zero: no drops
    std::vector<DropGate> dropGates{};
    std::vector<AreaStep> areas{};  // smallest first; empty: the whole board

    // Material the file gives (centipawns); 0: estimated from the movement.
    std::array<int, PIECE_TYPE_NB> pieceValueMg{}, pieceValueEg{};

    // The typed tables of this game (rules.h), built when it is registered.
    std::shared_ptr<const void> rules;

    bool has(PieceType t) const { return pieces[t].letter != 0; }
    bool drops() const {
        for (int n : handSet)
            if (n) return true;
        return false;
    }
    // Non-pawn, non-king types of this game, in generation order.
    std::vector<PieceType> officers() const;
    // Letter of a type in this game (lower case), or 0.
    char letter(PieceType t) const { return pieces[t].letter; }
    PieceType typeOfLetter(char lower) const;
    // White's first rank of multi-steps (0-based), for the evaluation's
    // passed pawns; the most squares a pawn may step at once.
    int pawnStartRank() const;
    int pawnMaxSteps() const;
    int fiftyMovePlies() const { return 2 * nMoveRule; }
};

// Every game of the run, built-in and loaded, in the order they came; a
// game loaded under a name in use replaces the older one (whose games in
// progress keep it).
std::vector<std::reference_wrapper<const Variant>> variants();
// nullptr when `key` names no game.
const Variant* findVariant(std::string_view key);
std::string variantKeys();  // "chess, tencubed, ..." for messages
// Adds (or replaces) games; builds their tables. Throws InputError, adding
// none, if any of them cannot be played (its board size, its pieces).
void registerVariants(std::vector<Variant> games);

// The tables of a game are built here (rules.cpp), for its board.
std::shared_ptr<const void> buildRules(const Variant& v);

}  // namespace hecto
