// A game as data: board size, piece set and letters, pawn and castling
// rules, draw rules, notation. Position and move generation read these
// switches; no game has code of its own.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "piece.h"

namespace hecto {

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

struct Variant {
    std::string key;   // UCI_Variant name
    std::string name;  // human-readable
    int width, height;
    std::string startFen;
    std::string letters;  // lower-case letter of each PieceType; ' ' = not in this game
    std::vector<PieceType> promotions;
    int pawnStartRank;  // 0-based rank (White's view) on which multi-steps are allowed
    int pawnMaxSteps;   // 1, 2 or 3
    int castlingKingSteps;  // 0: no castling
    bool castlingByFile;    // FEN names castling rooks by file (Shredder style)
    bool fiftyMoveRule;
    std::string files;  // file letters this game prints; a, b, c, ... are accepted too

    // Chess960 (UCI_Chess960) may be played: the king castles onto the c or
    // g file (third from either edge) and the rook lands beside it, inside,
    // from wherever they stand; otherwise the king steps castlingKingSteps.
    bool fischerRandom = false;

    // BigBangChess's rules; the defaults are those of the other games.
    bool kingCapture = false;  // no check rules: every move is legal, taking the king wins
    bool pawnPromotesOnAreaEdge = false;  // promotion rank: the playable area's far edge
    std::array<int, PIECE_TYPE_NB> handSet{};  // a full hand, per type; all zero: no drops
    std::vector<DropGate> dropGates{};
    std::vector<AreaStep> areas{};  // smallest first; empty: the whole board

    bool has(PieceType t) const { return letters[t] != ' '; }
    bool drops() const {
        for (int n : handSet)
            if (n) return true;
        return false;
    }
    // Non-pawn, non-king types of this game, in generation order.
    std::vector<PieceType> officers() const;
    // Letter of a type in this game (lower case), or 0.
    char letter(PieceType t) const { return has(t) ? letters[t] : 0; }
    PieceType typeOfLetter(char lower) const;
};

const std::vector<Variant>& variants();
// nullptr when `key` names no game.
const Variant* findVariant(std::string_view key);
std::string variantKeys();  // "chess, tencubed, ..." for messages

}  // namespace hecto
