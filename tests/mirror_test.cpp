// Mirror images of training positions: which games and positions qualify,
// that a qualifying position's mirror image plays the same (equal perft),
// and that the trainer holds out no mirror image.
#include <catch2/catch.hpp>

#include "engine/datagen/selfplay.h"
#include "engine/train/mirror.h"
#include "engine/train/trainer.h"
#include "movegen/prng.h"

using namespace hecto;

TEST_CASE("mirror: the five games' rules look the same in a mirror; a one-sided piece's do not", "[train][mirror]") {
    for (const char* key : {"chess", "tencubed", "bigchess", "megachess", "bigbang"}) {
        INFO(key);
        CHECK(Mirror(*findVariant(key)).symmetricGame());
    }
    Variant lopsided = *findVariant("chess");
    lopsided.pieces[KNIGHT].movement = parseBetza("rW");
    CHECK_FALSE(Mirror(lopsided).symmetricGame());
}

TEST_CASE("mirror: a king that may still castle keeps its position from being mirrored", "[train][mirror]") {
    const Variant& v = *findVariant("chess");
    const Mirror mirror(v);
    auto g = newGame(v);
    CHECK_FALSE(mirror.applies(trainingPositionOf(*g)));
    g->setFen("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 w - - 6 6");
    const TrainingPosition p = trainingPositionOf(*g);
    REQUIRE(mirror.applies(p));
    CHECK(fenOf(v, mirror.of(p)) == "1kr1qb1r/ppp1pppp/2n2n2/3p1b2/3P1B2/2N2N2/PPP1PPPP/1KR1QB1R w - - 0 1");
    g->setFen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 w kq - 6 6");
    CHECK_FALSE(mirror.applies(trainingPositionOf(*g)));  // Black's king is at home
}

TEST_CASE("mirror: a mirrored position has the same number of moves to every depth", "[train][mirror]") {
    for (const char* key : {"chess", "tencubed", "bigchess", "megachess"}) {
        const Variant& v = *findVariant(key);
        const Mirror mirror(v);
        Prng rng(17);
        int compared = 0;
        for (int game = 0; game < 40 && compared < 4; ++game) {
            auto g = newGame(v);
            for (int ply = 0; ply < 70; ++ply) {
                const auto moves = g->legalMoves();
                if (moves.empty()) break;
                g->make(moves[rng.next() % moves.size()]);
            }
            const TrainingPosition p = trainingPositionOf(*g);
            if (g->status().over() || !mirror.applies(p)) continue;
            auto a = newGame(v), b = newGame(v);
            a->setFen(fenOf(v, p));
            b->setFen(fenOf(v, mirror.of(p)));
            INFO(key << " " << a->fen() << " vs " << b->fen());
            CHECK(a->perft(3) == b->perft(3));
            ++compared;
        }
        CHECK(compared == 4);
    }
}

TEST_CASE("mirror: the trainer holds out the same positions, and no mirror image", "[train][mirror]") {
    const Variant& v = *findVariant("chess");
    TrainingSet plain(v, false), mirrored(v, true);
    Prng rng(5);
    for (int game = 0; game < 20; ++game) {
        auto g = newGame(v);
        for (int ply = 0; ply < 60; ++ply) {
            const auto moves = g->legalMoves();
            if (moves.empty()) break;
            g->make(moves[rng.next() % moves.size()]);
            plain.add(trainingPositionOf(*g), 0);
            mirrored.add(trainingPositionOf(*g), 0);
        }
    }
    REQUIRE(mirrored.mirrorImages() > 0);
    CHECK(mirrored.size() == plain.size() + mirrored.mirrorImages());
    TrainOptions o;
    o.hidden = 16;
    const Trainer a(plain, o), b(mirrored, o);
    CHECK(b.validationSize() == a.validationSize());
    CHECK(b.trainingSize() > a.trainingSize());
    CHECK(b.trainingSize() + b.validationSize() < mirrored.size());  // held-out positions' images unused
}
