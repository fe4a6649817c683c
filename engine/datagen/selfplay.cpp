#include "engine/datagen/selfplay.h"

#include <cstdlib>

#include "movegen/prng.h"

namespace hecto {

namespace {

constexpr uint64_t OPENING_CHECK_NODES = 2000;  // the search that judges a random opening
constexpr Value OPENING_MARGIN = 200;           // beyond this an opening is lopsided
constexpr Value WIN_ADJUDICATION = 1500;        // a score this large for
constexpr int WIN_PLIES = 6;                    //   this many plies in a row decides the game
constexpr Value DRAW_ADJUDICATION = 8;          // a score this small for
constexpr int DRAW_PLIES = 12;                  //   this many plies in a row,
constexpr int DRAW_MIN_PLY = 80;                //   from this ply on, is a draw
constexpr int MAX_PLIES = 600;                  // a longer game is a draw

bool noisy(const Game& g, Move m) {
    return m.kind() == PROMOTION || m.kind() == EN_PASSANT ||
           (m.kind() != CASTLING && m.kind() != DROP && g.pieceOn(m.to()) != NO_PIECE);
}

}  // namespace

SelfPlayer::SelfPlayer(const Variant& v, const SelfPlayOptions& o) : v_(v), o_(o) {
    if (!tt_.resize(size_t(o.hashMb))) throw InputError("cannot allocate the hash table");
    searcher_ = newSearcher(v, tt_, [](const std::string&) {});
    searcher_->setNetwork(o.net);
}

SearchResult SelfPlayer::search(const Game& g, uint64_t nodes, int depth) {
    SearchLimits l;
    if (depth) l.depth = depth;
    else l.nodes = nodes;
    searcher_->start(g, l, SearchOptions{});
    searcher_->wait();
    return searcher_->lastResult();
}

TrainingPosition trainingPositionOf(const Game& g) {
    const Variant& v = g.variant();
    TrainingPosition p;
    p.sideToMove = g.sideToMove();
    for (int sq = 0; sq < v.width * v.height; ++sq)
        if (const Piece pc = g.pieceOn(sq)) p.pieces.push_back({sq, pc});
    if (v.drops())
        for (Color c : {WHITE, BLACK})
            for (int t = PAWN; t < PIECE_TYPE_NB; ++t) p.hand[c][t] = uint8_t(g.inHand(c, PieceType(t)));
    return p;
}

TrainingPosition SelfPlayer::record(const Game& g, Value score) const {
    TrainingPosition p = trainingPositionOf(g);
    p.score = int16_t(std::clamp<Value>(score, -VALUE_KNOWN_WIN, VALUE_KNOWN_WIN));
    return p;
}

std::vector<TrainingPosition> SelfPlayer::play(uint64_t seed, const std::atomic<bool>& stop) {
    Prng rng(seed);
    auto g = newGame(v_);
    for (int i = 0; i < o_.randomPlies; ++i) {
        const auto moves = g->legalMoves();
        if (moves.empty()) return {};
        g->make(moves[rng.next() % moves.size()]);
    }
    if (g->status().over() || std::abs(search(*g, OPENING_CHECK_NODES, 0).score) > OPENING_MARGIN) return {};

    searcher_->newGame();
    tt_.clear();
    std::vector<TrainingPosition> kept;
    int winStreak = 0, drawStreak = 0;
    uint8_t result = 1;
    for (int ply = 0;; ++ply) {
        if (stop) return {};
        const GameStatus st = g->status();
        if (st.over()) {
            result = st.decisive() ? (st.winner == WHITE ? 2 : 0) : 1;
            break;
        }
        if (ply >= MAX_PLIES) break;
        const SearchResult r = search(*g, o_.nodes, o_.depth);
        if (!r.best) break;
        const Value white = g->sideToMove() == WHITE ? r.score : -r.score;
        // Adjudication: a clear win, or a long quiet draw.
        winStreak = std::abs(white) >= WIN_ADJUDICATION ? winStreak + 1 : 0;
        drawStreak = ply >= DRAW_MIN_PLY && std::abs(white) <= DRAW_ADJUDICATION ? drawStreak + 1 : 0;
        if (winStreak >= WIN_PLIES) {
            result = white > 0 ? 2 : 0;
            break;
        }
        if (drawStreak >= DRAW_PLIES) break;
        if (g->checkers().empty() && !noisy(*g, r.best) && !isMate(r.score)) kept.push_back(record(*g, r.score));
        g->make(r.best);
    }
    for (TrainingPosition& p : kept) p.result = result;
    return kept;
}

}  // namespace hecto
