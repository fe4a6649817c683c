// A network of small random weights for a game, for tests that need one
// without training it.
#pragma once

#include <fstream>
#include <memory>
#include <string>

#include "movegen/prng.h"
#include "search/nnue/features.h"
#include "search/nnue/network.h"

namespace hecto::test {

inline std::shared_ptr<Network> randomNetwork(const Variant& v, uint64_t seed, int hidden = 32, int buckets = 1) {
    Prng rng(seed);
    auto net = std::make_shared<Network>();
    net->variant = v.key;
    net->width = v.width;
    net->height = v.height;
    net->inputs = FeatureSet(v).count();
    net->hidden = hidden;
    net->buckets = buckets;
    net->bucketPieces = Network::piecesPerBucket(v, buckets);
    const size_t ft = size_t(net->inputs) * size_t(hidden);
    net->ftWeights.reset(Network::allocate(ft));
    net->ftBias.reset(Network::allocate(size_t(hidden)));
    const size_t out = size_t(buckets) * 2 * size_t(hidden);
    net->outWeights.reset(Network::allocate(out));
    const auto small = [&](int range) { return int16_t(int(rng.next() % uint64_t(2 * range + 1)) - range); };
    for (size_t i = 0; i < ft; ++i) net->ftWeights[i] = small(60);
    for (int i = 0; i < hidden; ++i) net->ftBias[i] = int16_t(100 + small(50));
    for (size_t i = 0; i < out; ++i) net->outWeights[i] = small(100);
    for (int b = 0; b < buckets; ++b) net->outBias[size_t(b)] = 1234 + 100 * b;
    return net;
}

inline void writeNetwork(const Network& net, const std::string& path) {
    const auto bytes = net.write();
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

}  // namespace hecto::test
