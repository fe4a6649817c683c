// hecto match: the command line of the match runner. The grammar follows
// cutechess-cli: options start with - or --, and -engine / -each take
// key=value words up to the next option.
#include <algorithm>
#include <csignal>
#include <fmt/core.h>
#include <iostream>
#include <cmath>
#include <map>

#include "engine/commands.h"
#include "engine/match/match.h"
#include "engine/parse.h"

namespace hecto {

namespace {

constexpr int64_t DEFAULT_HANG_TIMEOUT_MS = 60'000;
constexpr int64_t DEFAULT_READY_TIMEOUT_MS = 15'000;
constexpr int MAX_OPENING_PLIES = 10'000;
constexpr int MAX_OPENING_START = 100'000'000;
constexpr int MAX_GAMES = 1'000'000;
constexpr int MAX_CONCURRENCY = 256;

std::atomic<bool> interrupted{false};
extern "C" void onInterrupt(int) { interrupted = true; }

constexpr int MAX_WAIT_MS = 3'600'000;
constexpr int64_t MAX_READY_TIMEOUT_MS = 3'600'000;

std::string help() {
    return fmt::format(R"(usage: hecto match -engine name=A cmd=PATH [key=value ...] -engine name=B cmd=PATH ...
                   -variant KEY [options]
Options start with - or -- (cutechess-cli's and fastchess's names).

Engines (-engine, repeated; -each applies to all):
  name=NAME cmd=PATH       display name and program (searched on PATH)
  arg=WORD | args="W1 W2"  program arguments
  dir=DIR                  working directory
  proto=uci|xboard         protocol (default uci; xboard: CECP, protover 2)
  option.NAME=VALUE        an engine option (UCI setoption, CECP option)
  tc=TC | st=SECONDS | nodes=N | depth=N
                           limits for this engine (TC: [moves/]seconds[+increment],
                           e.g. 10+0.1, 40/60, 0:30+0.2; nodes= only with UCI)
Match:
  -variant KEY             {}
  -games N                 games per pair of engines (default 2)
  -rounds N                repeat the schedule (default 1)
  -concurrency N           games at once (default 1)
  -tc TC                   time control of every engine
  -gauntlet                the first engine plays each other one
                           (-tournament gauntlet|round-robin too)
  -repeat                  each opening twice, colours reversed (always so)
  -recover                 restart an engine that crashed, stalled or moved
                           illegally; it loses that game (always so)
  -openings file=FILE [format=epd|pgn] [order=random|sequential] [plies=N]
            [start=N] [policy=default|round]
                           FEN/EPD lines, UCI move lines, or PGN games; at most
                           N plies of each; from the N-th; a new opening for
                           each pair of games (default) or the same openings
                           for every pair of engines (round)
  -random-plies N          random openings of N plies, equal material, scored
                           within {} cp by a short search (no file)
  -seed N | -srand N       seed of random openings and order (default 1)
  -pgnout FILE [min]       append the games to FILE (min: no comments); -pgn too
  -epdout FILE             append the final position of each game to FILE
  -event NAME              PGN Event tag
  -wait MS                 pause between games
  -ratinginterval N        print the tables every N games (default 10, 0: at the end)
  -draw movenumber=N movecount=N score=CP
  -resign movecount=N score=CP
  -maxmoves N              adjudicate a draw after N moves
  -timemargin MS           forgive overstepping the clock by MS (default 0)
  -hang-timeout SECONDS    without a clock, the longest a move may take (default 60)
  -ready-timeout SECONDS   the longest a handshake may take (uciok, readyok,
                           features, pong; default 15): then the engine loses the game
  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]
                           stop when the test decides (two engines)
Not supported: -tb (no tablebases for these games).
)",
                       variantKeys(), RANDOM_OPENING_MARGIN_CP);
}

struct Args {
    std::vector<std::pair<std::string, std::vector<std::string>>> items;  // option, its words
};

Args split(int argc, char** argv) {
    Args a;
    for (int i = 1; i < argc; ++i) {
        std::string w = argv[i];
        if (w.size() > 1 && w[0] == '-' && !(w[1] >= '0' && w[1] <= '9')) {
            w.erase(0, w[1] == '-' ? 2 : 1);
            a.items.push_back({w, {}});
        } else {
            if (a.items.empty()) throw InputError("unexpected argument '" + w + "'");
            a.items.back().second.push_back(w);
        }
    }
    return a;
}

