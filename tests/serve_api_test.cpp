// hecto serve's API over real HTTP: a server on a free loopback port in
// this process, spoken to with an HTTP client. Every refusal must leave the
// game as it was.
#include <catch2/catch.hpp>

#include "movegen/variants_file.h"
#include <httplib.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <thread>

#include "engine/serve/web_server.h"

using namespace hecto;
using nlohmann::json;
using namespace std::chrono_literals;

namespace {

struct Reply {
    int status = 0;
    json body;
    std::string text;
};

class TestServer {
public:
    explicit TestServer(HubLimits limits = {}) : server_(config(limits)) {
        port_ = server_.bind();
        server_.start();
        client_ = std::make_unique<httplib::Client>("127.0.0.1", port_);
        client_->set_read_timeout(20, 0);
    }
    ~TestServer() { server_.stop(); }

    Reply get(const std::string& path) { return reply(client_->Get(path.c_str())); }
    Reply post(const std::string& path, const std::string& body, const httplib::Headers& headers = {}) {
        return reply(client_->Post(path.c_str(), headers, body, "application/json"));
    }
    Reply post(const std::string& path, const json& body) { return post(path, body.dump()); }

    // Creates a room; returns the reply's body ({room, token, seat, state}).
    json create(const json& settings) {
        const Reply r = post("/api/rooms", settings);
        INFO(r.text);
        REQUIRE(r.status == 200);
        return r.body;
    }
    Reply move(const json& room, const std::string& move) {
        return post("/api/rooms/" + room["room"].get<std::string>() + "/move",
                    json{{"token", room["token"]}, {"move", move}});
    }
    json state(const json& room) { return get("/api/rooms/" + room["room"].get<std::string>()).body; }

    // Polls until `done(state)` or the time is up; returns the last state.
    template <class Done> json waitFor(const json& room, Done done, std::chrono::milliseconds limit = 20s) {
        const auto end = std::chrono::steady_clock::now() + limit;
        json s = state(room);
        while (!done(s) && std::chrono::steady_clock::now() < end) {
            std::this_thread::sleep_for(20ms);
            s = state(room);
        }
        return s;
    }
    int port() const { return port_; }

private:
    static ServeConfig config(HubLimits limits) {
        ServeConfig c;
        c.port = 0;
        c.hub = limits;
        return c;
    }
    static Reply reply(const httplib::Result& res) {
        Reply r;
        REQUIRE(res);
        r.status = res->status;
        r.text = res->body;
        r.body = json::parse(res->body, nullptr, false);
        return r;
    }

    WebServer server_;
    int port_ = 0;
    std::unique_ptr<httplib::Client> client_;
};

std::string square(const json& state, const std::string& game, int sq) {
    (void)game;
    return state["board"][sq].get<std::string>();
}

// The uci of the legal move from `from` to `to` (square indices), or "".
std::string legalUci(const json& state, int from, int to) {
    for (const json& m : state["legal"])
        if (m["from"] == from && m["to"] == to && m["drop"].is_null()) return m["uci"];
    return "";
}

}  // namespace

TEST_CASE("serve: the games, with their boards, file letters, pieces and promotion sets", "[serve]") {
    TestServer t;
    const Reply r = t.get("/api/games");
    REQUIRE(r.status == 200);
    const json& games = r.body["games"];
    REQUIRE(games.size() == variants().size());  // the five, and any loaded from a file
    std::map<std::string, json> byKey;
    for (const json& g : games) byKey[g["key"]] = g;
    CHECK(byKey["bigchess"]["files"] == "abcdefghim");
    CHECK(byKey["megachess"]["width"] == 14);
    CHECK(byKey["megachess"]["height"] == 8);
    CHECK(byKey["bigbang"]["drops"] == true);
    CHECK(byKey["bigbang"]["areas"].size() == 5);
    const auto images = [&](const std::string& key) {
        std::set<std::string> s;
        for (const json& p : byKey[key]["pieces"]) s.insert(p["image"]);
        return s;
    };
    CHECK(images("bigchess").count("clone"));
    for (const char* fairy : {"archbishop", "marshall", "champion", "wizard"}) CHECK(images("tencubed").count(fairy));
    CHECK(byKey["tencubed"]["promotions"] == json({"q", "m", "a"}));
    CHECK(r.body["levels"].size() == 4);
    CHECK(r.body["clocks"] == json({0, 3, 5, 10, 15, 30}));
}

