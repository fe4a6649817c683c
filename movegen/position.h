// The board of one game: piece bitboards, mailbox, side to move, castling
// and en passant rights, clocks and a state stack for unmake and repetition;
// for BigBangChess also the hands and the playable area. One class serves
// every game of a geometry; the Variant's switches select the rules.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attacks.h"
#include "boards.h"
#include "rules.h"
#include "move.h"
#include "notation.h"
#include "variant.h"
#include "zobrist.h"

namespace hecto {

template <class G> class Position {
public:
    using BB = typename G::BB;
    static constexpr int SQ = G::SQ;

    // What make() changes and unmake() must restore.
    struct State {
        Key key;
        BB castleRooks;  // rooks that may still castle
        BB epSquares;    // squares a pawn may capture onto en passant
        int epVictim;    // square of the pawn such a capture removes
        int rule50;      // half-moves since the last capture or pawn move
        int sinceNull;   // half-moves since a null move (repetitions cannot span it)
        Piece captured;
        uint8_t contracted;  // pieces the shrinking area took after this move (games with an area)
    };

    explicit Position(const Variant& v);

    // Throws InputError naming the problem; the position is unchanged then.
    void setFen(std::string_view fen);
    std::string fen() const;

    const Variant& variant() const { return *v_; }
    const Rules<G>& rules() const { return *rules_; }
    Notation notation() const { return {v_, standardFiles_, chess960_}; }
    void setStandardFiles(bool on) { standardFiles_ = on; }
    // Chess960 (games that allow it): FENs may give castling rights that
    // standard chess does not have, and castling is written king-takes-rook.
    // Castling itself moves the same either way.
    void setChess960(bool on) { chess960_ = v_->chess960 || (on && v_->fischerRandom); }
    bool chess960() const { return chess960_; }

    Color sideToMove() const { return side_; }
    Piece at(int s) const { return board_[s]; }
    BB pieces() const { return byColor_[WHITE] | byColor_[BLACK]; }
    BB pieces(Color c) const { return byColor_[c]; }
    BB pieces(PieceType t) const { return byType_[t]; }
    BB pieces(Color c, PieceType t) const { return byType_[t] & byColor_[c]; }
    BB orthSliders(Color c) const { return orthSliders_ & byColor_[c]; }
    BB diagSliders(Color c) const { return diagSliders_ & byColor_[c]; }
    int kingSquare(Color c) const { return lsb(pieces(c, KING)); }  // the king must be there
    bool hasKing(Color c) const { return pieces(c, KING) != 0; }
    const State& state() const { return states_.back(); }
    Key key() const { return state().key; }
    int rule50() const { return state().rule50; }
    int gamePly() const { return gamePly_; }

    std::span<const PieceType> officers() const { return {officers_, size_t(officerCount_)}; }  // non-pawn, non-king types
    // The types a pawn of colour c may promote to now (a game may limit
    // how many pieces of a type a side has); returns their number.
    int promotionChoices(Color c, PieceType* out) const {
        int n = 0;
        for (int i = 0; i < promotionCount_; ++i) {
            const PieceType t = promotions_[i];
            if (!v_->promotionLimit[t] || popcount(pieces(c, t)) < v_->promotionLimit[t]) out[n++] = t;
        }
        return n;
    }
    bool promotionLimited() const { return promotionLimited_; }
    const PieceType* promotions() const { return promotions_; }
    int promotionCount() const { return promotionCount_; }

    // Pieces of colour `by` attacking `s`, given occupancy `occ`.
    BB attackers(int s, Color by, BB occ) const;
    bool attacked(int s, Color by, BB occ) const { return attackers(s, by, occ) != 0; }
    // Men of both colours attacking s, for a game with no irregular type
    // (where a man's reach does not depend on its colour beyond the pawn's).
    BB attackersOfBoth(int s, BB occ) const;
    // The sliders among them: all that changes when a man leaves occ.
    BB sliderAttackers(int s, BB occ) const;
    bool hasIrregular() const { return irregular_; }
    // A king taken in BigBangChess is in no check.
    BB checkers() const {
        const BB king = pieces(side_, KING);
        return king ? attackers(lsb(king), ~side_, pieces()) : 0;
    }
    bool inCheck() const { return checkers() != 0; }

    // Where the king castling from `ksq` with the rook on `rsq` lands (its
    // file is the game's, its rank the king's); the rook lands on the
    // square next to it, towards the king's start.
    int castlingKingTo(int ksq, int rsq) const {
        return G::square(rsq > ksq ? v_->castlingKingsideFile : v_->castlingQueensideFile, G::rank(ksq));
    }
    int castlingRank(Color c) const { return c == WHITE ? v_->castlingRank : G::H - 1 - v_->castlingRank; }
    // The pieces of colour c that may castle with the king, wherever they stand.
    BB castlers(Color c) const {
        BB b = 0;
        for (unsigned m = v_->castlingRookTypes; m; m &= m - 1) b |= pieces(c, PieceType(std::countr_zero(m)));
        return b;
    }
    static int castlingRookTo(int ksq, int kto, int rsq) { return kto + (rsq > ksq ? -1 : 1); }

    // A castling rook's way and its king's, worked out when the FEN is read:
    // they stay the same while the rook keeps its right, as neither it nor
    // the king has moved.
    struct CastlingPath {
        int rook, kingTo, rookTo;
        BB mustBeEmpty;  // every square either piece crosses or lands on, but their own
        BB kingPath;     // the squares the king crosses before kingTo
    };
    static constexpr int MAX_CASTLING_ROOKS = 4;  // per side (Mega Chess's four)
    const CastlingPath* castlingPaths(Color c) const { return castlingPaths_[c]; }
    int castlingPathCount(Color c) const { return castlingPathCount_[c]; }

    // Drops: pieces in hand, and whether the drop order allows one now.
    int inHand(Color c, PieceType t) const { return hand_[c][t]; }
    int handTotal(Color c) const;
    // The types a hand may hold, ascending.
    std::span<const PieceType> handTypes() const { return {handTypes_, size_t(handTypeCount_)}; }
    bool dropOrderAllows(Color c, PieceType t) const;
    bool mayDrop(Color c, PieceType t) const { return hand_[c][t] && dropOrderAllows(c, t); }
    // The playable area holding `count` pieces (the whole board in games
    // without one), and the current one.
    BB areaFor(int count) const {
        for (int i = 0; i < areaCount_; ++i)
            if (count <= areaCapacity_[i]) return areas_[i];
        return areaCount_ ? BB(0) : G::ALL;
    }
    BB area() const { return areaFor(popcount(pieces())); }

    void make(Move m);
    void unmake(Move m);
    // Passing the move, for the search's null-move pruning.
    void makeNull();
    void unmakeNull();
    bool hasPieces(Color c) const { return pieces(c) != (pieces(c, KING) | pieces(c, PAWN)) || handTotal(c); }

    // Draw by the position's history or clock (not mate or stalemate).
    bool isRepetition(int times) const;
    bool fiftyMoveDraw() const { return v_->nMoveRule && rule50() >= v_->fiftyMovePlies(); }
    // Does a rule of the game (extinction) end it here, before any move?
    // The result is for the side to move.
    bool immediateEnd(GameValue& result) const;
    bool insufficientMaterial() const;
    bool hasMatingMaterial(Color c) const;  // more than a lone king or king + one minor
    bool materialBalanced() const;

    Key computeKey() const;  // from scratch, for tests

private:
    void clear();
    void put(Piece p, int s);
    void remove(int s);
    void relocate(int from, int to);
    void setEnPassant(State& st, int from, int to, Color mover);
    void contract(State& st, Key& k);
    void parseBoard(std::string_view field);
    void parseHands(std::string_view field);
    void parseCastling(std::string_view field);
    int castlingRook(char c, Color color, int ksq) const;
    void parseEnPassant(std::string_view field);
    void validate() const;
    void validateDrops() const;

    const Variant* v_;
    const Rules<G>* rules_;
    Piece board_[SQ];
    BB byType_[PIECE_TYPE_NB];
    BB byColor_[2];
    BB orthSliders_, diagSliders_;
    Color side_;
    int gamePly_;
    bool standardFiles_ = false;
    bool chess960_ = false;
    // Kings' and rooks' squares in the start position: outside Chess960 only
    // they may hold castling rights.
    int startKing_[2] = {-1, -1};
    BB startRooks_ = 0;
    CastlingPath castlingPaths_[2][MAX_CASTLING_ROOKS];
    int castlingPathCount_[2] = {};
    std::vector<State> states_;

    PieceType officers_[PIECE_TYPE_NB];
    int officerCount_ = 0;
    PieceType leapers_[PIECE_TYPE_NB];  // types with leaps, the king included
    int leaperCount_ = 0;
    PieceType promotions_[PIECE_TYPE_NB];
    int promotionCount_ = 0;
    bool promotionLimited_ = false;
    bool irregular_ = false;  // some type's moves need the generic code (rules.h)
    unsigned orthTypes_ = 0, diagTypes_ = 0;  // the rules' sliding types, kept at hand for put()

    int hand_[2][PIECE_TYPE_NB] = {};
    PieceType handTypes_[PIECE_TYPE_NB];
    int handTypeCount_ = 0;
    unsigned gateAfter_[PIECE_TYPE_NB] = {};  // drop order, from the variant's gates
    int gateCount_[PIECE_TYPE_NB] = {};

    BB areas_[MAX_AREAS] = {};
    int areaCapacity_[MAX_AREAS] = {};
    int areaCount_ = 0;

    // Pieces taken by contractions, for unmake: each piece can be taken only
    // once along a line of play, and a game has at most 32 pieces.
    static constexpr int MAX_REMOVED = 64;
    struct Removed {
        int square;
        Piece piece;
    };
    Removed removed_[MAX_REMOVED];
    int removedCount_ = 0;
};

template <class G> inline typename G::BB Position<G>::attackers(int s, Color by, BB occ) const {
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = *rules_;
    BB a = at.pawn[~by][s] & byType_[PAWN];
    for (int i = 0; i < leaperCount_; ++i) a |= r.leap[leapers_[i]][s] & byType_[leapers_[i]];
    a = (a | sliderAttackers(s, occ)) & byColor_[by];
    if (irregular_) {
        // Irregular pieces attack differently by colour: theirs alone.
        for (unsigned m = r.irregularTypes; m; m &= m - 1) {
            const PieceType t = PieceType(std::countr_zero(m));
            if (const BB mine = byType_[t] & byColor_[by]) a |= r.irregularAttackersOf(by, t, s, occ) & mine;
        }
    }
    return a;
}

template <class G> inline typename G::BB Position<G>::sliderAttackers(int s, BB occ) const {
    const AttackTables<G>& at = ATTACKS<G>;
    BB a = 0;
    if (orthSliders_) a |= at.orth(s, occ) & orthSliders_;
    if (diagSliders_) a |= at.diag(s, occ) & diagSliders_;
    return a;
}

template <class G> inline typename G::BB Position<G>::attackersOfBoth(int s, BB occ) const {
    const AttackTables<G>& at = ATTACKS<G>;
    const Rules<G>& r = *rules_;
    BB a = ((at.pawn[BLACK][s] & byColor_[WHITE]) | (at.pawn[WHITE][s] & byColor_[BLACK])) & byType_[PAWN];
    for (int i = 0; i < leaperCount_; ++i) a |= r.leap[leapers_[i]][s] & byType_[leapers_[i]];
    return a | sliderAttackers(s, occ);
}

template <class G> inline void Position<G>::put(Piece p, int s) {
    const BB b = bit<BB>(s);
    const PieceType t = typeOf(p);
    board_[s] = p;
    byType_[t] |= b;
    byColor_[colorOf(p)] |= b;
    if (orthTypes_ >> t & 1) orthSliders_ |= b;
    if (diagTypes_ >> t & 1) diagSliders_ |= b;
}

template <class G> inline void Position<G>::remove(int s) {
    const BB b = ~bit<BB>(s);
    const Piece p = board_[s];
    board_[s] = NO_PIECE;
    byType_[typeOf(p)] &= b;
    byColor_[colorOf(p)] &= b;
    orthSliders_ &= b;
    diagSliders_ &= b;
}

template <class G> inline void Position<G>::relocate(int from, int to) {
    const Piece p = board_[from];
    remove(from);
    put(p, to);
}

template <class G> bool Position<G>::immediateEnd(GameValue& result) const {
    const Variant& v = *v_;
    if (v.extinctionValue == GameValue::NONE) return false;
    // The side that just moved first: it may have made itself extinct.
    for (Color c : {~side_, side_})
        for (unsigned m = v.extinctionTypes; m; m &= m - 1) {
            const int t = std::countr_zero(m);
            const BB own = t == 0 ? pieces(c) : pieces(c, PieceType(t));
            const BB other = t == 0 ? pieces(~c) : pieces(~c, PieceType(t));
            const int ownCount = popcount(own) + (t == 0 ? handTotal(c) : inHand(c, PieceType(t)));
            const int otherCount = popcount(other) + (t == 0 ? handTotal(~c) : inHand(~c, PieceType(t)));
            if (ownCount <= v.extinctionPieceCount &&
                otherCount >= v.extinctionOpponentPieceCount + (v.extinctionClaim && c == side_)) {
                const GameValue x = v.extinctionValue;
                result = c == side_ ? x : x == GameValue::WIN ? GameValue::LOSS : x == GameValue::LOSS ? GameValue::WIN : x;
                return true;
            }
        }
    return false;
}

#define HECTO_EXTERN_POSITION(W, H) extern template class Position<Geometry<W, H>>;
HECTO_BOARDS(HECTO_EXTERN_POSITION)
#undef HECTO_EXTERN_POSITION

}  // namespace hecto
