// Every room of the server by its code: creates them, finds them, expires
// the idle ones, and runs the one background thread that checks clocks and
// hands Hecto's moves to their rooms (a search's thread never takes a
// room's lock itself, so stopping a search under that lock cannot wait on it).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "engine/serve/room.h"

namespace hecto {

struct HubLimits {
    std::chrono::milliseconds roomIdle{std::chrono::hours(2)};  // a room no one has looked at for this long goes
    size_t maxRooms = 64;                                       // each may hold an engine of its own
    std::chrono::milliseconds tick{50};                         // how often clocks are checked
};

class RoomHub {
public:
    explicit RoomHub(HubLimits limits = {});
    ~RoomHub();  // ends every room's search and the thread
    RoomHub(const RoomHub&) = delete;
    RoomHub& operator=(const RoomHub&) = delete;

    // Throws ApiError (503 when full, 422 for a bad FEN).
    std::shared_ptr<Room> create(const RoomSettings& s);
    // Throws ApiError 404 for an unknown or expired code.
    std::shared_ptr<Room> find(const std::string& code);
    size_t size() const;
    void shutdown();  // wakes every waiter; no room waits on a client after this
    const std::atomic<bool>& stopping() const { return stopping_; }

private:
    void run();
    void expire(Room::Time now);

    HubLimits limits_;
    mutable std::mutex roomsMutex_;
    std::map<std::string, std::shared_ptr<Room>> rooms_;

    struct BotMove {
        std::string code;
        uint64_t id;
        std::string move;
    };
    std::mutex queueMutex_;
    std::condition_variable queueChanged_;
    std::deque<BotMove> queue_;
    std::atomic<bool> stopping_{false};
    std::thread thread_;
};

}  // namespace hecto
