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

template class GameOf<Geo8x8>;
template class GameOf<Geo10x10>;
template class GameOf<Geo14x8>;
template class GameOf<Geo11x11>;

std::unique_ptr<Game> newGame(const Variant& v) {
    if (v.width == 8 && v.height == 8) return std::make_unique<GameOf<Geo8x8>>(v);
    if (v.width == 10 && v.height == 10) return std::make_unique<GameOf<Geo10x10>>(v);
    if (v.width == 14 && v.height == 8) return std::make_unique<GameOf<Geo14x8>>(v);
    if (v.width == 11 && v.height == 11) return std::make_unique<GameOf<Geo11x11>>(v);
    throw InputError("no board of size " + std::to_string(v.width) + "x" + std::to_string(v.height));
}

}  // namespace hecto
