#include "engine/serve/game_info.h"

#include "engine/serve/bot_player.h"

namespace hecto {

using nlohmann::json;

namespace {

// Minutes a side, as the games' own pages offer them (0: no clock).
constexpr int CLOCK_CHOICES[] = {0, 3, 5, 10, 15, 30};
constexpr int INCREMENT_CHOICES[] = {0, 1, 2, 3, 5, 10};

const char* const IMAGES[PIECE_TYPE_NB] = {"", "pawn", "knight", "bishop", "rook", "queen",
                                           "archbishop", "marshall", "champion", "wizard", "king"};
const char* const NAMES[PIECE_TYPE_NB] = {"", "Pawn", "Knight", "Bishop", "Rook", "Queen",
                                          "Archbishop", "Marshall", "Champion", "Wizard", "King"};

// BigChess calls its bishop-knight the Clone and draws it its own way.
bool isClone(const Variant& v, PieceType t) { return t == ARCHBISHOP && v.key == "bigchess"; }

}  // namespace

const char* pieceImage(const Variant& v, PieceType t) { return isClone(v, t) ? "clone" : IMAGES[t]; }
const char* pieceName(const Variant& v, PieceType t) { return isClone(v, t) ? "Clone" : NAMES[t]; }

json gamesInfo() {
    json games = json::array();
    for (const Variant& v : variants()) {
        json pieces = json::array();
        for (int t = PAWN; t < PIECE_TYPE_NB; ++t) {
            const PieceType pt = PieceType(t);
            if (!v.has(pt)) continue;
            pieces.push_back({{"letter", std::string(1, v.letter(pt))},
                              {"image", pieceImage(v, pt)},
                              {"name", pieceName(v, pt)}});
        }
        json promotions = json::array();
        for (PieceType t : v.promotions) promotions.push_back(std::string(1, v.letter(t)));
        json areas = json::array();
        for (const AreaStep& a : v.areas) areas.push_back({{"side", a.side}, {"capacity", a.capacity}});
        games.push_back({{"key", v.key},
                         {"name", v.name},
                         {"width", v.width},
                         {"height", v.height},
                         {"files", v.files},
                         {"startFen", v.startFen},
                         {"pieces", pieces},
                         {"promotions", promotions},
                         {"drops", v.drops()},
                         {"areas", areas}});
    }
    json levels = json::array();
    for (const BotLevel& l : botLevels()) levels.push_back({{"key", l.key}, {"name", l.name}});
    return {{"games", games}, {"levels", levels}, {"clocks", CLOCK_CHOICES}, {"increments", INCREMENT_CHOICES}};
}

}  // namespace hecto
