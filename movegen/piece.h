// Piece types as data: every piece of every game is a set of leaps plus
// optional orthogonal and diagonal sliding; the pawn is special. A variant
// picks a subset of these types and gives each its own letter.
#pragma once

#include <array>
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
    MARSHALL,    // rook + knight
    CHAMPION,    // wazir + dabbabah + alfil
    WIZARD,      // ferz + camel
    KING,
    PIECE_TYPE_NB
};

// A piece on a square: colour in bit 4, type in the low bits; 0 is empty.
using Piece = uint8_t;
constexpr Piece NO_PIECE = 0;
constexpr int PIECE_NB = 32;
constexpr Piece makePiece(Color c, PieceType t) { return Piece(int(c) << 4 | int(t)); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 15); }
constexpr Color colorOf(Piece p) { return Color(p >> 4); }

struct Leap {
    int dx, dy;
};

struct PieceMovement {
    std::array<Leap, 3> leaps;  // each taken with all its symmetric images
    int leapCount;
    bool orth, diag;  // slides
};

// The movement of each type; the pawn's is handled by the generator.
constexpr std::array<PieceMovement, PIECE_TYPE_NB> MOVEMENT = {{
    {{}, 0, false, false},                            // none
    {{}, 0, false, false},                            // pawn
    {{{{1, 2}}}, 1, false, false},                    // knight
    {{}, 0, false, true},                             // bishop
    {{}, 0, true, false},                             // rook
    {{}, 0, true, true},                              // queen
    {{{{1, 2}}}, 1, false, true},                     // archbishop
    {{{{1, 2}}}, 1, true, false},                     // marshall
    {{{{1, 0}, {2, 0}, {2, 2}}}, 3, false, false},    // champion
    {{{{1, 1}, {3, 1}}}, 2, false, false},            // wizard
    {{{{1, 0}, {1, 1}}}, 2, false, false},            // king
}};

constexpr bool slidesOrth(PieceType t) { return MOVEMENT[t].orth; }
constexpr bool slidesDiag(PieceType t) { return MOVEMENT[t].diag; }
constexpr bool isSlider(PieceType t) { return slidesOrth(t) || slidesDiag(t); }

}  // namespace hecto
