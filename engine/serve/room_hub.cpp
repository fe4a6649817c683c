#include "engine/serve/room_hub.h"

#include <vector>

#include "engine/serve/api_error.h"
#include "engine/serve/secret.h"

namespace hecto {

namespace {

using SteadyClock = std::chrono::steady_clock;

bool validCode(const std::string& code) {
    if (code.size() != size_t(ROOM_CODE_LENGTH)) return false;
    for (char c : code)
        if (ROOM_CODE_LETTERS.find(c) == std::string_view::npos) return false;
    return true;
}

}  // namespace

RoomHub::RoomHub(HubLimits limits) : limits_(limits), thread_([this] { run(); }) {}

RoomHub::~RoomHub() {
    shutdown();
    {
        std::lock_guard lock(queueMutex_);
        queueChanged_.notify_all();
    }
    if (thread_.joinable()) thread_.join();
    std::map<std::string, std::shared_ptr<Room>> rooms;
    {
        std::lock_guard lock(roomsMutex_);
        rooms.swap(rooms_);
    }
    rooms.clear();  // their searches end here, with no lock held
}

void RoomHub::shutdown() {
    stopping_ = true;
    std::vector<std::shared_ptr<Room>> all;
    {
        std::lock_guard lock(roomsMutex_);
        for (auto& [code, room] : rooms_) all.push_back(room);
    }
    for (auto& r : all) r->wake();
}

std::shared_ptr<Room> RoomHub::create(const RoomSettings& s) {
    {
        std::lock_guard lock(roomsMutex_);
        if (rooms_.size() >= limits_.maxRooms)
            throw ApiError(HTTP_UNAVAILABLE, "too many games in progress on this server; try again later");
    }
    std::string code;
    do {
        code = newRoomCode();
        std::lock_guard lock(roomsMutex_);
        if (!rooms_.count(code)) break;
    } while (true);
    const auto sink = [this, code](uint64_t id, const std::string& move) {
        std::lock_guard lock(queueMutex_);
        queue_.push_back({code, id, move});
        queueChanged_.notify_all();
    };
    auto room = std::make_shared<Room>(code, s, sink, SteadyClock::now());
    {
        std::lock_guard lock(roomsMutex_);
        if (rooms_.size() >= limits_.maxRooms || rooms_.count(code))
            throw ApiError(HTTP_UNAVAILABLE, "too many games in progress on this server; try again later");
        rooms_[code] = room;
    }
    room->begin(SteadyClock::now());
    return room;
}

std::shared_ptr<Room> RoomHub::find(const std::string& code) {
    std::shared_ptr<Room> room;
    if (validCode(code)) {
        std::lock_guard lock(roomsMutex_);
        if (auto it = rooms_.find(code); it != rooms_.end()) room = it->second;
    }
    if (!room) throw ApiError(HTTP_NOT_FOUND, "no room '" + code.substr(0, 16) + "' (wrong code, or the room expired)");
    room->touch(SteadyClock::now());
    return room;
}

size_t RoomHub::size() const {
    std::lock_guard lock(roomsMutex_);
    return rooms_.size();
}

void RoomHub::run() {
    while (!stopping_) {
        std::deque<BotMove> moves;
        {
            std::unique_lock lock(queueMutex_);
            queueChanged_.wait_for(lock, limits_.tick, [&] { return !queue_.empty() || stopping_; });
            moves.swap(queue_);
        }
        if (stopping_) break;
        for (const BotMove& m : moves) {
            std::shared_ptr<Room> room;
            {
                std::lock_guard lock(roomsMutex_);
                if (auto it = rooms_.find(m.code); it != rooms_.end()) room = it->second;
            }
            if (room) room->botMoved(m.id, m.move, SteadyClock::now());
        }
        std::vector<std::shared_ptr<Room>> all;
        {
            std::lock_guard lock(roomsMutex_);
            for (auto& [code, room] : rooms_) all.push_back(room);
        }
        const auto now = SteadyClock::now();
        for (auto& r : all) r->tick(now);
        expire(now);
    }
}

void RoomHub::expire(Room::Time now) {
    std::vector<std::shared_ptr<Room>> gone;  // destroyed after the lock: their searches end then
    {
        std::lock_guard lock(roomsMutex_);
        for (auto it = rooms_.begin(); it != rooms_.end();) {
            if (now - it->second->lastActivity() > limits_.roomIdle) {
                gone.push_back(it->second);
                it = rooms_.erase(it);
            } else {
                ++it;
            }
        }
    }
}

}  // namespace hecto
