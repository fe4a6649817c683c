// One libFuzzer executable per target: HECTO_FUZZ_TARGET names it.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>

#include "fuzz/targets.h"

namespace {

hecto::fuzz::Target find() {
    for (const auto& t : hecto::fuzz::targets())
        if (std::strcmp(t.name, HECTO_FUZZ_TARGET) == 0) return t;
    std::abort();
}

const hecto::fuzz::Target TARGET = find();

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    // Both a broken check and an exception the engine let escape are
    // crashes: abort, so that libFuzzer keeps the input.
    try {
        TARGET.run(data, size);
    } catch (const hecto::fuzz::Failure& f) {
        std::fprintf(stderr, "hecto fuzz check failed: %s\n", f.what());
        std::abort();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "hecto fuzz: uncaught exception: %s\n", e.what());
        std::abort();
    }
    return 0;
}
