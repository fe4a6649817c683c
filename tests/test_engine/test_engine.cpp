// A scripted UCI engine for the match runner's tests (or, with --xboard, a
// CECP engine). It plays random legal moves (or, with --greedy, mates and
// captures first) and misbehaves on request:
//   --seed N            random seed
//   --score CP          report "score cp CP" with every move
//   --delay MS          think this long before answering
//   --illegal-after N   after N moves, answer with an illegal move
//   --crash-after N     after N moves, exit without a word
//   --hang-after N      after N moves, never answer again
//   --standard-files    BigChess: write the tenth file as j (default: m)
//   --stall-uci         never answer "uci"
//   --stall-isready-after N
//                       answer N "isready", then never again
//   --xboard            speak CECP (protover 2): ping, setboard, moves as
//                       coordinates without "usermove", ranks from 0 on
//                       10-rank boards, as XBoard numbers them
//   --san               CECP: moves in SAN both ways (feature san=1)
//   --resign-after N    CECP: after N moves, resign
//   --no-setboard       CECP: feature setboard=0
//   --variant-path      list UCI_Variant's choices other than chess only once
//                       option VariantPath is set (as Fairy-Stockfish loads
//                       variants from a file), silently: "uci" lists them anew
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

#include "movegen/game.h"
#include "movegen/prng.h"

using namespace hecto;

namespace {

struct Script {
    uint64_t seed = 1;
    bool hasScore = false;
    int score = 0, delayMs = 0;
    int illegalAfter = -1, crashAfter = -1, hangAfter = -1, stallIsreadyAfter = -1, resignAfter = -1;
    bool greedy = false, standardFiles = false, stallUci = false, variantPath = false, xboard = false, san = false,
         noSetboard = false;
};

Script parseArgs(int argc, char** argv) {
    Script s;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto next = [&] { return i + 1 < argc ? std::atoll(argv[++i]) : 0; };
        if (a == "--seed") s.seed = uint64_t(next());
        else if (a == "--score") s.hasScore = true, s.score = int(next());
        else if (a == "--delay") s.delayMs = int(next());
        else if (a == "--illegal-after") s.illegalAfter = int(next());
        else if (a == "--crash-after") s.crashAfter = int(next());
        else if (a == "--hang-after") s.hangAfter = int(next());
        else if (a == "--greedy") s.greedy = true;
        else if (a == "--standard-files") s.standardFiles = true;
        else if (a == "--stall-uci") s.stallUci = true;
        else if (a == "--stall-isready-after") s.stallIsreadyAfter = int(next());
        else if (a == "--variant-path") s.variantPath = true;
        else if (a == "--xboard") s.xboard = true;
        else if (a == "--san") s.san = true;
        else if (a == "--no-setboard") s.noSetboard = true;
        else if (a == "--resign-after") s.resignAfter = int(next());
        else {
            std::cerr << "unknown argument " << a << "\n";
            std::exit(2);
        }
    }
    return s;
}

Move choose(Game& g, Prng& rng, bool greedy) {
    const auto moves = g.legalMoves();
    if (greedy) {
        for (Move m : moves) {
            g.make(m);
            const bool mates = g.status().decisive();
            g.undo();
            if (mates) return m;
        }
    }
    return moves[rng.next() % moves.size()];
}

[[noreturn]] void hang() {
    for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
}

// XBoard numbers the ranks of a 10-rank board from 0: adds `by` to the
// number of every square (a small letter and digits) of `text`.
std::string shiftRanks(const std::string& text, int by) {
    std::string out;
    for (size_t i = 0; i < text.size();) {
        if (text[i] >= 'a' && text[i] <= 'z' && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
            size_t j = i + 1;
            while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
            out += text[i] + std::to_string(std::atoi(text.substr(i + 1, j - i - 1).c_str()) + by);
            i = j;
        } else {
            out += text[i++];
        }
    }
    return out;
}

