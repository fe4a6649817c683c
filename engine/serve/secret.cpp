#include "engine/serve/secret.h"

#include <mutex>
#include <random>

namespace hecto {

namespace {

std::mutex randomMutex;

unsigned draw(unsigned bound) {
    static std::random_device source;
    std::lock_guard lock(randomMutex);
    return std::uniform_int_distribution<unsigned>(0, bound - 1)(source);
}

}  // namespace

std::string randomText(std::string_view alphabet, int length) {
    std::string s;
    for (int i = 0; i < length; ++i) s += alphabet[draw(unsigned(alphabet.size()))];
    return s;
}

int rollDie() { return int(draw(6)) + 1; }

}  // namespace hecto
