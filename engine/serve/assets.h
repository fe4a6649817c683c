// The page's files (web/), built into the binary by cmake/embed_web.cmake:
// the server answers from these alone and reads no file at run time.
#pragma once

#include <string_view>
#include <vector>

namespace hecto {

struct WebAsset {
    std::string_view path;  // "/index.html", "/pieces/knight.svg"
    std::string_view data;
};

const std::vector<WebAsset>& webAssets();
const WebAsset* findWebAsset(std::string_view path);  // nullptr: none
const char* contentType(std::string_view path);        // from the extension

}  // namespace hecto