// A named pair rather than std::pair: lambdas read its fields by name (clang
// 14 cannot capture structured bindings).
struct KeyValue {
    std::string key, value;
};

KeyValue keyValue(const std::string& word, const std::string& option) {
    const size_t eq = word.find('=');
    if (eq == std::string::npos || eq == 0)
        throw InputError("-" + option + " expects key=value words, not '" + word + "'");
    return {word.substr(0, eq), word.substr(eq + 1)};
}

void applyEngineWord(EngineConfig& e, const std::string& word) {
    const auto [key, value] = keyValue(word, "engine");
    if (key == "name") e.name = value;
    else if (key == "cmd") e.cmd = value;
    else if (key == "dir") e.dir = value;
    else if (key == "proto") {
        if (value == "uci") e.protocol = Protocol::UCI;
        else if (value == "xboard" || value == "cecp") e.protocol = Protocol::XBOARD;
        else throw InputError("proto must be uci or xboard, not '" + value + "'");
    }
    else if (key == "arg") e.args.push_back(value);
    else if (key == "args") {
        size_t i = 0;
        while (i < value.size()) {
            const size_t end = std::min(value.find(' ', i), value.size());
            if (end > i) e.args.push_back(value.substr(i, end - i));
            i = end + 1;
        }
    } else if (key.rfind("option.", 0) == 0 && key.size() > 7) e.options.push_back({key.substr(7), value});
    else if (key == "tc") e.tc = TimeControl::parse(value);
    else if (key == "st") e.tc = TimeControl::fixed(value);
    else if (key == "nodes") e.nodes = parseInt(value, "nodes", 1, INT64_MAX);
    else if (key == "depth") e.depth = int(parseInt(value, "depth", 1, 1000));
    else throw InputError("unknown engine setting '" + key + "'");
}

std::map<std::string, std::string> settings(const std::vector<std::string>& words, const std::string& option,
                                            std::initializer_list<const char*> allowed) {
    std::map<std::string, std::string> out;
    for (const std::string& w : words) {
        const KeyValue kv = keyValue(w, option);
        if (std::find_if(allowed.begin(), allowed.end(), [&](const char* a) { return kv.key == a; }) == allowed.end())
            throw InputError("-" + option + " has no setting '" + kv.key + "'");
        out[kv.key] = kv.value;
    }
    return out;
}

double parseReal(const std::string& s, const std::string& what) {
    try {
        size_t used = 0;
        const double d = std::stod(s, &used);
        if (used == s.size()) return d;
    } catch (const std::logic_error&) {
    }
    throw InputError(what + " must be a number, not '" + s + "'");
}

const std::string& single(const std::vector<std::string>& words, const std::string& option) {
    if (words.size() != 1) throw InputError("-" + option + " takes one value");
    return words[0];
}

// -openings file=F format=epd|pgn order=random|sequential plies=N start=N
// policy=default|round; a word without '=' is the file.
void openings(MatchConfig& cfg, const std::vector<std::string>& words) {
    if (words.empty()) throw InputError("-openings needs a file");
    for (const std::string& w : words) {
        if (w.find('=') == std::string::npos) {
            cfg.openingsFile = w;
            continue;
        }
        const KeyValue kv = keyValue(w, "openings");
        const std::string& key = kv.key;
        const std::string& value = kv.value;
        const auto choice = [&](std::initializer_list<const char*> allowed) {
            for (const char* a : allowed)
                if (value == a) return;
            std::string list;
            for (const char* a : allowed) list += (list.empty() ? "" : "|") + std::string(a);
            throw InputError("-openings " + key + " must be " + list + ", not '" + value + "'");
        };
        if (key == "file") cfg.openingsFile = value;
        else if (key == "format") {
            choice({"epd", "pgn"});
            cfg.openingsFormat = value == "epd" ? OpeningFormat::EPD : OpeningFormat::PGN;
        } else if (key == "order") {
            choice({"random", "sequential"});
            cfg.randomOrder = value == "random";
        } else if (key == "policy") {
            choice({"default", "round"});
            cfg.openingPerRound = value == "round";
        } else if (key == "plies") cfg.openingPlies = int(parseInt(value, "openings plies", 1, MAX_OPENING_PLIES));
        else if (key == "start") cfg.openingStart = int(parseInt(value, "openings start", 1, MAX_OPENING_START));
        else throw InputError("-openings has no setting '" + key + "'");
    }
    if (cfg.openingsFile.empty()) throw InputError("-openings needs file=FILE");
}