TEST_CASE("serve: the page and its pieces come from the binary, nothing else is served", "[serve]") {
    TestServer t;
    httplib::Client c("127.0.0.1", t.port());
    const auto page = c.Get("/");
    REQUIRE(page);
    CHECK(page->status == 200);
    CHECK(page->body.find("<title>Hecto") != std::string::npos);
    for (const char* name : {"pawn", "knight", "bishop", "rook", "queen", "king", "archbishop", "clone", "marshall",
                             "champion", "wizard"}) {
        const auto svg = c.Get((std::string("/pieces/") + name + ".svg").c_str());
        REQUIRE(svg);
        CHECK(svg->status == 200);
        CHECK(svg->get_header_value("Content-Type") == "image/svg+xml");
    }
    for (const char* path : {"/../CMakeLists.txt", "/etc/passwd", "/pieces/LICENSE", "/%2e%2e/README.md", "/app.js.bak"}) {
        INFO(path);
        const auto r = c.Get(path);
        REQUIRE(r);
        CHECK(r->status == 404);
    }
}

TEST_CASE("serve: against Hecto, a move is answered, out of turn and illegal moves are refused", "[serve]") {
    TestServer t;
    const json room = t.create({{"variant", "chess"}, {"mode", "bot"}, {"level", "easy"}, {"color", "white"}});
    CHECK(room["seat"] == "white");
    CHECK(room["state"]["hecto"] == "black");
    CHECK(room["state"]["players"]["black"] == "Hecto (Easy)");

    const Reply illegal = t.move(room, "e2e5");
    CHECK(illegal.status == 422);
    CHECK(illegal.body["error"].get<std::string>().find("illegal move 'e2e5'") != std::string::npos);
    CHECK(t.state(room)["version"] == room["state"]["version"]);

    const Reply ok = t.move(room, "e2e4");
    REQUIRE(ok.status == 200);
    CHECK(ok.body["moves"][0]["san"] == "e4");
    // Hecto is thinking, or (Easy is quick) has answered already.
    CHECK((ok.body["thinking"] == true || ok.body["moves"].size() == 2));
    const Reply early = t.move(room, "d2d4");
    if (early.status == 200) {
        CHECK(ok.body["moves"].size() + 1 <= early.body["moves"].size());  // it had answered
    } else {
        CHECK(early.status == 409);
        CHECK(early.body["error"] == "cannot move: it is Hecto's turn");
    }
    const json s = t.waitFor(room, [](const json& st) { return st["turn"] == "white" && st["thinking"] == false; });
    CHECK(s["moves"].size() % 2 == 0);
    CHECK(s["moves"].size() >= 2);
    CHECK(s["thinking"] == false);
    CHECK(s["turn"] == "white");
}

