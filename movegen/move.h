// A move in 24 bits (the transposition table keeps no more): from and to
// (8 bits each, squares up to 16x16), 5 auxiliary bits and the kind.
// Castling is the king's move; aux holds the castling rook's file offset
// from the king (the rook stands on the king's rank). A drop has
// from == to and aux holding the dropped piece type; a promotion's aux is
// the piece type promoted to.
#pragma once

#include <cstdint>

#include "piece.h"

namespace hecto {

enum MoveKind : uint32_t { NORMAL = 0, PROMOTION = 1, EN_PASSANT = 2, CASTLING = 3, DROP = 4 };

class Move {
    uint32_t v_ = 0;
    static constexpr int CASTLING_BIAS = 16;  // rook files -15 .. +15 from the king

public:
    constexpr Move() = default;
    constexpr Move(int from, int to, MoveKind kind = NORMAL, int aux = 0)
        : v_(uint32_t(from) | uint32_t(to) << 8 | uint32_t(aux) << 16 | kind << 21) {}
    constexpr int from() const { return v_ & 255; }
    constexpr int to() const { return v_ >> 8 & 255; }
    constexpr int aux() const { return v_ >> 16 & 31; }
    constexpr MoveKind kind() const { return MoveKind(v_ >> 21 & 7); }
    constexpr PieceType promotion() const { return PieceType(aux()); }
    constexpr PieceType dropped() const { return PieceType(aux()); }
    static constexpr Move drop(PieceType t, int to) { return Move(to, to, DROP, t); }
    // The king from `from` to `to`, with the rook on `rookFrom` (same rank).
    static constexpr Move castle(int from, int to, int rookFrom) {
        return Move(from, to, CASTLING, rookFrom - from + CASTLING_BIAS);
    }
    constexpr int rookFrom() const { return from() + aux() - CASTLING_BIAS; }
    constexpr uint32_t raw() const { return v_; }
    static constexpr Move fromRaw(uint32_t v) {
        Move m;
        m.v_ = v;
        return m;
    }
    constexpr explicit operator bool() const { return v_ != 0; }
    constexpr bool operator==(const Move&) const = default;
};

// Enough for any legal position of these games (the most known for chess
// is 218; larger boards with many compound pieces stay well below this).
constexpr int MAX_MOVES = 1024;

// The moves are left unset until pushed: a list is made at every node of
// perft and the search, and zeroing 4 KB each time cost a few percent.
struct MoveList {
    union {
        Move moves[MAX_MOVES];
    };
    int size = 0;
    MoveList() {}
    void push(Move m) { moves[size++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }
};

}  // namespace hecto
