#include "search/nnue/embedded.h"

namespace hecto {

std::shared_ptr<const Network> embeddedNetwork(const Variant& v) {
    for (const EmbeddedNetwork& e : embeddedNetworks())
        if (e.variant == v.key) return Network::read({e.data, e.data + e.size}, v, "the built-in network for " + v.key);
    return nullptr;
}

}  // namespace hecto
