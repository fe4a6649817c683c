// Self-play for training data: games from random openings, each move
// searched to a node or depth limit, the quiet positions kept with the
// search's score and, once the game is over, its result.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/datagen/position_file.h"
#include "movegen/game.h"
#include "search/searcher.h"

namespace hecto {

struct SelfPlayOptions {
    uint64_t nodes = 5000;  // a move's search, unless depth is set
    int depth = 0;
    int randomPlies = 8;
    int hashMb = 16;
    std::shared_ptr<const Network> net;  // none: the hand-written evaluation
};

// One thread's games, with its own table and search.
// The game's position as a record (score and result left to the caller).
TrainingPosition trainingPositionOf(const Game& g);

class SelfPlayer {
public:
    SelfPlayer(const Variant& v, const SelfPlayOptions& o);
    // Plays one game with seed `seed` and returns its quiet positions (none
    // when the random opening was lopsided or over, or once `stop` is set).
    std::vector<TrainingPosition> play(uint64_t seed, const std::atomic<bool>& stop);

private:
    SearchResult search(const Game& g, uint64_t nodes, int depth);
    TrainingPosition record(const Game& g, Value score) const;

    const Variant& v_;
    SelfPlayOptions o_;
    TranspositionTable tt_;
    std::unique_ptr<Searcher> searcher_;
};

}  // namespace hecto
