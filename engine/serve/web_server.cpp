#include "engine/serve/web_server.h"

#include <httplib.h>

#include <fmt/core.h>

#include "engine/serve/api_error.h"
#include "engine/serve/assets.h"
#include "engine/serve/game_info.h"
#include "engine/serve/secret.h"
#include "movegen/notation.h"

namespace hecto {

using nlohmann::json;

namespace {

using SteadyClock = std::chrono::steady_clock;

// Server-Sent Events: how long one wait for a change lasts (and so how
// soon a stream notices the server stopping), and how often an idle stream
// sends a comment, which is also how a closed page is noticed.
constexpr std::chrono::milliseconds STREAM_WAIT{500};
constexpr std::chrono::milliseconds STREAM_KEEPALIVE{5000};
constexpr int STREAM_RETRY_MS = 2000;  // the browser reconnects after this
constexpr size_t MAX_FEN_LENGTH = 512;
constexpr std::chrono::seconds START_TIMEOUT{5};
constexpr int MAX_CLOCK_MINUTES = 180, MAX_INCREMENT_SECONDS = 60;

void sendJson(httplib::Response& res, int status, const json& body) {
    res.status = status;
    res.set_header("Cache-Control", "no-store");
    res.set_content(body.dump(), "application/json");
}

void sendError(httplib::Response& res, int status, const std::string& message) {
    sendJson(res, status, json{{"error", message}});
}

// The request's body as a JSON object; anything else is refused.
json body(const httplib::Request& req) {
    if (req.body.empty()) return json::object();
    json j = json::parse(req.body, nullptr, false);
    if (j.is_discarded()) throw ApiError(HTTP_BAD_REQUEST, "bad JSON in the request body");
    if (!j.is_object()) throw ApiError(HTTP_BAD_REQUEST, "the request body must be a JSON object");
    return j;
}

std::string stringField(const json& j, const char* name, bool required, size_t maxLength = 64) {
    const auto it = j.find(name);
    if (it == j.end() || it->is_null()) {
        if (required) throw ApiError(HTTP_BAD_REQUEST, fmt::format("missing field '{}'", name));
        return "";
    }
    if (!it->is_string()) throw ApiError(HTTP_BAD_REQUEST, fmt::format("field '{}' must be a string", name));
    const std::string s = it->get<std::string>();
    if (s.size() > maxLength) throw ApiError(HTTP_BAD_REQUEST, fmt::format("field '{}' is too long", name));
    return s;
}

int64_t intField(const json& j, const char* name, int64_t lo, int64_t hi) {
    const auto it = j.find(name);
    if (it == j.end() || it->is_null()) return 0;
    if (!it->is_number_integer())
        throw ApiError(HTTP_BAD_REQUEST, fmt::format("field '{}' must be a whole number", name));
    const int64_t v = it->get<int64_t>();
    if (v < lo || v > hi) throw ApiError(HTTP_BAD_REQUEST, fmt::format("field '{}' must be from {} to {}", name, lo, hi));
    return v;
}

RoomSettings settingsFrom(const json& j) {
    RoomSettings s;
    const std::string key = stringField(j, "variant", true);
    s.variant = findVariant(key);
    if (!s.variant) throw ApiError(HTTP_BAD_REQUEST, fmt::format("unknown game '{}' (games: {})", key, variantKeys()));
    const std::string mode = stringField(j, "mode", true);
    if (mode == "bot") s.mode = RoomMode::BOT;
    else if (mode == "local") s.mode = RoomMode::LOCAL;
    else if (mode == "online") s.mode = RoomMode::ONLINE;
    else throw ApiError(HTTP_BAD_REQUEST, fmt::format("unknown mode '{}' (bot, local, online)", mode));
    if (s.mode == RoomMode::BOT) {
        const std::string level = stringField(j, "level", false);
        s.level = findBotLevel(level.empty() ? "medium" : level);
        if (!s.level) throw ApiError(HTTP_BAD_REQUEST, fmt::format("unknown level '{}' (easy, medium, hard, deep)", level));
    }
    const std::string color = stringField(j, "color", false);
    if (color == "white" || color.empty()) s.creatorColor = WHITE;
    else if (color == "black") s.creatorColor = BLACK;
    else if (color == "random") s.creatorColor = rollDie() % 2 ? WHITE : BLACK;
    else throw ApiError(HTTP_BAD_REQUEST, fmt::format("unknown colour '{}' (white, black, random)", color));
    if (const auto it = j.find("clock"); it != j.end() && !it->is_null()) {
        if (!it->is_object()) throw ApiError(HTTP_BAD_REQUEST, "field 'clock' must be an object");
        // Seconds, for scripts and tests; the page offers minutes.
        s.baseMs = intField(*it, "minutes", 0, MAX_CLOCK_MINUTES) * 60000 +
                   intField(*it, "seconds", 0, MAX_CLOCK_MINUTES * 60) * 1000;
        s.incMs = intField(*it, "increment", 0, MAX_INCREMENT_SECONDS) * 1000;
        if (!s.baseMs) s.incMs = 0;
    }
    s.fen = stringField(j, "fen", false, MAX_FEN_LENGTH);
    return s;
}

bool isLoopback(const std::string& host) { return host == "127.0.0.1" || host == "localhost" || host == "::1"; }

// The host part of a Host header ("localhost:8080", "[::1]:8080").
std::string hostName(const std::string& header) {
    if (!header.empty() && header[0] == '[') return header.substr(1, header.find(']') - 1);
    return header.substr(0, header.find(':'));
}

}  // namespace

WebServer::WebServer(ServeConfig config)
    : config_(std::move(config)), hub_(std::make_unique<RoomHub>(config_.hub)), http_(std::make_unique<httplib::Server>()) {
    http_->new_task_queue = [] { return new httplib::ThreadPool(SERVER_THREADS); };
    http_->set_payload_max_length(MAX_REQUEST_BODY);
    // The library's default adds SO_REUSEPORT, which lets a second server
    // share a port that is in use; SO_REUSEADDR alone only allows a restart
    // while the old connections linger.
    http_->set_socket_options([](socket_t sock) {
        int yes = 1;
        setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
    });
    routes();
}

WebServer::~WebServer() { stop(); }

bool WebServer::loopbackOnly() const { return isLoopback(config_.host); }

int WebServer::bind() {
    if (config_.port < 0 || config_.port > 65535) throw InputError(fmt::format("port {} is out of range", config_.port));
    const bool ok = config_.port == 0 ? (port_ = http_->bind_to_any_port(config_.host)) > 0
                                      : http_->bind_to_port(config_.host, config_.port);
    if (!ok) throw InputError(fmt::format("cannot listen on {} port {} (in use, or not an address of this machine)",
                                          config_.host, config_.port));
    if (config_.port) port_ = config_.port;
    return port_;
}

void WebServer::run() { http_->listen_after_bind(); }

void WebServer::start() {
    thread_ = std::thread([this] { run(); });
    const auto end = SteadyClock::now() + START_TIMEOUT;
    while (!http_->is_running() && SteadyClock::now() < end) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (!http_->is_running()) throw InputError("the server did not start");
}

void WebServer::stop() {
    hub_->shutdown();
    http_->stop();
    if (thread_.joinable()) thread_.join();
}

void WebServer::routes() {
    httplib::Server& s = *http_;

    // A page elsewhere in the browser must not drive this server: on the
    // loopback address only a loopback Host is served (no DNS rebinding),
    // and a request that names its origin must come from this server's page.
    s.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
        const std::string host = req.get_header_value("Host");
        if (loopbackOnly() && !isLoopback(hostName(host))) {
            sendError(res, HTTP_FORBIDDEN, "this server answers only to a loopback address (Host: " + host.substr(0, 64) + ")");
            return httplib::Server::HandlerResponse::Handled;
        }
        const std::string origin = req.get_header_value("Origin");
        if (req.method == "POST" && !origin.empty() && origin != "http://" + host) {
            sendError(res, HTTP_FORBIDDEN, "requests from another site's page are refused");
            return httplib::Server::HandlerResponse::Handled;
        }
        return httplib::Server::HandlerResponse::Unhandled;
    });
    s.set_error_handler([](const httplib::Request&, httplib::Response& res) {
        if (!res.body.empty()) return;
        if (res.status == 413) sendError(res, 413, fmt::format("request body larger than {} bytes", MAX_REQUEST_BODY));
        else if (res.status == 404) sendError(res, 404, "no such page");
        else sendError(res, res.status, fmt::format("request refused (HTTP {})", res.status));
    });
    s.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
        try {
            std::rethrow_exception(ep);
        } catch (const ApiError& e) {
            sendError(res, e.status, e.what());
        } catch (const std::exception& e) {
            sendError(res, 500, std::string("internal error: ") + e.what());
        } catch (...) {
            sendError(res, 500, "internal error");
        }
    });

    s.Get("/api/games", [](const httplib::Request&, httplib::Response& res) { sendJson(res, 200, gamesInfo()); });

    s.Post("/api/rooms", [this](const httplib::Request& req, httplib::Response& res) {
        const RoomSettings settings = settingsFrom(body(req));
        const auto room = hub_->create(settings);
        const auto now = SteadyClock::now();
        const char* seat = settings.mode == RoomMode::LOCAL ? "both" : colorKey(room->creatorColor());
        sendJson(res, 200, json{{"room", room->code()}, {"token", room->creatorToken()}, {"seat", seat},
                                {"state", room->state(now)}});
    });

    static const std::string ROOM = "/api/rooms/([A-Za-z0-9]{1,16})";
    s.Post(ROOM + "/join", [this](const httplib::Request& req, httplib::Response& res) {
        body(req);
        const auto room = hub_->find(req.matches[1]);
        const auto now = SteadyClock::now();
        Color seat = WHITE;
        const std::string token = room->join(&seat, now);
        sendJson(res, 200, json{{"room", room->code()}, {"token", token}, {"seat", colorKey(seat)},
                                {"state", room->state(now)}});
    });

    s.Get(ROOM, [this](const httplib::Request& req, httplib::Response& res) {
        sendJson(res, 200, hub_->find(req.matches[1])->state(SteadyClock::now()));
    });

    s.Get(ROOM + "/pgn", [this](const httplib::Request& req, httplib::Response& res) {
        const auto room = hub_->find(req.matches[1]);
        res.set_header("Content-Disposition", "attachment; filename=\"hecto-" + room->code() + ".pgn\"");
        res.set_content(room->pgn(SteadyClock::now()), "application/x-chess-pgn");
    });

    // Every action: {"token": seat token, ...}; the new state comes back.
    using Action = void (*)(Room&, const std::string& token, const json& body, Room::Time now);
    const auto action = [this, &s](const std::string& name, Action act) {
        s.Post(ROOM + "/" + name, [this, act](const httplib::Request& req, httplib::Response& res) {
            const json b = body(req);
            const auto room = hub_->find(req.matches[1]);
            const auto now = SteadyClock::now();
            act(*room, stringField(b, "token", false), b, now);
            sendJson(res, 200, room->state(now));
        });
    };
    action("move", [](Room& r, const std::string& token, const json& b, Room::Time now) {
        r.move(token, stringField(b, "move", true), now);
    });
    action("pause", [](Room& r, const std::string& token, const json&, Room::Time now) { r.pause(token, now); });
    action("resume", [](Room& r, const std::string& token, const json&, Room::Time now) { r.resume(token, now); });
    action("resign", [](Room& r, const std::string& token, const json&, Room::Time now) { r.resign(token, now); });

    // Live updates: the room's state now, then again at every change.
    s.Get(ROOM + "/events", [this](const httplib::Request& req, httplib::Response& res) {
        const auto room = hub_->find(req.matches[1]);
        if (++streams_ > MAX_STREAMS) {
            --streams_;
            throw ApiError(HTTP_UNAVAILABLE, "too many live connections to this server");
        }
        res.set_header("Cache-Control", "no-store");
        struct Stream {
            uint64_t version = 0;
            SteadyClock::time_point lastWrite;
        };
        auto st = std::make_shared<Stream>();
        res.set_chunked_content_provider(
            "text/event-stream",
            [this, room, st](size_t, httplib::DataSink& sink) {
                const auto send = [&](const std::string& text) {
                    st->lastWrite = SteadyClock::now();
                    return sink.write(text.data(), text.size());
                };
                if (hub_->stopping()) {
                    sink.done();
                    return true;
                }
                if (st->version == 0) {
                    const json state = room->state(SteadyClock::now());
                    st->version = state["version"].get<uint64_t>();
                    return send(fmt::format("retry: {}\ndata: {}\n\n", STREAM_RETRY_MS, state.dump()));
                }
                if (room->waitForChange(st->version, STREAM_WAIT, hub_->stopping()))
                    return send("data: " + room->state(SteadyClock::now()).dump() + "\n\n");
                room->touch(SteadyClock::now());  // a page that watches keeps its room
                if (SteadyClock::now() - st->lastWrite >= STREAM_KEEPALIVE) return send(": keep-alive\n\n");
                return sink.is_writable();
            },
            [this](bool) { --streams_; });
    });

    s.Get(R"(/pieces/letter-([a-z])\.svg)", [](const httplib::Request& req, httplib::Response& res) {
        res.set_header("Cache-Control", "no-cache");
        res.set_content(letterPieceSvg(req.matches[1].str()[0]), "image/svg+xml");
    });
    s.Get("/(.*)", [](const httplib::Request& req, httplib::Response& res) {
        const std::string path = req.path == "/" ? "/index.html" : req.path;
        const WebAsset* a = findWebAsset(path);
        if (!a) return sendError(res, HTTP_NOT_FOUND, "no such page");
        res.set_header("Cache-Control", "no-cache");
        res.set_header("Content-Security-Policy",
                       "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
        res.set_content(std::string(a->data), contentType(path));
    });
}

}  // namespace hecto
