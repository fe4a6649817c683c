#include "engine/serve/game_info.h"

#include "engine/serve/bot_player.h"

#include <cctype>

#include "movegen/betza.h"

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

// Types with a picture of their own: the built-in games' pieces, and a
// game's champion (WAD) and wizard (CF) where it has them there.
bool drawn(const Variant& v, PieceType t) {
    if (t >= FIRST_OTHER_TYPE) return false;
    if (t == CHAMPION) return v.pieces[t].movement == parseBetza("WAD");
    if (t == WIZARD) return v.pieces[t].movement == parseBetza("CF");
    return true;
}

std::string letterImage(const Variant& v, PieceType t) { return std::string("letter-") + v.letter(t); }

}  // namespace

std::string pieceImage(const Variant& v, PieceType t) {
    if (isClone(v, t)) return "clone";
    return drawn(v, t) ? IMAGES[t] : letterImage(v, t);
}

std::string pieceName(const Variant& v, PieceType t) {
    if (isClone(v, t)) return "Clone";
    if (drawn(v, t)) return NAMES[t];
    // A variants file's piece: its standard name, or its letter.
    const std::string& n = v.pieces[t].name;
    if (n.empty() || n.rfind("customPiece", 0) == 0) return std::string("Piece ") + char(std::toupper(v.letter(t)));
    return char(std::toupper(static_cast<unsigned char>(n[0]))) + n.substr(1);
}

std::string letterPieceSvg(char letter) {
    return std::string(R"svg(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">)svg"
                       R"svg(<g stroke="var(--piece-line, #161616)" stroke-width="3">)svg"
                       R"svg(<circle cx="50" cy="50" r="38" fill="var(--piece-body, #fff)"/>)svg"
                       R"svg(<text x="50" y="66" font-family="sans-serif" font-size="46" font-weight="bold" )svg"
                       R"svg(text-anchor="middle" stroke-width="1.5" fill="var(--piece-line, #161616)">)svg") +
           char(std::toupper(static_cast<unsigned char>(letter))) + "</text></g></svg>";
}

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
