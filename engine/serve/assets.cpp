#include "engine/serve/assets.h"

namespace hecto {

const WebAsset* findWebAsset(std::string_view path) {
    for (const WebAsset& a : webAssets())
        if (a.path == path) return &a;
    return nullptr;
}

const char* contentType(std::string_view path) {
    const auto ends = [&](std::string_view ext) {
        return path.size() >= ext.size() && path.substr(path.size() - ext.size()) == ext;
    };
    if (ends(".html")) return "text/html; charset=utf-8";
    if (ends(".js")) return "text/javascript; charset=utf-8";
    if (ends(".css")) return "text/css; charset=utf-8";
    if (ends(".svg")) return "image/svg+xml";
    if (ends(".png")) return "image/png";
    return "application/octet-stream";
}

}  // namespace hecto
