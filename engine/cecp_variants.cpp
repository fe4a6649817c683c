#include "engine/cecp_variants.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <deque>
#include <mutex>

#include "movegen/rules.h"

namespace hecto {

namespace {

// XBoard 4.9 knows 44 piece types per side (its piece images follow this
// order); a PIECETOCHAR string gives each a letter or '.'. Our types sit
// where XBoard's picture fits them best; the king is always last.
constexpr int XBOARD_PIECE_SLOTS = 44;
constexpr std::array<int, 11> XBOARD_SLOT = {
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

// A game's names for XBoard: its own, and "fischerandom" for chess.
std::vector<CecpVariant> cecpNamesOf(const Variant& v) {
    std::vector<CecpVariant> out;
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
    return out;
}

// The file of White's king on its castling rank in the start position.
int startKingFile(const Variant& v) {
    const std::string board = v.startFen.substr(0, v.startFen.find_first_of(" ["));
    size_t begin = 0;
    for (int r = v.height - 1; r > v.castlingRank; --r) begin = board.find('/', begin) + 1;
    int file = 0;
    for (size_t i = begin; i < board.size() && board[i] != '/'; ++i) {
        if (board[i] == 'K') return file;
        if (board[i] >= '0' && board[i] <= '9') {
            int n = board[i] - '0';
            while (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9') n = n * 10 + (board[++i] - '0');
            file += n;
        } else {
            ++file;
        }
    }
    return 0;
}

// Where XBoard's pictures fit each type of a game: the built-in types
// their own, the others the first free picture.
std::array<int, PIECE_TYPE_NB> xboardSlots(const Variant& v) {
    std::array<int, PIECE_TYPE_NB> slot{};
    std::array<bool, XBOARD_PIECE_SLOTS> used{};
    slot.fill(-1);
    for (int t = PAWN; t <= KING; ++t)
        if (v.has(PieceType(t))) used[size_t(slot[size_t(t)] = XBOARD_SLOT[size_t(t)])] = true;
    for (int t = FIRST_OTHER_TYPE; t < PIECE_TYPE_NB; ++t) {
        if (!v.has(PieceType(t))) continue;
        int s = 5;
        while (used[size_t(s)]) ++s;
        used[size_t(slot[size_t(t)] = s)] = true;
    }
    return slot;
}

// Betza letter of a leap (dx, dy).
char leapAtom(int dx, int dy) {
    const int a = std::max(std::abs(dx), std::abs(dy)), b = std::min(std::abs(dx), std::abs(dy));
    if (a == 1) return b == 0 ? 'W' : 'F';
    if (a == 2) return b == 0 ? 'D' : b == 1 ? 'N' : 'A';
    if (a == 3) return b == 0 ? 'H' : b == 1 ? 'C' : b == 2 ? 'Z' : 'G';
    return '?';
}

// A plain piece's moves in XBoard's words: slides, then leaps from the
// shortest; an irregular piece keeps the Betza of its definition.
std::string renderBetza(const PieceInfo& p) {
    if (!plainMovement(p.movement)) return p.betza;
    bool orth = false, diag = false;
    std::string leaps;
    for (const Atom& a : p.movement.atoms) {
        if (a.path == Path::RIDE) (a.dx && a.dy ? diag : orth) = true;
        else if (a.dx >= 0 && a.dy >= 0 && a.dx >= a.dy) leaps += leapAtom(a.dx, a.dy);
    }
    std::sort(leaps.begin(), leaps.end(), [](char x, char y) {
        const std::string order = "WFDNAHCZG";
        return order.find(x) < order.find(y);
    });
    leaps.erase(std::unique(leaps.begin(), leaps.end()), leaps.end());
    if (leaps.rfind("WF", 0) == 0) leaps.replace(0, 2, "K");
    return std::string(orth && diag ? "Q" : orth ? "R" : diag ? "B" : "") + leaps;
}

}  // namespace

std::vector<std::reference_wrapper<const CecpVariant>> cecpVariants() {
    // Entries live as long as the run (a protocol keeps a pointer to its
    // game's); games registered later (variants files) get theirs on the
    // next call.
    static std::mutex mutex;
    static std::deque<CecpVariant> made;
    static std::vector<const Variant*> madeFor;
    std::lock_guard lock(mutex);
    std::vector<std::reference_wrapper<const CecpVariant>> out;
    for (const Variant& v : variants()) {
        if (std::find(madeFor.begin(), madeFor.end(), &v) == madeFor.end()) {
            for (const CecpVariant& c : cecpNamesOf(v)) made.push_back(c);
            madeFor.push_back(&v);
        }
        for (const CecpVariant& c : made)
            if (c.variant == &v) out.push_back(c);
    }
    return out;
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
    return cecpVariants().front().get();
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
        const int steps = v.pawnMaxSteps();
        if (steps == 1) return "fmWfcF";
        return "fmWfceFifmW" + std::to_string(steps);
    }
    std::string s = renderBetza(v.pieces[t]);
    if (t == KING) {
        if (!v.castling) return s;
        // Castling ("O" + the king's steps) on the king's first move,
        // sideways, with the first piece the king meets, which XBoard
        // requires to be unmoved and as many files in from the corner as
        // there are "j"s. Mega Chess castles with the inner rooks too: two
        // files in from the right corner, three from the left. (XBoard
        // 4.9.1 accepts those moves but draws them as plain king moves;
        // Hecto stays the referee.)
        const int kingFile = v.startFen.empty() ? 0 : startKingFile(v);
        const std::string steps = std::to_string(std::abs(v.castlingKingsideFile - kingFile));
        s += "isO" + steps;
        if (v.castlingByFile) s += "isjjO" + steps + "isjjjO" + steps;
        return s;
    }
    return s;
}

std::vector<std::string> cecpSetupLines(const CecpVariant& c) {
    if (!c.engineDefined) return {};
    const Variant& v = *c.variant;
    std::string white(XBOARD_PIECE_SLOTS, '.');
    const auto slots = xboardSlots(v);
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (v.has(PieceType(t))) white[size_t(slots[size_t(t)])] = char(v.letter(PieceType(t)) - 'a' + 'A');
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
