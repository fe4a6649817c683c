// The trainer's held-out positions and the network it keeps.
#include <catch2/catch.hpp>

#include "engine/train/trainer.h"
#include "movegen/notation.h"
#include "movegen/prng.h"

using namespace hecto;

namespace {

// n positions of a king each and a pawn that wanders, scored by its rank.
TrainingSet wanderingPawns(size_t n) {
    const Variant& v = *findVariant("chess");
    TrainingSet data(v);
    Prng rng(5);
    for (size_t i = 0; i < n; ++i) {
        TrainingPosition p;
        const int pawn = 8 + int(rng.next() % 48);  // ranks 2 to 7
        p.pieces = {{4, makePiece(WHITE, KING)}, {pawn, makePiece(WHITE, PAWN)}, {60, makePiece(BLACK, KING)}};
        p.score = int16_t(pawn / 8 * 40);
        data.add(p, 0);
    }
    return data;
}

// A narrow network trained in small batches: quick enough for a test.
TrainOptions smallNetwork() {
    TrainOptions o;
    o.hidden = 16;
    o.batch = 256;
    return o;
}

// The float network a trainer started from `net` trains on is the integer
// one, to the integer arithmetic's rounding.
void startsAsThe(const Trainer& t, const Network& net) {
    for (size_t k = 0; k < t.heldOut().size(); k += 4) {
        const size_t i = t.heldOut()[k];
        CHECK(t.predict(i) == Approx(t.quantisedPredict(net, i)).margin(1.0));
    }
}

}  // namespace

TEST_CASE("train: positions are held out in runs of consecutive ones (whole games), one run in twenty", "[train]") {
    // 5% held out: 200,000 positions make runs of 500, so that at least 20
    // runs are held out; a large file's runs stop at 4096 positions.
    const TrainingSet data = wanderingPawns(200000);
    TrainOptions o;
    o.hidden = 16;
    const Trainer t(data, o);
    REQUIRE(t.validationSize() == 10000);
    CHECK(t.trainingSize() == 190000);
    size_t runs = 0;
    for (size_t k = 0; k < t.heldOut().size(); ++k) {
        const size_t i = t.heldOut()[k];
        CHECK((i / 500) % 20 == 19);
        if (k == 0 || t.heldOut()[k - 1] + 1 != i) ++runs;
    }
    CHECK(runs == 20);
}

TEST_CASE("train: a remembered network comes back after more training", "[train]") {
    const TrainingSet data = wanderingPawns(4000);
    Trainer t(data, smallNetwork());
    t.epoch(0, [](double) {});
    t.remember();
    const auto kept = t.quantised()->write();
    const double keptLoss = t.validationLoss();
    t.epoch(1, [](double) {});
    REQUIRE(t.quantised()->write() != kept);
    t.recall();
    CHECK(t.quantised()->write() == kept);
    CHECK(t.validationLoss() == keptLoss);
}

TEST_CASE("train: a network to start from is taken as it is, and one of another shape is refused", "[train]") {
    const TrainingSet data = wanderingPawns(4000);
    TrainOptions o = smallNetwork();
    Trainer first(data, o);
    first.epoch(0, [](double) {});
    const auto net = first.quantised();

    o.start = net;
    o.seed = 2;  // other random weights, all replaced
    const Trainer second(data, o);
    CHECK(second.quantised()->write() == net->write());
    startsAsThe(second, *net);

    o.hidden = 32;
    CHECK_THROWS_AS(Trainer(data, o), InputError);
    o.hidden = 16;
    o.buckets = 2;
    CHECK_THROWS_AS(Trainer(data, o), InputError);
}

TEST_CASE("train: an output scale shrinks the exported network's output, and a network started from keeps its size", "[train]") {
    const TrainingSet data = wanderingPawns(4000);
    TrainOptions o = smallNetwork();
    Trainer plain(data, o);
    plain.epoch(0, [](double) {});
    const auto full = plain.quantised();
    REQUIRE(full->scale == TRAIN_SCALE);

    o.outputScale = TRAIN_SCALE * 3 / 4;
    Trainer shrunk(data, o);
    shrunk.epoch(0, [](double) {});
    const auto small = shrunk.quantised();
    CHECK(small->scale == TRAIN_SCALE * 3 / 4);
    // The same training (same seed), read three quarters as large.
    for (size_t k = 0; k < shrunk.heldOut().size(); k += 4) {
        const size_t i = shrunk.heldOut()[k];
        CHECK(shrunk.quantisedPredict(*small, i) == Approx(plain.quantisedPredict(*full, i) * 3 / 4).margin(1.0));
    }
    CHECK(shrunk.agreement(*small, 500).mean < 1.0);

    // Started from the shrunk file, training sees the output the engine reads.
    o.outputScale = TRAIN_SCALE;
    o.start = small;
    startsAsThe(Trainer(data, o), *small);
}
