// The neural evaluation: incremental accumulators against a full refresh
// along random games of every game (every kind of move, drops and
// contractions included), the network file's checks, and the trained
// network's integer outputs against its float ones.
#include <catch2/catch.hpp>
#include <fstream>
#include <memory>

#include "engine/train/trainer.h"
#include "movegen/movegen.h"
#include "movegen/prng.h"
#include "search/nnue/accumulator.h"
#include "search/searcher.h"
#include "helpers.h"
#include "random_network.h"

using namespace hecto;

namespace {

constexpr int HIDDEN = 32;

using test::randomNetwork;

template <class G> void compareWithRefresh(const char* variant, uint64_t seed) {
    const Variant& v = *findVariant(variant);
    const auto net = randomNetwork(v, seed, HIDDEN, 4);
    Accumulators<G> inc(v, net), full(v, net);
    Prng rng(seed);
    int moves = 0;
    for (int game = 0; game < 20; ++game) {
        Position<G> pos(v);
        inc.refresh(pos, 0);
        std::vector<Move> line;
        for (int ply = 0; ply < 120; ++ply) {
            MoveList list;
            legalMoves(pos, list);
            if (!list.size) break;
            // Captures now and then, so that contractions and en passant happen.
            Move m = list.moves[rng.next() % list.size];
            if (rng.next() % 3 == 0)
                for (Move c : list)
                    if (c.kind() == EN_PASSANT || c.kind() == CASTLING || pos.at(c.to())) m = c;
            inc.before(pos, m);
            pos.make(m);
            inc.after(pos, ply);
            line.push_back(m);
            full.refresh(pos, 0);
            INFO(variant << " " << pos.fen());
            for (Color c : {WHITE, BLACK})
                REQUIRE(std::equal(inc.of(ply + 1, c), inc.of(ply + 1, c) + HIDDEN, full.of(0, c)));
            REQUIRE(inc.evaluate(pos, ply + 1) == full.evaluate(pos, 0));
            ++moves;
        }
        // Going back, each ply's sums are still those of its position.
        for (int ply = int(line.size()); ply > 0; --ply) {
            pos.unmake(line[size_t(ply - 1)]);
            full.refresh(pos, 0);
            REQUIRE(std::equal(inc.of(ply - 1, WHITE), inc.of(ply - 1, WHITE) + HIDDEN, full.of(0, WHITE)));
        }
    }
    CHECK(moves > 100);
}

}  // namespace

TEST_CASE("nnue: incremental accumulators equal a full refresh after every move", "[nnue]") {
    compareWithRefresh<Geo8x8>("chess", 1);
    compareWithRefresh<Geo10x10>("tencubed", 2);
    compareWithRefresh<Geo10x10>("bigchess", 3);
    compareWithRefresh<Geo14x8>("megachess", 4);
    compareWithRefresh<Geo11x11>("bigbang", 5);
}

TEST_CASE("nnue: the vectorised output layer computes the plain formula of the bucket the pieces choose, extremes included", "[nnue]") {
    // hidden 48: a step of 32 values, one of 16 and none left, so each
    // vector path of the native build is used; the plain formula is what a
    // portable build runs.
    const Variant& v = *findVariant("chess");
    constexpr int BUCKETS = 3;
    Prng rng(11);
    for (int hidden : {16, 48, 256}) {
        auto net = randomNetwork(v, 9, hidden, BUCKETS);
        const size_t outs = size_t(BUCKETS) * 2 * size_t(hidden);
        std::unique_ptr<int16_t[], Network::Free> acc(Network::allocate(2 * size_t(hidden)));
        for (int trial = 0; trial < 200; ++trial) {
            const bool extreme = trial % 4 == 0;
            for (int j = 0; j < 2 * hidden; ++j)
                acc[j] = extreme ? int16_t(trial % 8 ? 32767 : -32768) : int16_t(int(rng.next() % 700) - 200);
            for (size_t j = 0; j < outs; ++j)
                net->outWeights[j] = extreme ? int16_t(trial % 8 ? 32767 : -32767) : int16_t(int(rng.next() % 4001) - 2000);
            const int pieces = 2 + int(rng.next() % 31);
            // 32 pieces over 3 buckets: 11 a bucket, from one piece.
            const int bucket = (pieces - 1) / 11;
            REQUIRE(net->bucket(pieces) == bucket);
            const int16_t* w = net->outWeights.get() + size_t(bucket) * 2 * size_t(hidden);
            int64_t sum = 0;
            for (int j = 0; j < 2 * hidden; ++j) {
                const int64_t a = std::clamp<int64_t>(acc[j], 0, NNUE_QA);
                sum += (a * a / 2) * w[j];
            }
            const int64_t expected = (2 * sum / NNUE_QA + net->outBias[size_t(bucket)]) * net->scale / (NNUE_QA * NNUE_QB);
            INFO("hidden " << hidden << " trial " << trial << " pieces " << pieces);
            REQUIRE(net->evaluate(acc.get(), acc.get() + hidden, pieces) == expected);
        }
    }
}