TEST_CASE("serve: bad requests get one clear error and change nothing", "[serve]") {
    TestServer t;
    const json room = t.create({{"variant", "chess"}, {"mode", "local"}});
    const std::string code = room["room"];
    const json before = t.state(room);

    const auto expect = [&](const Reply& r, int status, const std::string& words) {
        INFO(r.text);
        CHECK(r.status == status);
        CHECK(r.body["error"].get<std::string>().find(words) != std::string::npos);
        const json now = t.state(room);
        CHECK(now["fen"] == before["fen"]);
        CHECK(now["version"] == before["version"]);
    };
    expect(t.post("/api/rooms/" + code + "/move", std::string("{not json")), 400, "bad JSON");
    expect(t.post("/api/rooms/" + code + "/move", std::string("[1,2]")), 400, "JSON object");
    expect(t.post("/api/rooms/" + code + "/move", json{{"token", room["token"]}}), 400, "missing field 'move'");
    expect(t.post("/api/rooms/" + code + "/move", json{{"token", room["token"]}, {"move", 42}}), 400, "must be a string");
    expect(t.post("/api/rooms/" + code + "/move", json{{"token", "nope"}, {"move", "e2e4"}}), 403, "no seat");
    expect(t.post("/api/rooms/" + code + "/move", json{{"move", "e2e4"}}), 403, "no seat token");
    expect(t.post("/api/rooms/ZZZZZZ/move", json{{"token", room["token"]}, {"move", "e2e4"}}), 404, "no room");
    expect(t.post("/api/rooms/" + code + "/move", std::string(MAX_REQUEST_BODY + 1, 'x')), 413, "larger than");
    expect(t.move(room, "e7e5"), 422, "illegal move");
    expect(t.move(room, "e2e4x"), 422, "");
    expect(t.post("/api/rooms/" + code + "/resume", json{{"token", room["token"]}}), 409, "not paused");
    expect(t.post("/api/rooms/" + code + "/pause", json{{"token", room["token"]}}), 409, "no clock");
    expect(t.post("/api/rooms/" + code + "/join", json::object()), 409, "not open");
    // A page elsewhere may not drive the server.
    expect(t.post("/api/rooms/" + code + "/move", json{{"token", room["token"]}, {"move", "e2e4"}}.dump(),
                  {{"Origin", "http://evil.example"}}),
           403, "another site");
    httplib::Client c("127.0.0.1", t.port());
    const auto rebound = c.Get("/api/games", {{"Host", "evil.example"}});
    REQUIRE(rebound);
    CHECK(rebound->status == 403);

    // Creating: every field checked.
    CHECK(t.post("/api/rooms", json{{"variant", "shogi"}, {"mode", "bot"}}).status == 400);
    CHECK(t.post("/api/rooms", json{{"variant", "chess"}, {"mode", "solo"}}).status == 400);
    CHECK(t.post("/api/rooms", json{{"variant", "chess"}, {"mode", "bot"}, {"level", "grandmaster"}}).status == 400);
    CHECK(t.post("/api/rooms", json{{"variant", "chess"}, {"mode", "bot"}, {"clock", {{"minutes", -3}}}}).status == 400);
    CHECK(t.post("/api/rooms", json{{"variant", "chess"}, {"mode", "bot"}, {"clock", {{"minutes", 2.5}}}}).status == 400);
    const Reply badFen = t.post("/api/rooms", json{{"variant", "chess"}, {"mode", "local"}, {"fen", "8/8/8 w - - 0 1"}});
    CHECK(badFen.status == 422);
    CHECK(badFen.body["error"].get<std::string>().rfind("bad FEN", 0) == 0);
}

TEST_CASE("serve: a room code lets a second browser take the other side, once", "[serve]") {
    TestServer t;
    const json first = t.create({{"variant", "megachess"}, {"mode", "online"}, {"color", "black"}});
    CHECK(first["seat"] == "black");
    const std::string code = first["room"];
    CHECK(code.size() == 6);
    CHECK(first["state"]["seated"]["white"] == false);
    CHECK(t.move(first, "a7a6").status == 409);  // waiting for the second player

    const Reply join = t.post("/api/rooms/" + code + "/join", json::object());
    REQUIRE(join.status == 200);
    CHECK(join.body["seat"] == "white");
    const json second = {{"room", code}, {"token", join.body["token"]}};
    CHECK(t.post("/api/rooms/" + code + "/join", json::object()).status == 409);  // full

    CHECK(t.move(first, "a7a6").status == 409);   // Black's token, White's turn
    CHECK(t.move(second, "a2a4").status == 200);
    CHECK(t.move(second, "b2b4").status == 409);  // White again: out of turn
    CHECK(t.move(first, "a7a6").status == 200);
    CHECK(t.state(first)["moves"].size() == 2);
}

