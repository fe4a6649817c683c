// The Game interface for one geometry; the search reaches the typed
// Position through it.
#pragma once

#include "drop.h"
#include "game.h"
#include "perft.h"
#include "san.h"

namespace hecto {

template <class G> class GameOf final : public Game {
    Position<G> pos_;
    std::vector<Move> history_;

public:
    explicit GameOf(const Variant& v) : pos_(v) {}
    // The typed position, with its history, for the search.
    const Position<G>& position() const { return pos_; }

    const Variant& variant() const override { return pos_.variant(); }
    Notation notation() const override { return pos_.notation(); }
    void setStandardFiles(bool on) override { pos_.setStandardFiles(on); }
    void setChess960(bool on) override { pos_.setChess960(on); }
    bool chess960() const override { return pos_.chess960(); }

    void setFen(std::string_view fen) override {
        pos_.setFen(fen);
        history_.clear();
    }

    Move parseMove(std::string_view uci) const override {
        const Notation n = pos_.notation();
        if (uci.find('@') != std::string_view::npos) return parseDrop(pos_, uci);
        std::string_view rest = uci;
        const int from = n.readSquare(rest), to = from < 0 ? -1 : n.readSquare(rest);
        PieceType promo = NO_PIECE_TYPE;
        if (to >= 0 && rest.size() == 1) promo = variant().typeOfLetter(char(rest[0] | 0x20));
        if (to < 0 || rest.size() > 1 || (rest.size() == 1 && promo == NO_PIECE_TYPE))
            throw InputError("cannot read move '" + std::string(uci) + "'");
        MoveList list;
        hecto::legalMoves(pos_, list);
        for (Move m : list)
            if (m.from() == from && (m.kind() == CASTLING ? n.namesCastling(m, to) : m.to() == to) &&
                (m.kind() == PROMOTION ? m.promotion() == promo : promo == NO_PIECE_TYPE))
                return m;
        throw InputError("illegal move '" + std::string(uci) + "' in " + pos_.fen());
    }

    Move parseSan(std::string_view text) override { return hecto::parseSan(pos_, text); }
    std::string san(Move m) override { return toSan(pos_, m); }

    std::string fen() const override { return pos_.fen(); }
    Key key() const override { return pos_.key(); }
    Piece pieceOn(int square) const override { return pos_.at(square); }
    bool playable(int square) const override { return testBit(pos_.area(), square); }
    int inHand(Color c, PieceType t) const override { return pos_.inHand(c, t); }
    Color sideToMove() const override { return pos_.sideToMove(); }
    std::vector<int> checkers() const override {
        std::vector<int> out;
        for (auto b = pos_.checkers(); b;) out.push_back(popLsb(b));
        return out;
    }

    std::vector<Move> legalMoves() const override {
        MoveList list;
        hecto::legalMoves(pos_, list);
        return {list.begin(), list.end()};
    }

    void make(Move m) override {
        pos_.make(m);
        history_.push_back(m);
    }
    void undo() override {
        if (history_.empty()) return;
        pos_.unmake(history_.back());
        history_.pop_back();
    }

    GameStatus status() const override {
        GameStatus s;
        if (variant().kingCapture && (!pos_.hasKing(WHITE) || !pos_.hasKing(BLACK))) {
            // A contraction that took both kings was the mover's win.
            s.outcome = Outcome::KING_CAPTURED;
            s.winner = pos_.hasKing(WHITE) ? WHITE : pos_.hasKing(BLACK) ? BLACK : ~pos_.sideToMove();
        } else if (countLegalMoves(pos_) == 0) {
            s.outcome = pos_.inCheck() ? Outcome::CHECKMATE : Outcome::STALEMATE;
            s.winner = ~pos_.sideToMove();
        } else if (pos_.fiftyMoveDraw()) {
            s.outcome = Outcome::FIFTY_MOVES;
        } else if (pos_.isRepetition(3)) {
            s.outcome = Outcome::REPETITION;
        } else if (pos_.insufficientMaterial()) {
            s.outcome = Outcome::INSUFFICIENT_MATERIAL;
        }
        return s;
    }

    bool hasMatingMaterial(Color c) const override { return pos_.hasMatingMaterial(c); }
    bool materialBalanced() const override { return pos_.materialBalanced(); }

    std::unique_ptr<Game> clone() const override { return std::make_unique<GameOf>(*this); }

    uint64_t perft(int depth) override { return hecto::perft(pos_, depth); }
    uint64_t divide(int depth, const DivideOutput& each, const std::atomic<bool>* stop) override {
        return hecto::divide(pos_, depth, each, stop);
    }
};

// The typed game behind `g`: a game of the board G, as every game and
// search of one variant are built for the same registry entry (boards.h).
// Checked against the board's size, so no RTTI is needed.
template <class G> const GameOf<G>& typedGame(const Game& g) {
    if (g.variant().width != G::W || g.variant().height != G::H)
        throw InputError("a game of " + std::to_string(g.variant().width) + "x" + std::to_string(g.variant().height) +
                         " handed to code for " + std::to_string(G::W) + "x" + std::to_string(G::H));
    return static_cast<const GameOf<G>&>(g);
}

#define HECTO_EXTERN_GAME(W, H) extern template class GameOf<Geometry<W, H>>;
HECTO_BOARDS(HECTO_EXTERN_GAME)
#undef HECTO_EXTERN_GAME

}  // namespace hecto
