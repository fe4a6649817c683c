// One game in progress behind a small interface, so that the command line
// and protocols can hold any variant without knowing its geometry. Calls
// through it are per command, never per node.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "move.h"
#include "notation.h"
#include "variant.h"
#include "zobrist.h"

namespace hecto {

enum class Outcome { ONGOING, CHECKMATE, KING_CAPTURED, STALEMATE, REPETITION, FIFTY_MOVES, INSUFFICIENT_MATERIAL };

struct GameStatus {
    Outcome outcome = Outcome::ONGOING;
    Color winner = WHITE;  // meaningful only when decisive
    bool over() const { return outcome != Outcome::ONGOING; }
    bool decisive() const { return outcome == Outcome::CHECKMATE || outcome == Outcome::KING_CAPTURED; }
    std::string describe() const;  // "White mates", "stalemate", ...
};

class Game {
public:
    virtual ~Game() = default;
    virtual const Variant& variant() const = 0;
    virtual Notation notation() const = 0;
    virtual void setStandardFiles(bool on) = 0;
    // UCI_Chess960, in games that allow it (ignored in the others): FENs
    // may give Chess960's castling rights, castling is written king-takes-
    // rook (e1h1). Set it before the position; castling moves alike either way.
    virtual void setChess960(bool on) = 0;
    virtual bool chess960() const = 0;  // on, or a game always played that way

    // Input: each throws InputError naming the problem and leaves the game
    // as it was.
    virtual void setFen(std::string_view fen) = 0;
    virtual Move parseMove(std::string_view uci) const = 0;  // a legal move
    virtual Move parseSan(std::string_view san) = 0;          // a legal move, from SAN (or UCI)
    virtual void play(std::string_view uci) { make(parseMove(uci)); }

    virtual std::string fen() const = 0;
    virtual Key key() const = 0;
    virtual Piece pieceOn(int square) const = 0;
    virtual bool playable(int square) const = 0;  // inside the playable area (BigBangChess)
    virtual int inHand(Color c, PieceType t) const = 0;
    virtual Color sideToMove() const = 0;
    virtual std::vector<int> checkers() const = 0;  // squares of pieces giving check
    virtual std::vector<Move> legalMoves() const = 0;
    virtual void make(Move m) = 0;  // m must be legal
    virtual void undo() = 0;        // takes back the last make(), if any
    virtual GameStatus status() const = 0;
    // Could `c` ever mate, whatever the opponent does? (Flag falls: FIDE.)
    virtual bool hasMatingMaterial(Color c) const = 0;
    virtual bool materialBalanced() const = 0;  // the same pieces on both sides

    virtual std::unique_ptr<Game> clone() const = 0;

    virtual uint64_t perft(int depth) = 0;
    // Counts each root move's subtree, calling each(move, count) as soon as
    // it is known, and returns the total; a set `stop` ends it early.
    using DivideOutput = std::function<void(Move, uint64_t)>;
    virtual uint64_t divide(int depth, const DivideOutput& each, const std::atomic<bool>* stop = nullptr) = 0;

    std::string moveName(Move m) const { return notation().move(m); }
    virtual std::string san(Move m) = 0;  // m must be legal
};

std::unique_ptr<Game> newGame(const Variant& v);

}  // namespace hecto
