// A move in 24 bits: from, to, an auxiliary square or piece type, and kind.
// Castling is the king's move; aux holds the castling rook's square. A drop
// has from == to and aux holding the dropped piece type.
#pragma once

#include <cstdint>

#include "piece.h"

namespace hecto {

enum MoveKind : uint32_t { NORMAL = 0, PROMOTION = 1, EN_PASSANT = 2, CASTLING = 3, DROP = 4 };

class Move {
    uint32_t v_ = 0;

public:
    constexpr Move() = default;
    constexpr Move(int from, int to, MoveKind kind = NORMAL, int aux = 0)
        : v_(uint32_t(from) | uint32_t(to) << 7 | uint32_t(aux) << 14 | kind << 21) {}
    constexpr int from() const { return v_ & 127; }
    constexpr int to() const { return v_ >> 7 & 127; }
    constexpr int aux() const { return v_ >> 14 & 127; }
    constexpr MoveKind kind() const { return MoveKind(v_ >> 21 & 7); }
    constexpr PieceType promotion() const { return PieceType(aux()); }
    constexpr PieceType dropped() const { return PieceType(aux()); }
    static constexpr Move drop(PieceType t, int to) { return Move(to, to, DROP, t); }
    constexpr int rookFrom() const { return aux(); }
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

struct MoveList {
    Move moves[MAX_MOVES];
    int size = 0;
    void push(Move m) { moves[size++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }
};

}  // namespace hecto
