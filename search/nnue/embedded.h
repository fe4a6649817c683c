// The networks built into the binary from nets/ (cmake/embed_nets.cmake).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "search/nnue/network.h"

namespace hecto {

struct EmbeddedNetwork {
    std::string variant;  // the game's key (nets/KEY.nnue)
    const unsigned char* data;
    size_t size;
};

const std::vector<EmbeddedNetwork>& embeddedNetworks();

// The built-in network of a game, or none.
std::shared_ptr<const Network> embeddedNetwork(const Variant& v);

}  // namespace hecto
