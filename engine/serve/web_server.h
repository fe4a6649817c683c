// `hecto serve`: the HTTP server of the page and its API. The page is
// built into the binary; the API (JSON over HTTP, live updates as
// Server-Sent Events) creates rooms and passes every action to its room,
// which referees it. Bound to the loopback address unless told otherwise.
#pragma once

#include <memory>
#include <string>
#include <thread>

#include "engine/serve/room_hub.h"

namespace httplib {
class Server;
}

namespace hecto {

struct ServeConfig {
    std::string host = "127.0.0.1";
    int port = 8080;  // 0: any free port
    HubLimits hub;
};

// Requests larger than this are refused unread (the largest real one, a
// new game from a FEN, is well under a kilobyte).
constexpr size_t MAX_REQUEST_BODY = 16 * 1024;
// Live update streams open at once; each holds one of the server's threads.
constexpr int MAX_STREAMS = 32;
constexpr int SERVER_THREADS = MAX_STREAMS + 8;

class WebServer {
public:
    explicit WebServer(ServeConfig config);
    ~WebServer();
    WebServer(const WebServer&) = delete;
    WebServer& operator=(const WebServer&) = delete;

    // Binds the address; throws InputError if it cannot. Returns the port.
    int bind();
    void run();    // serves until stop()
    void start();  // run() on a thread of its own (tests)
    void stop();
    int port() const { return port_; }
    bool loopbackOnly() const;
    RoomHub& hub() { return *hub_; }

private:
    void routes();

    ServeConfig config_;
    std::unique_ptr<RoomHub> hub_;
    std::unique_ptr<httplib::Server> http_;
    std::thread thread_;
    std::atomic<int> streams_{0};
    int port_ = 0;
};

}  // namespace hecto