MatchConfig parse(int argc, char** argv) {
    MatchConfig cfg;
    std::vector<std::string> each;
    std::vector<std::vector<std::string>> engineWords;
    std::string tc;
    int64_t readyTimeoutMs = DEFAULT_READY_TIMEOUT_MS;
    cfg.adjudication.hangTimeoutMs = DEFAULT_HANG_TIMEOUT_MS;
    for (const auto& [opt, words] : split(argc, argv).items) {
        if (opt == "engine") engineWords.push_back(words);
        else if (opt == "each") each.insert(each.end(), words.begin(), words.end());
        else if (opt == "variant") {
            const std::string& key = single(words, opt);
            cfg.variant = findVariant(key);
            if (!cfg.variant) throw InputError("unknown variant '" + key + "' (known: " + variantKeys() + ")");
        } else if (opt == "games") cfg.games = int(parseInt(single(words, opt), "games", 1, MAX_GAMES));
        else if (opt == "rounds") cfg.rounds = int(parseInt(single(words, opt), "rounds", 1, MAX_GAMES));
        else if (opt == "concurrency") cfg.concurrency = int(parseInt(single(words, opt), "concurrency", 1, MAX_CONCURRENCY));
        else if (opt == "tc") tc = single(words, opt);
        else if (opt == "gauntlet") {
            if (!words.empty()) throw InputError("-gauntlet takes no value");
            cfg.gauntlet = true;
        } else if (opt == "tournament") {
            const std::string& kind = single(words, opt);
            if (kind != "gauntlet" && kind != "round-robin" && kind != "roundrobin")
                throw InputError("-tournament must be gauntlet or round-robin, not '" + kind + "'");
            cfg.gauntlet = kind == "gauntlet";
        } else if (opt == "openings") {
            openings(cfg, words);
        } else if (opt == "repeat") {
            if (words.size() > 1 || (words.size() == 1 && words[0] != "2"))
                throw InputError("-repeat: each opening is played twice, colours reversed (-repeat 2), no other count");
        } else if (opt == "recover") {
            if (!words.empty()) throw InputError("-recover takes no value");
        } else if (opt == "wait") {
            cfg.waitMs = int(parseInt(single(words, opt), "wait", 0, MAX_WAIT_MS));
        } else if (opt == "ratinginterval") {
            cfg.ratingInterval = int(parseInt(single(words, opt), "ratinginterval", 0, MAX_GAMES));
        } else if (opt == "ready-timeout") {
            const double seconds = parseReal(single(words, opt), "ready-timeout");
            if (!(seconds >= 0.001 && seconds * 1000 <= double(MAX_READY_TIMEOUT_MS)))
                throw InputError("ready-timeout must be from 0.001 to 3600 seconds");
            readyTimeoutMs = std::llround(seconds * 1000);
        } else if (opt == "tb" || opt == "tbpieces" || opt == "tbadjudicate") {
            throw InputError("-" + opt + ": no tablebases exist for these games");
        } else if (opt == "random-plies") cfg.randomPlies = int(parseInt(single(words, opt), "random-plies", 0, 200));
        else if (opt == "seed" || opt == "srand") cfg.seed = uint64_t(parseInt(single(words, opt), "seed", 0, INT64_MAX));
        else if (opt == "pgn" || opt == "pgnout") {
            // cutechess-cli: FILE [min]; fastchess: file=FILE [min=true]
            if (words.empty() || words.size() > 2) throw InputError("-" + opt + " takes a file and optionally min");
            for (const std::string& w : words) {
                if (w == "min" || w == "min=true") cfg.pgnMinimal = true;
                else if (w == "min=false") cfg.pgnMinimal = false;
                else if (w.rfind("file=", 0) == 0) cfg.pgnFile = w.substr(5);
                else if (cfg.pgnFile.empty()) cfg.pgnFile = w;
                else throw InputError("-" + opt + " has no setting '" + w + "'");
            }
            if (cfg.pgnFile.empty()) throw InputError("-" + opt + " needs a file");
        } else if (opt == "epdout") cfg.epdFile = single(words, opt);
        else if (opt == "event") cfg.event = single(words, opt);
        else if (opt == "draw") {
            auto s = settings(words, opt, {"movenumber", "movecount", "score"});
            auto& a = cfg.adjudication;
            a.drawMoveNumber = int(parseInt(s.count("movenumber") ? s["movenumber"] : "0", "draw movenumber", 0, 10000));
            a.drawMoveCount = int(parseInt(s.count("movecount") ? s["movecount"] : "1", "draw movecount", 1, 10000));
            a.drawScore = int(parseInt(s.count("score") ? s["score"] : "0", "draw score", 0, 100000));
        } else if (opt == "resign") {
            auto s = settings(words, opt, {"movecount", "score"});
            auto& a = cfg.adjudication;
            a.resignMoveCount = int(parseInt(s.count("movecount") ? s["movecount"] : "1", "resign movecount", 1, 10000));
            a.resignScore = int(parseInt(s.count("score") ? s["score"] : "", "resign score", 1, 100000));
        } else if (opt == "maxmoves") cfg.adjudication.maxMoves = int(parseInt(single(words, opt), "maxmoves", 1, 100000));
        else if (opt == "timemargin") cfg.adjudication.timeMarginMs = parseInt(single(words, opt), "timemargin", 0, 3600000);
        else if (opt == "hang-timeout")
            cfg.adjudication.hangTimeoutMs = 1000 * parseInt(single(words, opt), "hang-timeout", 1, 86400);
        else if (opt == "sprt") {
            auto s = settings(words, opt, {"elo0", "elo1", "alpha", "beta"});
            if (!s.count("elo0") || !s.count("elo1")) throw InputError("-sprt needs elo0= and elo1=");
            SprtBounds b{parseReal(s["elo0"], "elo0"), parseReal(s["elo1"], "elo1"),
                         parseReal(s.count("alpha") ? s["alpha"] : "0.05", "alpha"),
                         parseReal(s.count("beta") ? s["beta"] : "0.05", "beta")};
            if (!(b.elo0 < b.elo1) || !(b.alpha > 0) || !(b.beta > 0) || !(b.alpha + b.beta < 1))
                throw InputError("-sprt needs elo0 < elo1 and 0 < alpha, beta with alpha + beta < 1");
            cfg.sprt = b;
        } else throw InputError("unknown option '-" + opt + "' (hecto match --help lists them)");
    }
    if (!cfg.variant) throw InputError("-variant is required (one of: " + variantKeys() + ")");
    if (engineWords.size() < 2) throw InputError("a match needs at least two -engine");
    for (const auto& words : engineWords) {
        EngineConfig e;
        e.readyTimeoutMs = readyTimeoutMs;
        if (!tc.empty()) e.tc = TimeControl::parse(tc);
        for (const auto& w : each) applyEngineWord(e, w);
        for (const auto& w : words) applyEngineWord(e, w);
        if (e.cmd.empty()) throw InputError("an -engine has no cmd=");
        if (e.name.empty()) e.name = e.cmd;
        if (!e.tc.limited() && !e.nodes && !e.depth)
            throw InputError("engine " + e.name + " has no time control, st=, nodes= or depth=");
        if (e.protocol == Protocol::XBOARD && e.nodes)
            throw InputError("engine " + e.name + ": nodes= needs a UCI engine (CECP has no node limit)");
        cfg.engines.push_back(e);
    }
    for (size_t i = 0; i < cfg.engines.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (cfg.engines[i].name == cfg.engines[j].name)
                cfg.engines[i].name += "-" + std::to_string(i + 1);  // names tell the engines apart in results
    if (cfg.sprt && cfg.engines.size() != 2) throw InputError("-sprt needs exactly two engines");
    if (!cfg.openingsFile.empty() && cfg.randomPlies) throw InputError("-openings and -random-plies exclude each other");
    return cfg;
}

}  // namespace

int matchCommand(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]) == "--help" || std::string_view(argv[i]) == "-h") {
            fmt::print("{}", help());
            return 0;
        }
    MatchConfig cfg;
    try {
        cfg = parse(argc, argv);
    } catch (const InputError& e) {
        fmt::print(stderr, "error: {}\n", e.what());
        return 2;
    }
    std::signal(SIGPIPE, SIG_IGN);  // an engine that dies must not take the runner along
    struct sigaction sa {};
    sa.sa_handler = onInterrupt;
    sa.sa_flags = SA_RESETHAND;  // a second Ctrl-C ends the runner at once
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    return runMatch(cfg, std::cout, std::cerr, interrupted);
}

}  // namespace hecto
