// What the search has learnt about moves, per thread: which quiet moves
// cut off (by colour and squares, and after the last moves played: the
// continuation histories), which captures were good, and how far the
// static evaluation tends to miss (correction history). Every table moves
// toward a bonus with gravity, h += b - h * |b| / LIMIT, so it stays in
// [-LIMIT, LIMIT] and old lessons fade.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>

#include "movegen/move.h"
#include "search/search_params.h"

namespace hecto {

// The history tables keep HISTORY_TYPES piece types a side: a game with
// more shares their entries among its later types. Continuation history
// grows with the square of this, so it stays at what nearly every game needs.
constexpr int HISTORY_TYPES = 15;
constexpr int historyType(PieceType t) { return t <= HISTORY_TYPES ? t : (t - 1) % HISTORY_TYPES + 1; }

// A piece as a table index: colour and type, without the empty piece.
constexpr int PIECE_SLOTS = 2 * HISTORY_TYPES;
constexpr auto PIECE_SLOT = [] {
    std::array<uint8_t, PIECE_NB> slot{};
    for (int p = 0; p < PIECE_NB; ++p)
        if (typeOf(Piece(p))) slot[size_t(p)] = uint8_t(colorOf(Piece(p)) * HISTORY_TYPES + historyType(typeOf(Piece(p))) - 1);
    return slot;
}();
constexpr int pieceSlot(Piece p) { return PIECE_SLOT[p]; }

template <int Limit, class T> inline void applyGravity(T& entry, int bonus) {
    const int clamped = std::clamp(bonus, -Limit, Limit);
    entry = T(entry + clamped - int(entry) * std::abs(clamped) / Limit);
}

// Quiet moves by colour, from and to (a drop's from is its square).
template <class G> struct ButterflyHistory {
    int16_t table[2][G::SQ][G::SQ];
    int16_t& at(Color c, Move m) { return table[c][m.from()][m.to()]; }
    int get(Color c, Move m) const { return table[c][m.from()][m.to()]; }
    void update(Color c, Move m, int bonus) { applyGravity<HISTORY_LIMIT>(at(c, m), bonus); }
};

// Scores by the piece moved and its destination.
template <class G> struct PieceToHistory {
    int16_t table[PIECE_SLOTS][G::SQ];
    int get(Piece p, int to) const { return table[pieceSlot(p)][to]; }
    void update(Piece p, int to, int bonus) { applyGravity<CONTINUATION_LIMIT>(table[pieceSlot(p)][to], bonus); }
};

// For each piece and destination of an earlier move, the scores of the
// moves that follow it.
template <class G> struct ContinuationHistory {
    PieceToHistory<G> table[PIECE_SLOTS][G::SQ];
    PieceToHistory<G>& of(Piece p, int to) { return table[pieceSlot(p)][to]; }
};

// Captures by piece, destination and the type taken.
template <class G> struct CaptureHistory {
    int16_t table[PIECE_SLOTS][G::SQ][HISTORY_TYPES + 1];
    int get(Piece p, int to, PieceType captured) const { return table[pieceSlot(p)][to][historyType(captured)]; }
    void update(Piece p, int to, PieceType captured, int bonus) {
        applyGravity<CAPTURE_HISTORY_LIMIT>(table[pieceSlot(p)][to][historyType(captured)], bonus);
    }
};

// How far the search's results were from the static evaluation, by colour
// and by the pawn structure: added to later evaluations of similar positions.
struct CorrectionHistory {
    static constexpr int SIZE = 16384;
    int16_t table[2][SIZE];
    int get(Color c, uint64_t pawnKey) const { return table[c][pawnKey % SIZE]; }
    void update(Color c, uint64_t pawnKey, int bonus) {
        applyGravity<CORRECTION_LIMIT>(table[c][pawnKey % SIZE], bonus);
    }
};

}  // namespace hecto
