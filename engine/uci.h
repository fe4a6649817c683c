// The UCI protocol on a pair of streams: the default mode of hecto.
#pragma once

#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/options.h"
#include "movegen/game.h"
#include "search/searcher.h"

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
    void setVariant(const Variant& v);
    void applyOption(const std::string& name);
    void uci();
    void position(std::istringstream& args);
    void go(std::istringstream& args);
    void perft(int depth);
    void display();
    void showEval();
    void bench(std::istringstream& args);
    void waitForSearch();
    SearchOptions searchOptions() const;

    std::istream& in_;
    std::ostream& out_;
    std::mutex outMutex_;
    Options options_;
    TranspositionTable tt_;
    const Variant* variant_;
    std::unique_ptr<Game> game_;
    std::unique_ptr<Searcher> searcher_;
};

}  // namespace hecto
