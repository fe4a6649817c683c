#include "engine/cecp_variants.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace hecto {

namespace {

// XBoard 4.9 knows 44 piece types per side (its piece images follow this
// order); a PIECETOCHAR string gives each a letter or '.'. Our types sit
// where XBoard's picture fits them best; the king is always last.
constexpr int XBOARD_PIECE_SLOTS = 44;
constexpr std::array<int, PIECE_TYPE_NB> XBOARD_SLOT = {
    -1,  // none
    0,   // pawn
    1,   // knight
    2,   // bishop
    3,   // rook
    4,   // queen
    7,   // archbishop: XBoard's Archbishop image
    8,   // marshall: XBoard's Marshall (Chancellor) image
    6,   // champion: the Elephant image (its alfil leaps)
    35,  // wizard: XBoard's Wizard image
    XBOARD_PIECE_SLOTS - 1,  // king
};
constexpr const char* PARENT_VARIANT = "fairy";

std::vector<CecpVariant> makeCecpVariants() {
    std::vector<CecpVariant> out;
    for (const Variant& v : variants()) {
        CecpVariant c{&v, v.key, true};
        if (v.key == "chess") c = {&v, "normal", false};
        // XBoard reads castling rights as K, Q, k, q only on a 14-file board
        // (it keeps one rook per wing anyway): name the wings, not the rooks.
        if (v.castlingByFile) c.setupFen = v.startFen.substr(0, v.startFen.find(' ')) + " w KQkq - 0 1";
        for (int n : v.handSet) c.holdings += n > 0;
        out.push_back(c);
        if (v.fischerRandom) {
            CecpVariant frc{&v, "fischerandom", false};
            frc.chess960 = true;
            out.push_back(frc);
        }
    }
    return out;
}

// Betza atom of a leap (dx, dy), dx >= dy.
char leapAtom(Leap l) {
    const int a = std::max(std::abs(l.dx), std::abs(l.dy)), b = std::min(std::abs(l.dx), std::abs(l.dy));
    if (a == 1) return b == 0 ? 'W' : 'F';
    if (a == 2) return b == 0 ? 'D' : b == 1 ? 'N' : 'A';
    if (a == 3) return b == 0 ? 'H' : b == 1 ? 'C' : b == 2 ? 'Z' : 'G';
    return '?';
}

}  // namespace

const std::vector<CecpVariant>& cecpVariants() {
    static const std::vector<CecpVariant> all = makeCecpVariants();
    return all;
}

const CecpVariant* findCecpVariant(std::string_view name) {
    // "11x11+5_bigbang": XBoard's board-size prefix is the game's own size.
    if (const size_t underscore = name.find('_');
        underscore != std::string_view::npos && name.substr(0, underscore).find('x') != std::string_view::npos) {
        const CecpVariant* c = findCecpVariant(name.substr(underscore + 1));
        if (!c) return nullptr;
        const Variant& v = *c->variant;
        const std::string size = std::to_string(v.width) + "x" + std::to_string(v.height) + "+" + std::to_string(c->holdings);
        return name.substr(0, underscore) == size ? c : nullptr;
    }
    for (const CecpVariant& c : cecpVariants())
        if (c.name == name || c.variant->key == name) return &c;
    return nullptr;
}

const CecpVariant& cecpVariantOf(const Variant& v) {
    for (const CecpVariant& c : cecpVariants())
        if (c.variant == &v) return c;
    return cecpVariants().front();
}

std::string cecpVariantList() {
    std::string s;
    for (const CecpVariant& c : cecpVariants()) s += (s.empty() ? "" : ",") + c.name;
    return s;
}

std::string betza(const Variant& v, PieceType t) {
    if (t == PAWN) {
        // Step, capture, en passant (after a multi-step only); the first
        // move's multi-step is a short slide that empty squares must allow.
        if (v.pawnMaxSteps == 1) return "fmWfcF";
        return "fmWfceFifmW" + std::to_string(v.pawnMaxSteps);
    }
    const PieceMovement& m = MOVEMENT[t];
    std::string s;
    if (t == KING) {
        s = "K";
        if (!v.castlingKingSteps) return s;
        // Castling ("O" + the king's steps) on the king's first move,
        // sideways, with the first piece the king meets, which XBoard
        // requires to be unmoved and as many files in from the corner as
        // there are "j"s. Mega Chess castles with the inner rooks too: two
        // files in from the right corner, three from the left. (XBoard
        // 4.9.1 accepts those moves but draws them as plain king moves;
        // Hecto stays the referee.)
        const std::string steps = std::to_string(v.castlingKingSteps);
        s += "isO" + steps;
        if (v.castlingByFile) s += "isjjO" + steps + "isjjjO" + steps;
        return s;
    }
    if (m.orth && m.diag) s += 'Q';
    else if (m.orth) s += 'R';
    else if (m.diag) s += 'B';
    for (int i = 0; i < m.leapCount; ++i) s += leapAtom(m.leaps[size_t(i)]);
    return s;
}

std::vector<std::string> cecpSetupLines(const CecpVariant& c) {
    if (!c.engineDefined) return {};
    const Variant& v = *c.variant;
    std::string white(XBOARD_PIECE_SLOTS, '.');
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (v.has(PieceType(t))) white[size_t(XBOARD_SLOT[size_t(t)])] = char(v.letter(PieceType(t)) - 'a' + 'A');
    std::string black = white;
    for (char& ch : black)
        if (ch != '.') ch = char(ch - 'A' + 'a');
    const std::string fen = c.setupFen.empty() ? v.startFen : c.setupFen;
    std::vector<std::string> lines{"setup (" + white + black + ") " + std::to_string(v.width) + "x" +
                                   std::to_string(v.height) + "+" + std::to_string(c.holdings) + "_" + PARENT_VARIANT +
                                   " " + fen};
    // "&": the definition holds for both colours (black's mirrored).
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (v.has(PieceType(t)))
            lines.push_back(std::string("piece ") + char(v.letter(PieceType(t)) - 'a' + 'A') + "& " +
                            betza(v, PieceType(t)));
    return lines;
}

}  // namespace hecto
