#include "engine/version.h"

#include "hecto_revision.h"
#include "movegen/bitboard.h"

namespace hecto {

namespace {
constexpr const char* VERSION = "0.2";
}

std::string engineName() { return std::string("Hecto ") + VERSION + " (" + HECTO_REVISION + ")"; }

std::string buildInfo() {
    std::string s = "compiler: ";
#if defined(__clang__)
    s += "clang " __clang_version__;
#elif defined(__GNUC__)
    s += "g++ " __VERSION__;
#endif
#ifdef HECTO_PORTABLE_BUILD
    s += "; target: any x86-64 CPU";
#else
    s += "; target: this machine's CPU (-march=native)";
#endif
#ifdef HECTO_USE_PEXT
    s += "; sliders: PEXT";
#else
    s += "; sliders: magic multiplication";
#endif
#if defined(__AVX512F__)
    s += "; SIMD: AVX-512";
#elif defined(__AVX2__)
    s += "; SIMD: AVX2";
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(HECTO_SANITIZE_BUILD)
    s += "; sanitizers on";
#endif
#ifdef NDEBUG
    s += "; optimised";
#else
    s += "; assertions on";
#endif
    return s;
}

}  // namespace hecto
