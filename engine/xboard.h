// The XBoard/CECP protocol (version 2) on a pair of streams: "hecto xboard",
// or plain "hecto" when the first command is "xboard". One thread runs
// every command and every finished search in arrival order, so the game
// never changes under a running command; the search thread only posts.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>

#include "engine/cecp_clock.h"
#include "engine/cecp_notation.h"
#include "engine/session.h"

namespace hecto {

struct CecpVariant;

class CecpProtocol {
public:
    CecpProtocol(std::istream& in, std::ostream& out);
    ~CecpProtocol();
    void run();  // until "quit" or the end of input

private:
    struct Event {
        bool fromSearch;  // else a line of input
        std::string text;
        unsigned search = 0;  // which search finished
    };
    // Shared with the input reader, which may outlive the protocol (it can
    // stay blocked on input after "quit").
    struct EventQueue {
        std::mutex mutex;
        std::condition_variable ready;
        std::deque<Event> events;
        void push(Event e);
        Event pop();
    };

    bool command(const std::string& line);  // false after "quit"
    void searchOutput(const std::string& line);  // on the search's thread
    void searchDone(const Event& e);
    void send(const std::string& line);

    void protover();
    void startNewGame();
    void setVariant(const CecpVariant& v);
    void setBoard(const std::string& fen);
    void userMove(const std::string& move);
    void takeBack(int plies, const std::string& line);
    void option(const std::string& assignment);

    // Starts the engine's search on its move, or analysis.
    void think();
    void maybeThink();
    // Stops any search and forgets its result.
    void cancelSearch();
    // Sends the result claim when the game is over; true if it is.
    bool claimResult();
    int fullMoveNumber() const;

    std::istream& in_;
    std::ostream& out_;
    std::mutex outMutex_;

    std::shared_ptr<EventQueue> queue_ = std::make_shared<EventQueue>();

    const CecpVariant* variant_ = nullptr;
    CecpNotation notation_{8};
    unsigned searchId_ = 0;  // the search whose result is wanted; 0: none
    unsigned lastSearchId_ = 0;

    Color engineColor_ = BLACK;
    bool force_ = false;
    // Read by the search thread when it reports.
    std::atomic<bool> post_ = false, analyzing_ = false;
    int plies_ = 0;  // moves made since the position was set: what undo can take back
    std::string hint_;
    CecpClock clock_;
    EngineSession session_;  // last: its search may call searchOutput until it is destroyed
};

}  // namespace hecto