TEST_CASE("serve: Mega Chess castles with an inner rook, as the page sends it", "[serve]") {
    TestServer t;
    // The king on h1 with unmoved rooks on a1, d1, l1 and n1; i1-k1 empty.
    const json room = t.create({{"variant", "megachess"}, {"mode", "local"},
                                {"fen", "rnbrnbqkbnbrnr/pppppppppppppp/14/14/14/14/PPPPPPPPPPPPPP/RNBRNBQK3RNR w ADLNadln - 0 1"}});
    const json s = room["state"];
    const int h1 = 7, j1 = 9, l1 = 11, i1 = 8;
    const std::string uci = legalUci(s, h1, j1);
    REQUIRE(!uci.empty());
    const Reply r = t.move(room, uci);
    REQUIRE(r.status == 200);
    CHECK(r.body["moves"][0]["san"] == "O-O");
    CHECK(square(r.body, "megachess", j1) == "K");
    CHECK(square(r.body, "megachess", i1) == "R");
    CHECK(square(r.body, "megachess", l1) == "");
}

TEST_CASE("serve: promotion offers the game's promotion set", "[serve]") {
    TestServer t;
    const json room = t.create({{"variant", "tencubed"}, {"mode", "local"}, {"fen", "k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1"}});
    std::set<std::string> promotions;
    for (const json& m : room["state"]["legal"])
        if (!m["promotion"].is_null()) promotions.insert(m["promotion"]);
    CHECK(promotions == std::set<std::string>{"q", "m", "a"});
    const Reply r = t.move(room, "e9e10m");
    REQUIRE(r.status == 200);
    CHECK(r.body["board"][94] == "M");
}

TEST_CASE("serve: BigBangChess drops, their order, the area and its contraction", "[serve]") {
    TestServer t;
    const json room = t.create({{"variant", "bigbang"}, {"mode", "local"}});
    const json s0 = room["state"];
    CHECK(s0["hands"]["white"]["p"] == 8);
    int playable = 0;
    for (const json& p : s0["playable"]) playable += p.get<bool>();
    CHECK(playable == 9);  // 3x3 with the two kings

    const Reply tooEarly = t.move(room, "N@e5");
    CHECK(tooEarly.status == 422);
    CHECK(tooEarly.body["error"].get<std::string>().find("drop") != std::string::npos);
    const Reply drop = t.move(room, "P@e5");
    REQUIRE(drop.status == 200);
    CHECK(drop.body["hands"]["white"]["p"] == 7);
    CHECK(drop.body["moves"][0]["san"] == "P@e5");
    playable = 0;
    for (const json& p : drop.body["playable"]) playable += p.get<bool>();
    CHECK(playable == 25);  // 5x5

    // Three pieces need a 5x5 area, two a 3x3: when White's king takes the
    // pawn, the area shrinks and takes Black's king on the 5x5 ring with it.
    const json c = t.create({{"variant", "bigbang"}, {"mode", "local"},
                             {"fen", "11/11/11/3k7/11/5p5/4K6/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnppppppp] w - - 0 1"}});
    const Reply take = t.move(c, "e5f6");
    REQUIRE(take.status == 200);
    const int d8 = 7 * 11 + 3;
    CHECK(take.body["moves"][0]["removed"] == json({d8}));
    CHECK(take.body["board"][d8] == "");
    CHECK(take.body["result"]["reason"] == "White captures the king");
}

