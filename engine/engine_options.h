// The engine's options, shared by every protocol: declared once, read into
// the search's settings the same way whether UCI or CECP set them.
#pragma once

#include <string>
#include <vector>

#include "engine/options.h"
#include "search/limits.h"

namespace hecto {

constexpr int DEFAULT_HASH_MB = 16, MAX_HASH_MB = 65536;
constexpr int MAX_THREADS = 256;

// Adds every option (UCI names) with its default, the variant's included.
void addEngineOptions(Options& options);
SearchOptions searchOptionsFrom(const Options& options);
// UCI_Variant's choices: every game registered, the loaded ones included.
std::vector<std::string> variantChoices();

}  // namespace hecto
