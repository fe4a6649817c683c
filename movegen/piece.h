// Piece types as small numbers within one game. Each game (variant.h) says
// which types it has, with each type's letter and movement (Betza); the
// numbers below name the pieces of the built-in games, and a game's other
// pieces take the free numbers (11 to 31). The pawn and the king are
// special: the pawn's moves are the generator's own, the king is royal.
#pragma once

#include <cstdint>

namespace hecto {

enum Color : int { WHITE = 0, BLACK = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : int {
    NO_PIECE_TYPE = 0,
    PAWN,
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    ARCHBISHOP,  // bishop + knight (BigChess's Clone)
    MARSHALL,    // rook + knight (the chancellor)
    CHAMPION,    // wazir + dabbabah + alfil
    WIZARD,      // ferz + camel
    KING,
    // 11 .. 31: a game's other pieces.
    PIECE_TYPE_NB = 32
};
constexpr int FIRST_OTHER_TYPE = KING + 1;

// A piece on a square: colour in bit 5, type in the low bits; 0 is empty.
using Piece = uint8_t;
constexpr Piece NO_PIECE = 0;
constexpr int PIECE_NB = 2 * PIECE_TYPE_NB;
constexpr Piece makePiece(Color c, PieceType t) { return Piece(int(c) << 5 | int(t)); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & (PIECE_TYPE_NB - 1)); }
constexpr Color colorOf(Piece p) { return Color(p >> 5); }

}  // namespace hecto