int xboard(const Script& script) {
    Prng rng(script.seed);
    const Variant* variant = findVariant("chess");
    std::unique_ptr<Game> game = newGame(*variant);
    bool force = false;
    Color engineSide = BLACK;
    int moved = 0;
    const auto shift = [&](const std::string& text, int by) { return variant->height == 10 ? shiftRanks(text, by) : text; };
    const auto reset = [&] {
        game = newGame(*variant);
        game->setStandardFiles(true);  // XBoard's files are a, b, c, ... always
    };
    const auto move = [&] {
        if (game->status().over()) return;
        if (moved == script.crashAfter) std::_Exit(3);
        if (moved == script.hangAfter) hang();
        if (moved++ == script.resignAfter) {
            std::cout << "resign" << std::endl;
            return;
        }
        if (script.delayMs) std::this_thread::sleep_for(std::chrono::milliseconds(script.delayMs));
        const Move m = choose(*game, rng, script.greedy);
        const std::string text = script.san ? game->san(m) : game->moveName(m);
        game->make(m);
        if (script.hasScore) std::cout << "1 " << script.score << " 0 1 " << shift(text, -1) << "\n";
        std::cout << "move " << shift(text, -1) << std::endl;
    };
    reset();
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string cmd, rest;
        in >> cmd;
        std::getline(in >> std::ws, rest);
        if (cmd == "protover") {
            std::cout << "feature ping=1 setboard=" << !script.noSetboard << " san=" << script.san
                      << " variants=\"normal,tencubed,bigchess,megachess,bigbang\" myname=\"HectoTestEngine\"\n"
                         "feature done=1"
                      << std::endl;
        } else if (cmd == "new") {
            variant = findVariant("chess");
            reset();
            force = false;
            engineSide = BLACK;
        } else if (cmd == "variant") {
            variant = findVariant(rest == "normal" ? "chess" : rest);
            if (!variant) return 2;
            reset();
        } else if (cmd == "setboard") {
            std::istringstream f(rest);
            std::string fen, field;
            for (int i = 0; f >> field; ++i) fen += (fen.empty() ? "" : " ") + (i == 3 ? shift(field, 1) : field);
            game->setFen(fen);
        } else if (cmd == "force" || cmd == "result") {
            force = true;
        } else if (cmd == "go") {
            force = false;
            engineSide = game->sideToMove();
            move();
        } else if (cmd == "ping") {
            std::cout << "pong " << rest << std::endl;
        } else if (cmd == "quit") {
            return 0;
        } else if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "level" || cmd == "st" ||
                   cmd == "sd" || cmd == "time" || cmd == "otim" || cmd == "post" || cmd == "easy" || cmd == "computer") {
            // Nothing to do.
        } else {
            try {
                game->make(game->parseSan(shift(cmd, 1)));
            } catch (const InputError&) {
                std::cout << "Illegal move: " << cmd << std::endl;
                continue;
            }
            if (!force && game->sideToMove() == engineSide) move();
        }
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const Script script = parseArgs(argc, argv);
    if (script.xboard) return xboard(script);
    Prng rng(script.seed);
    const Variant* variant = findVariant("chess");
    std::unique_ptr<Game> game = newGame(*variant);
    int moved = 0, readies = 0;
    bool pathSet = false;
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "uci") {
            if (script.stallUci) continue;
            std::cout << "id name HectoTestEngine\noption name VariantPath type string default <empty>\n"
                         "option name UCI_Variant type combo default chess";
            for (const Variant& v : variants())
                if (!script.variantPath || pathSet || v.key == "chess") std::cout << " var " << v.key;
            std::cout << "\nuciok" << std::endl;
        } else if (cmd == "isready") {
            if (readies++ == script.stallIsreadyAfter) {
                for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
            }
            std::cout << "readyok" << std::endl;
        } else if (cmd == "setoption") {
            std::string word, name, value;
            in >> word >> name >> word >> value;
            if (name == "VariantPath") pathSet = true;
            if (name == "UCI_Variant" && findVariant(value) && (!script.variantPath || pathSet || value == "chess"))
                variant = findVariant(value);
        } else if (cmd == "ucinewgame") {
            game = newGame(*variant);
        } else if (cmd == "position") {
            game = newGame(*variant);
            std::string word, fen;
            in >> word;
            if (word == "fen") {
                while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
                game->setFen(fen);
            } else {
                in >> word;  // "moves"
            }
            while (in >> word) game->play(word);
        } else if (cmd == "go") {
            if (moved == script.crashAfter) std::_Exit(3);
            if (moved == script.hangAfter) {
                for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
            }
            if (script.delayMs) std::this_thread::sleep_for(std::chrono::milliseconds(script.delayMs));
            game->setStandardFiles(script.standardFiles);
            std::string best = "(none)";
            if (moved == script.illegalAfter) best = "a1a1";
            else if (!game->legalMoves().empty()) best = game->moveName(choose(*game, rng, script.greedy));
            if (script.hasScore) std::cout << "info depth 1 score cp " << script.score << " nodes 1 pv " << best << "\n";
            std::cout << "bestmove " << best << std::endl;
            ++moved;
        } else if (cmd == "quit") {
            return 0;
        }
    }
    return 0;
}