TEST_CASE("nnue: network files are checked: format, game, size, checksum", "[nnue][errors]") {
    const Variant& chess = *findVariant("chess");
    const auto net = randomNetwork(chess, 7);
    const std::vector<uint8_t> bytes = net->write();
    const auto back = Network::read(bytes, chess, "net");
    CHECK(back->hidden == HIDDEN);
    CHECK(back->write() == bytes);
    const auto bucketed = randomNetwork(chess, 8, HIDDEN, 8);
    const auto bucketedBack = Network::read(bucketed->write(), chess, "net");
    CHECK(bucketedBack->buckets == 8);
    CHECK(bucketedBack->bucketPieces == 4);
    CHECK(bucketedBack->write() == bucketed->write());

    const auto refused = [&](std::vector<uint8_t> b, const Variant& v, const char* reason) {
        INFO(reason);
        try {
            Network::read(b, v, "net");
            FAIL("accepted");
        } catch (const InputError& e) {
            CHECK_THAT(e.what(), Catch::Contains(reason));
        }
    };
    refused({}, chess, "not a Hecto network");
    refused(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 100), chess, "truncated");
    refused(bytes, *findVariant("tencubed"), "is a network for chess, not tencubed");
    auto damaged = bytes;
    damaged[200] ^= 1;
    refused(damaged, chess, "damaged");
    auto longer = bytes;
    longer.push_back(0);
    refused(longer, chess, "bytes after");
}

TEST_CASE("nnue: a network file read for whichever game it names", "[nnue][errors]") {
    const auto save = [](const std::vector<uint8_t>& b, const char* name) {
        auto f = std::make_unique<test::TempFile>(name);
        std::ofstream(f->path, std::ios::binary).write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size()));
        return f;
    };
    const auto tencubed = save(randomNetwork(*findVariant("tencubed"), 5)->write(), "tencubed.nnue");
    CHECK(Network::load(tencubed->path)->variant == "tencubed");
    // The game's name sits after the 8-byte magic and the 4-byte version.
    auto unknown = randomNetwork(*findVariant("chess"), 5)->write();
    std::copy_n("nosuch", 6, unknown.begin() + 12);
    const auto nosuch = save(unknown, "nosuch.nnue");
    CHECK_THROWS_WITH(Network::load(nosuch->path), Catch::Contains("a network for nosuch, a game this engine does not play"));
    const auto text = save({'h', 'e', 'l', 'l', 'o'}, "text.nnue");
    CHECK_THROWS_WITH(Network::load(text->path), Catch::Contains("not a Hecto network"));
    CHECK_THROWS_WITH(Network::load(text->path + ".missing"), Catch::Contains("cannot read"));
}

