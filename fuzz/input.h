// What the fuzz targets share: the fuzzer's bytes as text, a game chosen
// by a byte, and checks that turn a broken promise into a Failure.
#pragma once

#include <cctype>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/targets.h"
#include "movegen/variant.h"

namespace hecto::fuzz {

inline std::string_view textOf(const uint8_t* data, size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// Low three bits: the game; bit 3 + k: mode switch k.
inline const Variant& variantOf(uint8_t b) { return variants()[(b & 7) % variants().size()]; }
inline bool mode(uint8_t b, int k) { return (b >> (3 + k)) & 1; }

inline void check(bool ok, const std::string& what) {
    if (!ok) throw Failure(what);
}

// A number above `max` lowered to `max`; any other text unchanged, for the
// engine to read or refuse.
inline std::string capped(const std::string& text, long long max) {
    long long v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    return ec == std::errc() && end == text.data() + text.size() && v > max ? std::to_string(max) : text;
}

inline std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The text's lines as std::getline splits them, at most `max`.
inline std::vector<std::string> linesOf(std::string_view text, size_t max) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < text.size() && out.size() < max) {
        size_t end = text.find('\n', i);
        if (end == std::string_view::npos) end = text.size();
        out.emplace_back(text.substr(i, end - i));
        i = end + 1;
    }
    return out;
}

}  // namespace hecto::fuzz
