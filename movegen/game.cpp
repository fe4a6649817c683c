#include "game.h"

#include "game_of.h"

namespace hecto {

std::string GameStatus::describe() const {
    switch (outcome) {
        case Outcome::ONGOING: return "game in progress";
        case Outcome::CHECKMATE: return winner == WHITE ? "White mates" : "Black mates";
        case Outcome::KING_CAPTURED: return winner == WHITE ? "White captures the king" : "Black captures the king";
        case Outcome::STALEMATE: return "stalemate";
        case Outcome::REPETITION: return "threefold repetition";
        case Outcome::FIFTY_MOVES: return "fifty-move rule";
        case Outcome::INSUFFICIENT_MATERIAL: return "insufficient material";
    }
    return "";
}

#define HECTO_GAME(W, H) template class GameOf<Geometry<W, H>>;
HECTO_BOARDS(HECTO_GAME)
#undef HECTO_GAME

std::unique_ptr<Game> newGame(const Variant& v) {
    return withBoard(v.width, v.height, [&]<class G>() -> std::unique_ptr<Game> { return std::make_unique<GameOf<G>>(v); });
}

}  // namespace hecto