TEST_CASE("serve: a flag falls by the game's rules: a loss, or a draw when the other side cannot mate", "[serve]") {
    HubLimits limits;
    limits.tick = 10ms;
    TestServer t(limits);
    // White (to move) flags; Black has a rook and can mate: Black wins.
    const json lose = t.create({{"variant", "chess"}, {"mode", "local"}, {"clock", {{"seconds", 1}}},
                                {"fen", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"}});
    // White (to move) flags; Black has a lone king: a draw.
    const json draw = t.create({{"variant", "chess"}, {"mode", "local"}, {"clock", {{"seconds", 1}}},
                                {"fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}});
    const json s1 = t.waitFor(lose, [](const json& s) { return !s["result"].is_null(); }, 5s);
    REQUIRE(!s1["result"].is_null());
    CHECK(s1["result"]["score"] == "0-1");
    CHECK(s1["result"]["reason"] == "White loses on time");
    const json s2 = t.waitFor(draw, [](const json& s) { return !s["result"].is_null(); }, 5s);
    REQUIRE(!s2["result"].is_null());
    CHECK(s2["result"]["score"] == "1/2-1/2");
    CHECK(s2["result"]["reason"] == "White loses on time, but Black cannot mate");
    CHECK(t.move(draw, "a1a2").status == 409);  // over
    CHECK(t.get("/api/rooms/" + draw["room"].get<std::string>() + "/pgn").text.find("[Result \"1/2-1/2\"]") !=
          std::string::npos);
}

TEST_CASE("serve: draws come with their reason: stalemate, repetition, fifty moves", "[serve]") {
    TestServer t;
    const auto play = [&](const json& settings, const std::vector<std::string>& moves) {
        const json room = t.create(settings);
        for (const std::string& m : moves) {
            INFO(m);
            REQUIRE(t.move(room, m).status == 200);
        }
        const json s = t.state(room);
        CHECK(s["result"]["score"] == "1/2-1/2");
        CHECK(t.move(room, "a1b1").status == 409);  // over: nothing more is played
        return s["result"]["reason"].get<std::string>();
    };
    CHECK(play({{"variant", "chess"}, {"mode", "local"}, {"fen", "k7/8/1Q6/8/8/8/8/K7 w - - 0 1"}}, {"b6c7"}) ==
          "stalemate");
    CHECK(play({{"variant", "tencubed"}, {"mode", "local"}},
               {"c2d4", "c9d7", "d4c2", "d7c9", "c2d4", "c9d7", "d4c2", "d7c9"}) == "threefold repetition");
    CHECK(play({{"variant", "megachess"}, {"mode", "local"}, {"fen", "k13/14/14/14/14/14/14/K12R w - - 99 80"}},
               {"n1n2"}) == "fifty-move rule");
}

TEST_CASE("serve: pause stops the clock and moves, resume goes on", "[serve]") {
    TestServer t;
    const json room = t.create({{"variant", "chess"}, {"mode", "local"}, {"clock", {{"minutes", 3}, {"increment", 2}}}});
    const std::string code = room["room"];
    const json token = {{"token", room["token"]}};
    REQUIRE(t.post("/api/rooms/" + code + "/pause", token).status == 200);
    const json a = t.state(room);
    CHECK(a["paused"] == true);
    CHECK(a["clock"]["running"].is_null());
    std::this_thread::sleep_for(200ms);
    const json b = t.state(room);
    CHECK(b["clock"]["white"] == a["clock"]["white"]);
    CHECK(t.move(room, "e2e4").status == 409);
    CHECK(t.post("/api/rooms/" + code + "/pause", token).status == 409);
    REQUIRE(t.post("/api/rooms/" + code + "/resume", token).status == 200);
    const Reply m = t.move(room, "e2e4");
    REQUIRE(m.status == 200);
    CHECK(m.body["clock"]["white"].get<int64_t>() > 180000);  // the increment
    CHECK(m.body["clock"]["running"] == "black");
}

TEST_CASE("serve: resigning ends the game, the PGN has the game's SAN and the reason", "[serve]") {
    TestServer t;
    const json room = t.create({{"variant", "bigchess"}, {"mode", "local"}});
    REQUIRE(t.move(room, "e2e5").status == 200);  // BigChess pawns may step three
    REQUIRE(t.move(room, "m9m7").status == 200);
    REQUIRE(t.post("/api/rooms/" + room["room"].get<std::string>() + "/resign", json{{"token", room["token"]}}).status ==
            200);
    const json s = t.state(room);
    CHECK(s["result"]["score"] == "0-1");
    CHECK(s["result"]["reason"] == "White resigns");
    const std::string pgn = t.get("/api/rooms/" + room["room"].get<std::string>() + "/pgn").text;
    CHECK(pgn.find("[Variant \"BigChess\"]") != std::string::npos);
    CHECK(pgn.find("1. e5 {") != std::string::npos);
    CHECK(pgn.find(" m7 {") != std::string::npos);
    CHECK(pgn.find("{White resigns} 0-1") != std::string::npos);
}

TEST_CASE("serve: live updates arrive as Server-Sent Events", "[serve]") {
    TestServer t;
    const json room = t.create({{"variant", "chess"}, {"mode", "local"}});
    const std::string code = room["room"];
    std::vector<json> seen;
    std::thread mover([&] {
        std::this_thread::sleep_for(300ms);
        TestServer* ts = &t;
        ts->move(room, "d2d4");
    });
    httplib::Client c("127.0.0.1", t.port());
    c.set_read_timeout(10, 0);
    std::string buffer;
    c.Get(("/api/rooms/" + code + "/events").c_str(), [&](const char* data, size_t n) {
        buffer.append(data, n);
        for (size_t end; (end = buffer.find("\n\n")) != std::string::npos;) {
            const std::string event = buffer.substr(0, end);
            buffer.erase(0, end + 2);
            const size_t d = event.find("data: ");
            if (d != std::string::npos) seen.push_back(json::parse(event.substr(d + 6)));
        }
        return seen.size() < 2;
    });
    mover.join();
    REQUIRE(seen.size() == 2);
    CHECK(seen[0]["moves"].empty());
    CHECK(seen[1]["moves"][0]["san"] == "d4");
    CHECK(seen[1]["version"].get<uint64_t>() > seen[0]["version"].get<uint64_t>());
}

TEST_CASE("serve: rooms nobody looks at expire", "[serve]") {
    HubLimits limits;
    limits.roomIdle = 1000ms;
    limits.tick = 10ms;
    TestServer t(limits);
    const json room = t.create({{"variant", "chess"}, {"mode", "local"}});
    CHECK(t.get("/api/rooms/" + room["room"].get<std::string>()).status == 200);
    std::this_thread::sleep_for(500ms);
    CHECK(t.get("/api/rooms/" + room["room"].get<std::string>()).status == 200);  // looked at: kept
    std::this_thread::sleep_for(2000ms);
    const Reply gone = t.get("/api/rooms/" + room["room"].get<std::string>());
    CHECK(gone.status == 404);
    CHECK(gone.body["error"].get<std::string>().find("expired") != std::string::npos);
}

TEST_CASE("serve: a port in use is refused, not shared", "[serve]") {
    TestServer t;
    ServeConfig c;
    c.port = t.port();
    WebServer second(c);
    CHECK_THROWS_WITH(second.bind(), Catch::Contains("cannot listen on 127.0.0.1 port"));
}

TEST_CASE("serve: the number of rooms is bounded", "[serve]") {
    HubLimits limits;
    limits.maxRooms = 2;
    TestServer t(limits);
    t.create({{"variant", "chess"}, {"mode", "local"}});
    t.create({{"variant", "chess"}, {"mode", "local"}});
    const Reply full = t.post("/api/rooms", json{{"variant", "chess"}, {"mode", "local"}});
    CHECK(full.status == 503);
}

TEST_CASE("serve: a game from a variants file, its pieces drawn by letter where no picture exists", "[serve][variants-file]") {
    loadVariantsFile(HECTO_SOURCE_DIR "/variants/examples.ini");
    TestServer t;
    const Reply r = t.get("/api/games");
    REQUIRE(r.status == 200);
    json shako;
    for (const json& g : r.body["games"])
        if (g["key"] == "shako") shako = g;
    REQUIRE(shako.is_object());
    CHECK(shako["width"] == 10);
    std::map<std::string, json> byLetter;
    for (const json& p : shako["pieces"]) byLetter[p["letter"]] = p;
    CHECK(byLetter["c"]["image"] == "letter-c");
    CHECK(byLetter["c"]["name"] == "Cannon");
    CHECK(byLetter["e"]["name"] == "FersAlfil");
    CHECK(byLetter["q"]["image"] == "queen");
    const Reply svg = t.get("/pieces/letter-c.svg");
    CHECK(svg.status == 200);
}
