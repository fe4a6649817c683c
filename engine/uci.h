// The UCI protocol on a pair of streams: the default mode of hecto.
// Commands run on the thread that reads them, and none of them waits for a
// running search: "stop", "ponderhit", "isready" and "quit" are answered
// at once whatever the search is doing.
#pragma once

#include <iosfwd>
#include <mutex>
#include <string>

#include "engine/session.h"

namespace hecto {

class UciProtocol {
public:
    UciProtocol(std::istream& in, std::ostream& out);
    ~UciProtocol();
    void run();  // until "quit" or the end of input
    // Handles one command line; false after "quit".
    bool command(const std::string& line);

private:
    void send(const std::string& line);
    void error(const std::string& what) { send("info string error: " + what); }
    void uci();
    void setOption(std::istringstream& args);
    void position(std::istringstream& args);
    void go(std::istringstream& args);
    void display();
    void showEval();
    void bench(std::istringstream& args);

    std::istream& in_;
    std::ostream& out_;
    std::mutex outMutex_;
    EngineSession session_;
};

}  // namespace hecto
