// Left-right mirror images of training positions, to get more from the
// data: in a game whose rules look the same in a mirror (every piece moves
// alike to the left and to the right, pawn and promotion regions and the
// playable areas are symmetric), a position and its mirror image are worth
// the same, so each position can teach the network twice. Castling is the
// exception (the king and its rooks start on fixed files): a position is
// not mirrored while a king that may still castle stands on its starting
// square (in a game that is always Chess960, anywhere on its castling rank).
#pragma once

#include <array>

#include "engine/datagen/position_file.h"

namespace hecto {

class Mirror {
public:
    explicit Mirror(const Variant& v);

    bool symmetricGame() const { return symmetric_; }
    // Whether p's mirror image is worth what p is worth.
    bool applies(const TrainingPosition& p) const;
    TrainingPosition of(const TrainingPosition& p) const;

private:
    int width_, height_;
    bool symmetric_ = false;
    bool castling_ = false, anywhereOnRank_ = false;
    int castlingRank_ = 0;
    std::array<int, 2> kingStart_{-1, -1};
};

}  // namespace hecto