TEST_CASE("nnue: the integer network stays close to the float one it is made from", "[nnue][train]") {
    // Positions of random games, scored by material, trained for a few epochs.
    const Variant& v = *findVariant("chess");
    TrainingSet data(v);
    Prng rng(3);
    for (int game = 0; game < 60; ++game) {
        Position<Geo8x8> pos(v);
        for (int ply = 0; ply < 80; ++ply) {
            MoveList list;
            legalMoves(pos, list);
            if (!list.size) break;
            pos.make(list.moves[rng.next() % list.size]);
            TrainingPosition p;
            p.sideToMove = pos.sideToMove();
            int material = 0;
            for (auto b = pos.pieces(); b;) {
                const int s = popLsb(b);
                static constexpr int VALUE[] = {0, 100, 300, 300, 500, 900, 0, 0, 0, 0, 0};
                material += (colorOf(pos.at(s)) == p.sideToMove ? 1 : -1) * VALUE[typeOf(pos.at(s))];
                p.pieces.push_back({s, pos.at(s)});
            }
            p.score = int16_t(material);
            p.result = 1;
            data.add(p, 0);
        }
    }
    TrainOptions o;
    o.hidden = 64;
    o.epochs = 8;
    o.batch = 256;
    o.threads = 2;
    Trainer t(data, o);
    double first = 0, last = 0;
    for (int e = 0; e < o.epochs; ++e) {
        t.epoch(e, [](double) {});
        (e == 0 ? first : last) = t.validationLoss();
    }
    CHECK(last < first);  // it learns
    const auto net = t.quantised();
    const Agreement a = t.agreement(*net, 1000);
    // The bound the README states: rounding the weights to integers moves an
    // output by a few centipawns on average (2.0 here, at most 6.8; with
    // output weights scaled by 128 rather than 1024 it was 3.8 and 14.0).
    CHECK(a.mean < 4);
    CHECK(a.largest < 20);
    // The same seed gives the same network, whatever the threads.
    TrainOptions one = o;
    one.threads = 1;
    Trainer t1(data, one);
    for (int e = 0; e < o.epochs; ++e) t1.epoch(e, [](double) {});
    CHECK(t1.quantised()->write() == net->write());

    // With an output layer for each quarter of the pieces, and the shared
    // weights of each piece folded into its squares' ones, as closely.
    TrainOptions bucketed = o;
    bucketed.buckets = 4;
    bucketed.factorise = true;
    Trainer tb(data, bucketed);
    for (int e = 0; e < o.epochs; ++e) tb.epoch(e, [](double) {});
    CHECK(tb.validationLoss() < first);
    const auto bucketedNet = tb.quantised();
    CHECK(bucketedNet->buckets == 4);
    const Agreement ab = tb.agreement(*bucketedNet, 1000);
    CHECK(ab.mean < 4);
    CHECK(ab.largest < 20);
}

TEST_CASE("nnue: a network on the hand-written evaluation learns the difference and adds to it", "[nnue][train]") {
    // Random games scored by the hand-written evaluation plus a pawn for the
    // side to move: the correction to learn is the same everywhere.
    const Variant& v = *findVariant("bigchess");
    TranspositionTable tt;
    auto searcher = newSearcher(v, tt, [](const std::string&) {});
    auto game = newGame(v);
    constexpr int BONUS = 100;
    TrainingSet plain(v), onHce(v, false, true);
    Prng rng(4);
    for (int g = 0; g < 40; ++g) {
        game->setFen(v.startFen);
        for (int ply = 0; ply < 60; ++ply) {
            const std::vector<Move> moves = game->legalMoves();
            if (moves.empty()) break;
            game->make(moves[rng.next() % moves.size()]);
            TrainingPosition p;
            p.sideToMove = game->sideToMove();
            for (int s = 0; s < v.width * v.height; ++s)
                if (game->pieceOn(s) != NO_PIECE) p.pieces.push_back({s, game->pieceOn(s)});
            const Value hce = searcher->evaluate(*game);
            if (std::abs(hce) > 1000) continue;
            p.score = int16_t(hce + BONUS);
            onHce.add(p, 0);
            plain.add(p, 0);
        }
    }
    TrainOptions o;
    o.hidden = 32;
    o.epochs = 6;
    o.batch = 64;
    o.learningRate = 0.01;
    o.onHandWritten = true;
    Trainer t(onHce, o);
    const double start = t.validationLoss();
    for (int e = 0; e < o.epochs; ++e) t.epoch(e, [](double) {});
    const double trained = t.validationLoss();
    CHECK(trained < start / 4);
    TrainOptions po = o;
    po.onHandWritten = false;
    Trainer tp(plain, po);
    for (int e = 0; e < o.epochs; ++e) tp.epoch(e, [](double) {});
    CHECK(trained < tp.validationLoss());  // the evaluation's knowledge is there from the start

    const auto net = t.quantised();
    REQUIRE(net->onHandWritten);
    const Agreement a = t.agreement(*net, 1000);
    CHECK(a.mean < 4);
    // Kept through the file, and added to the hand-written evaluation.
    const auto back = Network::read(net->write(), v, "net");
    CHECK(back->onHandWritten);
    CHECK(back->write() == net->write());
    game->setFen(v.startFen);
    game->make(game->legalMoves().front());
    searcher->setNetwork(back);
    const Value added = searcher->networkEvaluate(*game);
    CHECK(std::abs(added - searcher->evaluate(*game) - BONUS) < 30);
}
