// A request the server refuses: the HTTP status and one sentence for the
// person (the page shows it as it is). Whatever threw it changed nothing.
#pragma once

#include <stdexcept>
#include <string>

namespace hecto {

struct ApiError : std::runtime_error {
    int status;
    ApiError(int status, const std::string& message) : std::runtime_error(message), status(status) {}
};

// The statuses the API uses, named for what they mean to the page.
constexpr int HTTP_BAD_REQUEST = 400;     // malformed: bad JSON, a missing or wrong field
constexpr int HTTP_FORBIDDEN = 403;       // wrong seat token, foreign origin or host
constexpr int HTTP_NOT_FOUND = 404;       // no such room (or it expired), no such page
constexpr int HTTP_CONFLICT = 409;        // not now: out of turn, paused, over, room full
constexpr int HTTP_UNPROCESSABLE = 422;   // an illegal move or drop, a bad FEN
constexpr int HTTP_UNAVAILABLE = 503;     // too many rooms or live streams

}  // namespace hecto
