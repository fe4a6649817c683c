#include "engine/train/mirror.h"

#include <algorithm>

#include "engine/datagen/selfplay.h"
#include "movegen/game.h"

namespace hecto {

namespace {

int mirrored(int sq, int width) { return sq - sq % width + width - 1 - sq % width; }

bool symmetric(const Movement& m) {
    return std::all_of(m.atoms.begin(), m.atoms.end(), [&](Atom a) {
        a.dx = -a.dx;
        return std::find(m.atoms.begin(), m.atoms.end(), a) != m.atoms.end();
    });
}

bool symmetric(const SquareSet& s, int width, int height) {
    for (int sq = 0; sq < width * height; ++sq)
        if (s[size_t(sq)] != s[size_t(mirrored(sq, width))]) return false;
    return true;
}

}  // namespace

Mirror::Mirror(const Variant& v) : width_(v.width), height_(v.height) {
    symmetric_ = std::all_of(v.pieces.begin(), v.pieces.end(), [](const PieceInfo& p) { return symmetric(p.movement); });
    for (Color c : {WHITE, BLACK})
        for (const SquareSet* s : {&v.doubleStepRegion[c], &v.tripleStepRegion[c], &v.promotionRegion[c]})
            symmetric_ = symmetric_ && symmetric(*s, v.width, v.height);
    symmetric_ = symmetric_ && symmetric(v.enPassantRegion, v.width, v.height);
    // An area is centred: exactly so when it leaves as many files on each side.
    for (const AreaStep& a : v.areas) symmetric_ = symmetric_ && (v.width - a.side) % 2 == 0;
    castling_ = v.castling;
    anywhereOnRank_ = v.chess960;
    castlingRank_ = v.castlingRank;
    if (castling_ && !anywhereOnRank_)
        for (const auto& [sq, pc] : trainingPositionOf(*newGame(v)).pieces)
            if (typeOf(pc) == KING) kingStart_[colorOf(pc)] = sq;
}

bool Mirror::applies(const TrainingPosition& p) const {
    if (!symmetric_) return false;
    if (!castling_) return true;
    for (const auto& [sq, pc] : p.pieces) {
        if (typeOf(pc) != KING) continue;
        const Color c = colorOf(pc);
        const int rank = c == WHITE ? castlingRank_ : height_ - 1 - castlingRank_;
        if (anywhereOnRank_ ? sq / width_ == rank : sq == kingStart_[c]) return false;
    }
    return true;
}

TrainingPosition Mirror::of(const TrainingPosition& p) const {
    TrainingPosition m = p;
    for (auto& [sq, pc] : m.pieces) sq = mirrored(sq, width_);
    std::sort(m.pieces.begin(), m.pieces.end());
    return m;
}

}  // namespace hecto
