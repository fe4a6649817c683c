#include "variants_file.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

#include "boards.h"
#include "game.h"
#include "notation.h"

namespace hecto {

namespace {

constexpr int MIN_SIDE = 5, MAX_SIDE = 16;

// Fairy-Stockfish's named pieces and their moves.
struct NamedPiece {
    const char* name;
    const char* betza;
};
constexpr NamedPiece NAMED_PIECES[] = {
    {"pawn", "fmWfceF"},     {"knight", "N"},         {"bishop", "B"},        {"rook", "R"},
    {"queen", "Q"},          {"fers", "F"},           {"alfil", "A"},         {"fersAlfil", "FA"},
    {"silver", "FfW"},       {"aiwok", "RNF"},        {"bers", "RF"},         {"archbishop", "BN"},
    {"chancellor", "RN"},    {"amazon", "QN"},        {"knibis", "mNcB"},     {"biskni", "mBcN"},
    {"kniroo", "mNcR"},      {"rookni", "mRcN"},      {"shogiPawn", "fW"},    {"lance", "fR"},
    {"shogiKnight", "fN"},   {"gold", "WfF"},         {"dragonHorse", "BW"},  {"clobber", "cW"},
    {"breakthrough", "fmWfF"}, {"cannon", "mRcpR"},   {"janggiCannon", "pR"}, {"soldier", "fsW"},
    {"horse", "nN"},         {"elephant", "nA"},      {"janggiElephant", "nZ"}, {"banner", "RcpRnN"},
    {"wazir", "W"},          {"commoner", "K"},       {"centaur", "KN"},      {"king", "K"},
};
constexpr int CUSTOM_PIECES = 25;  // customPiece1 .. customPiece25

// Pieces with a type number of their own (the evaluation's tuned weights
// and the built-in games are written for these numbers).
constexpr std::pair<const char*, PieceType> FIXED_TYPES[] = {
    {"pawn", PAWN},       {"knight", KNIGHT},        {"bishop", BISHOP},       {"rook", ROOK},
    {"queen", QUEEN},     {"archbishop", ARCHBISHOP}, {"chancellor", MARSHALL}, {"king", KING},
};

// Keys that only tell XBoard how to draw the game.
constexpr const char* GUI_KEYS[] = {"variantTemplate", "pieceToCharTable", "pocketSize"};

struct Line {
    std::string key, value;
    int number;
};

struct Section {
    std::string name, parent;
    int line;
    std::vector<Line> lines;
};

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return "";
    const auto e = s.find_last_not_of(" \t\r");
    return std::string(s.substr(b, e - b + 1));
}

std::vector<std::string> words(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// Builds one game from its section, reporting errors at their line.
class SectionReader {
public:
    SectionReader(const Section& s, const std::string& source, Variant base)
        : s_(s), source_(source), v_(std::move(base)) {}

    Variant read() {
        std::map<std::string, const Line*> byKey;  // the last value of a key counts
        for (const Line& l : s_.lines) byKey[l.key] = &l;
        const auto take = [&](const std::string& key) -> const Line* {
            auto it = byKey.find(key);
            if (it == byKey.end()) return nullptr;
            const Line* l = it->second;
            byKey.erase(it);
            return l;
        };
        // The board first: regions and files are read on it.
        const int oldWidth = v_.width, oldHeight = v_.height;
        if (const Line* l = take("maxFile")) v_.width = file(*l) + 1;
        if (const Line* l = take("maxRank")) v_.height = rank(*l) + 1;
        if (v_.width < MIN_SIDE || v_.height < MIN_SIDE || v_.width > MAX_SIDE || v_.height > MAX_SIDE)
            fail(s_.line, "a board of " + std::to_string(v_.width) + "x" + std::to_string(v_.height) +
                              " (Hecto plays boards from 5x5 to 16x16)");
        if (!boardSupported(v_.width, v_.height))
            fail(s_.line, "no board of " + std::to_string(v_.width) + "x" + std::to_string(v_.height) +
                              " is built in (Hecto plays " + boardList() + ")");
        if (v_.width != oldWidth || v_.height != oldHeight) resized(oldWidth, oldHeight);

        // Pieces, in the order Fairy-Stockfish reads them.
        for (const NamedPiece& p : NAMED_PIECES)
            if (const Line* l = take(p.name)) piece(*l, p.name, p.betza);
        for (int i = 1; i <= CUSTOM_PIECES; ++i) {
            const std::string name = "customPiece" + std::to_string(i);
            if (const Line* l = take(name)) piece(*l, name, nullptr);
        }
        checkLetters();

        for (auto it = byKey.begin(); it != byKey.end();) {
            const Line& l = *it->second;
            it = byKey.erase(it);
            rule(l);
        }
        if (!explicitPromotions_) keepPromotions();
        if (optionalPromotion_ && !immobilityIllegal_)
            bad(*optionalPromotion_, "optional promotion needs immobilityIllegal = true (a pawn may not stay on the last rank)");
        if (dropsLine_ && boolean(*dropsLine_) && !v_.drops())
            bad(*dropsLine_, "drops are played only with a hand of Hecto's (hectoHand)");
        if (!v_.areas.empty() && !v_.kingCapture)
            fail(s_.line, "hectoAreas needs hectoKingCapture = true (a shrinking area can take a king)");
        return std::move(v_);
    }

private:
    [[noreturn]] void fail(int line, const std::string& why) const {
        throw InputError(source_ + ":" + std::to_string(line) + ": [" + s_.name + "] " + why);
    }
    [[noreturn]] void bad(const Line& l, const std::string& why) const { fail(l.number, l.key + ": " + why); }

    // Regions keep their squares (file, rank) on a board of another size;
    // a whole rank stays whole, as in Fairy-Stockfish, whose ranks span
    // its widest board.
    void resized(int oldWidth, int oldHeight) {
        const auto remap = [&](SquareSet& set) {
            SquareSet out;
            for (int r = 0; r < std::min(oldHeight, v_.height); ++r) {
                bool whole = true;
                for (int f = 0; f < oldWidth; ++f) whole &= set.test(size_t(r * oldWidth + f));
                for (int f = 0; f < v_.width; ++f)
                    if (whole || (f < oldWidth && set.test(size_t(r * oldWidth + f)))) out.set(size_t(r * v_.width + f));
            }
            set = out;
        };
        for (Color c : {WHITE, BLACK}) {
            remap(v_.doubleStepRegion[c]);
            remap(v_.tripleStepRegion[c]);
            remap(v_.promotionRegion[c]);
        }
        // En passant is allowed everywhere unless a region was given.
        if (v_.enPassantRegion.count() == size_t(oldWidth * oldHeight)) v_.enPassantRegion = all();
        else remap(v_.enPassantRegion);
        v_.files.clear();
        for (int f = 0; f < v_.width; ++f) v_.files += char('a' + f);
        if (v_.castlingRookKingsideFile == oldWidth - 1) v_.castlingRookKingsideFile = v_.width - 1;
    }

    SquareSet all() const {
        SquareSet s;
        for (int i = 0; i < v_.width * v_.height; ++i) s.set(size_t(i));
        return s;
    }

    int integer(const Line& l, int lo, int hi) const {
        int n = 0;
        const char* b = l.value.data();
        const char* e = b + l.value.size();
        const auto [p, ec] = std::from_chars(b, e, n);
        if (ec != std::errc() || p != e || n < lo || n > hi)
            bad(l, "'" + l.value + "' is not a number from " + std::to_string(lo) + " to " + std::to_string(hi));
        return n;
    }
    bool boolean(const Line& l) const {
        if (l.value == "true") return true;
        if (l.value == "false") return false;
        bad(l, "'" + l.value + "' is not true or false");
    }
    // A file: a letter (a = the first) or a number (1 = the first).
    int file(const Line& l) const {
        if (l.value.size() == 1 && std::islower(static_cast<unsigned char>(l.value[0]))) {
            const int f = l.value[0] - 'a';
            if (f < MAX_SIDE) return f;
        } else if (!l.value.empty() && std::isdigit(static_cast<unsigned char>(l.value[0]))) {
            return integer(l, 1, MAX_SIDE) - 1;
        }
        bad(l, "'" + l.value + "' is not a file (a to p, or 1 to 16)");
    }
    int rank(const Line& l) const { return integer(l, 1, MAX_SIDE) - 1; }
    GameValue value(const Line& l) const {
        if (l.value == "win") return GameValue::WIN;
        if (l.value == "loss") return GameValue::LOSS;
        if (l.value == "draw") return GameValue::DRAW;
        if (l.value == "none") return GameValue::NONE;
        bad(l, "'" + l.value + "' is not win, loss, draw or none");
    }
    // Squares: `a1 b2`, `*8` (a rank), `c*` (a file), `-` (none).
    SquareSet squares(const Line& l) const {
        SquareSet s;
        for (const std::string& w : words(l.value)) {
            if (w == "-") break;
            const auto number = [&](std::string_view digits) {
                int n = 0;
                const auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
                if (ec != std::errc() || p != digits.data() + digits.size() || n < 1 || n > v_.height)
                    bad(l, "'" + w + "' is not on a board of " + std::to_string(v_.height) + " ranks");
                return n - 1;
            };
            const auto fileOf = [&](char c) {
                const int f = c - 'a';
                if (!std::islower(static_cast<unsigned char>(c)) || f >= v_.width)
                    bad(l, "'" + w + "' is not on a board of " + std::to_string(v_.width) + " files");
                return f;
            };
            if (w.size() == 2 && w[1] == '*') {
                const int f = fileOf(w[0]);
                for (int r = 0; r < v_.height; ++r) s.set(size_t(r * v_.width + f));
            } else if (w.size() >= 2 && w[0] == '*') {
                const int r = number(std::string_view(w).substr(1));
                for (int f = 0; f < v_.width; ++f) s.set(size_t(r * v_.width + f));
            } else if (w.size() >= 2) {
                const int f = fileOf(w[0]);
                s.set(size_t(number(std::string_view(w).substr(1)) * v_.width + f));
            } else {
                bad(l, "'" + w + "' is not a square, *RANK or FILE*");
            }
        }
        return s;
    }
    // Piece letters (`nbrq`), `-` for none; `*` for all when allowed.
    unsigned pieceSet(const Line& l, bool star = false) const {
        unsigned set = 0;
        for (char c : l.value) {
            if (c == ' ' || c == '-') continue;
            if (c == '*' && star) return Variant::ALL_TYPES;
            const PieceType t = v_.typeOfLetter(char(std::tolower(static_cast<unsigned char>(c))));
            if (t == NO_PIECE_TYPE) bad(l, std::string("no piece of this game is written '") + c + "'");
            set |= 1u << t;
        }
        return set;
    }
    // "q:1 r:2" style lists.
    std::vector<std::pair<PieceType, int>> pieceNumbers(const Line& l, int hi) const {
        std::vector<std::pair<PieceType, int>> out;
        for (const std::string& w : words(l.value)) {
            const auto colon = w.find(':');
            const PieceType t = colon == 1 ? v_.typeOfLetter(char(std::tolower(static_cast<unsigned char>(w[0]))))
                                           : NO_PIECE_TYPE;
            if (t == NO_PIECE_TYPE) bad(l, "'" + w + "' is not LETTER:NUMBER with a piece of this game");
            Line number{l.key, w.substr(2), l.number};
            out.emplace_back(t, integer(number, 0, hi));
        }
        return out;
    }

    // `name = x` or, for custom pieces and the king, `name = x:Betza`;
    // `name = -` takes the piece out.
    void piece(const Line& l, const std::string& name, const char* betza) {
        PieceType t = NO_PIECE_TYPE;
        for (int i = PAWN; i < PIECE_TYPE_NB; ++i)
            if (v_.pieces[i].letter && v_.pieces[i].name == name) t = PieceType(i);
        if (l.value == "-") {
            if (t != NO_PIECE_TYPE) v_.pieces[t] = PieceInfo{};
            return;
        }
        const char letter = l.value.empty() ? 0 : char(std::tolower(static_cast<unsigned char>(l.value[0])));
        if (!std::islower(static_cast<unsigned char>(letter))) bad(l, "'" + l.value + "' does not start with a letter");
        std::string moves;
        if (l.value.size() > 1) {
            if (l.value[1] != ':' || l.value.size() < 3) bad(l, "'" + l.value + "' is not LETTER or LETTER:BETZA");
            if (betza && name != "king") bad(l, name + " moves as " + betza + "; a piece of other moves is a customPieceN");
            moves = l.value.substr(2);
        } else if (betza) {
            moves = betza;
        } else {
            bad(l, "a custom piece needs its moves: LETTER:BETZA");
        }
        PieceInfo info{letter, name, moves, {}};
        if (name != "pawn") {
            try {
                info.movement = parseBetza(moves);
            } catch (const InputError& e) {
                bad(l, e.what());
            }
            if (info.movement.empty()) bad(l, "'" + moves + "' gives the piece no move");
        }
        if (t == NO_PIECE_TYPE) t = freeType(l, name, info.movement);
        v_.pieces[t] = std::move(info);
    }

    PieceType freeType(const Line& l, const std::string& name, const Movement& m) const {
        for (const auto& [fixed, type] : FIXED_TYPES)
            if (name == fixed) return type;
        // The built-in games' other pieces keep their numbers.
        if (m == parseBetza("WAD") && !v_.has(CHAMPION)) return CHAMPION;
        if (m == parseBetza("CF") && !v_.has(WIZARD)) return WIZARD;
        for (int t = FIRST_OTHER_TYPE; t < PIECE_TYPE_NB; ++t)
            if (!v_.has(PieceType(t))) return PieceType(t);
        for (PieceType t : {CHAMPION, WIZARD})
            if (!v_.has(t)) return t;
        bad(l, "too many piece types (Hecto plays up to " + std::to_string(PIECE_TYPE_NB - 1) + " in a game)");
    }

    void checkLetters() const {
        for (int a = PAWN; a < PIECE_TYPE_NB; ++a)
            for (int b = a + 1; b < PIECE_TYPE_NB; ++b)
                if (v_.pieces[a].letter && v_.pieces[a].letter == v_.pieces[b].letter)
                    fail(s_.line, v_.pieces[a].name + " and " + v_.pieces[b].name + " are both written '" +
                                      std::string(1, v_.pieces[a].letter) + "'");
        if (!v_.has(KING)) fail(s_.line, "the game has no king (Hecto plays games with a king)");
    }

    // The parent's choices (chess's, without a parent) that the game still has.
    void keepPromotions() {
        std::erase_if(v_.promotions, [&](PieceType t) { return !v_.has(t); });
    }

    std::vector<PieceType> types(unsigned set) const {
        std::vector<PieceType> out;
        for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
            if (set >> t & 1) out.push_back(PieceType(t));
        return out;
    }

    void rule(const Line& l) {
        const std::string& k = l.key;
        const auto same = [&](const char* other, const std::string& value) {
            for (const Line& x : s_.lines)
                if (x.key == other && x.value != value) bad(l, std::string("Hecto plays the same for both sides; ") + other + " differs");
        };
        if (k == "startFen") {
            v_.startFen = l.value;
        } else if (k == "promotionRegionWhite") {
            v_.promotionRegion[WHITE] = squares(l);
        } else if (k == "promotionRegionBlack") {
            v_.promotionRegion[BLACK] = squares(l);
        } else if (k == "promotionPieceTypes" || k == "promotionPieceTypesWhite" || k == "promotionPieceTypesBlack") {
            if (k != "promotionPieceTypes") same(k == "promotionPieceTypesWhite" ? "promotionPieceTypesBlack" : "promotionPieceTypesWhite", l.value);
            // In the order given: the first is the default promotion. A letter
            // given twice is one choice (the list is a set of piece types).
            v_.promotions.clear();
            for (char c : l.value) {
                if (c == ' ' || c == '-') continue;
                Line one{k, std::string(1, c), l.number};
                for (PieceType t : types(pieceSet(one)))
                    if (std::ranges::find(v_.promotions, t) == v_.promotions.end()) v_.promotions.push_back(t);
            }
            explicitPromotions_ = true;
        } else if (k == "promotionLimit") {
            v_.promotionLimit = {};
            for (const auto& [t, n] : pieceNumbers(l, 64)) v_.promotionLimit[t] = n;
        } else if (k == "mandatoryPawnPromotion") {
            v_.mandatoryPromotion = boolean(l);
            if (!v_.mandatoryPromotion) optionalPromotion_ = &l;
        } else if (k == "immobilityIllegal") {
            // Hecto's pawns never stop where they cannot move on; other
            // pieces are not held back.
            if (!boolean(l)) bad(l, "a pawn may not stay on the last rank in Hecto's games");
            immobilityIllegal_ = true;
        } else if (k == "doubleStep") {
            if (!boolean(l)) v_.doubleStepRegion = {}, v_.tripleStepRegion = {};
        } else if (k == "doubleStepRegionWhite") {
            v_.doubleStepRegion[WHITE] = squares(l);
        } else if (k == "doubleStepRegionBlack") {
            v_.doubleStepRegion[BLACK] = squares(l);
        } else if (k == "tripleStepRegionWhite") {
            v_.tripleStepRegion[WHITE] = squares(l);
        } else if (k == "tripleStepRegionBlack") {
            v_.tripleStepRegion[BLACK] = squares(l);
        } else if (k == "enPassantRegion" || k == "enPassantRegionWhite" || k == "enPassantRegionBlack") {
            if (k != "enPassantRegion") same(k == "enPassantRegionWhite" ? "enPassantRegionBlack" : "enPassantRegionWhite", l.value);
            v_.enPassantRegion = squares(l);
        } else if (k == "castling") {
            v_.castling = boolean(l);
        } else if (k == "castlingKingsideFile") {
            v_.castlingKingsideFile = file(l);
        } else if (k == "castlingQueensideFile") {
            v_.castlingQueensideFile = file(l);
        } else if (k == "castlingRank") {
            v_.castlingRank = rank(l);
        } else if (k == "castlingRookKingsideFile") {
            v_.castlingRookKingsideFile = file(l);
        } else if (k == "castlingRookQueensideFile") {
            v_.castlingRookQueensideFile = file(l);
        } else if (k == "castlingRookPieces") {
            v_.castlingRookTypes = pieceSet(l);
        } else if (k == "castlingKingPiece") {
            if (pieceSet(l) != 1u << KING) bad(l, "only the king castles in Hecto's games");
        } else if (k == "chess960") {
            v_.chess960 = boolean(l);
        } else if (k == "checking") {
            if (!boolean(l)) bad(l, "games where checks are forbidden are not played by Hecto");
        } else if (k == "pieceDrops") {
            dropsLine_ = &l;
        } else if (k == "checkmateValue") {
            if (value(l) != GameValue::LOSS) bad(l, "mate loses in every game Hecto plays");
        } else if (k == "nMoveRule") {
            v_.nMoveRule = integer(l, 0, 1000);
        } else if (k == "nFoldRule") {
            v_.nFoldRule = integer(l, 2, 100);
        } else if (k == "stalemateValue") {
            v_.stalemateValue = value(l);
            if (v_.stalemateValue == GameValue::NONE) bad(l, "a stalemate must end the game");
        } else if (k == "extinctionValue") {
            v_.extinctionValue = value(l);
        } else if (k == "extinctionPieceTypes") {
            v_.extinctionTypes = pieceSet(l, true);
        } else if (k == "extinctionPieceCount") {
            v_.extinctionPieceCount = integer(l, 0, 64);
        } else if (k == "extinctionOpponentPieceCount") {
            v_.extinctionOpponentPieceCount = integer(l, 0, 64);
        } else if (k == "extinctionClaim") {
            v_.extinctionClaim = boolean(l);
        } else if (k == "pieceValueMg" || k == "pieceValueEg") {
            auto& values = k == "pieceValueMg" ? v_.pieceValueMg : v_.pieceValueEg;
            for (const auto& [t, n] : pieceNumbers(l, 100000)) values[t] = n;
        } else if (std::find_if(std::begin(GUI_KEYS), std::end(GUI_KEYS), [&](const char* g) { return k == g; }) !=
                   std::end(GUI_KEYS)) {
            // How XBoard draws the game: no rule of play.
        } else if (k == "hectoName") {
            v_.name = l.value;
        } else if (k == "hectoFiles") {
            if (int(l.value.size()) != v_.width) bad(l, "'" + l.value + "' does not name " + std::to_string(v_.width) + " files");
            for (char c : l.value)
                if (!std::islower(static_cast<unsigned char>(c)) || std::count(l.value.begin(), l.value.end(), c) > 1)
                    bad(l, "'" + l.value + "' is not distinct lower-case letters");
            v_.files = l.value;
        } else if (k == "hectoFischerRandom") {
            v_.fischerRandom = boolean(l);
        } else if (k == "hectoCastlingByFile") {
            v_.castlingByFile = boolean(l);
        } else if (k == "hectoKingCapture") {
            v_.kingCapture = boolean(l);
        } else if (k == "hectoPawnPromotesOnAreaEdge") {
            v_.pawnPromotesOnAreaEdge = boolean(l);
        } else if (k == "hectoHand") {
            v_.handSet = {};
            for (const auto& [t, n] : pieceNumbers(l, 64)) v_.handSet[t] = n;
        } else if (k == "hectoDropOrder") {
            // TYPE:AFTER COUNT, e.g. "r:nb 2": rooks once two knights or bishops are dropped.
            v_.dropGates.clear();
            const std::vector<std::string> w = words(l.value);
            if (w.size() % 2) bad(l, "'" + l.value + "' is not pairs of LETTER:LETTERS COUNT");
            for (size_t i = 0; i < w.size(); i += 2) {
                const auto colon = w[i].find(':');
                if (colon != 1) bad(l, "'" + w[i] + "' is not LETTER:LETTERS");
                Line type{k, w[i].substr(0, 1), l.number}, after{k, w[i].substr(2), l.number}, count{k, w[i + 1], l.number};
                const std::vector<PieceType> t = types(pieceSet(type));
                v_.dropGates.push_back({t.at(0), pieceSet(after), integer(count, 0, 64)});
            }
        } else if (k == "hectoAreas") {
            // SIDE:CAPACITY, smallest first.
            v_.areas.clear();
            for (const std::string& w : words(l.value)) {
                const auto colon = w.find(':');
                if (colon == std::string::npos) bad(l, "'" + w + "' is not SIDE:CAPACITY");
                Line side{k, w.substr(0, colon), l.number}, capacity{k, w.substr(colon + 1), l.number};
                v_.areas.push_back({integer(side, 1, std::min(v_.width, v_.height)), integer(capacity, 1, 256)});
                if (v_.areas.size() > 1 && v_.areas.back().side <= v_.areas[v_.areas.size() - 2].side)
                    bad(l, "areas must grow, smallest first");
            }
        } else {
            bad(l, "not a rule Hecto plays (or a misspelt key)");
        }
    }

    const Section& s_;
    const std::string& source_;
    Variant v_;
    bool explicitPromotions_ = false;
    const Line* dropsLine_ = nullptr;
    const Line* optionalPromotion_ = nullptr;
    bool immobilityIllegal_ = false;
};

// Chess's rules with no pieces: what a section without a parent starts from.
Variant templateGame() {
    Variant v;
    v.width = v.height = 8;
    v.files = "abcdefgh";
    v.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (int f = 0; f < 8; ++f) {
        v.doubleStepRegion[WHITE].set(size_t(8 + f));
        v.doubleStepRegion[BLACK].set(size_t(48 + f));
        v.promotionRegion[WHITE].set(size_t(56 + f));
        v.promotionRegion[BLACK].set(size_t(f));
    }
    for (int s = 0; s < 64; ++s) v.enPassantRegion.set(size_t(s));
    v.castling = true;
    v.castlingRookKingsideFile = 7;
    v.promotions = {QUEEN, ROOK, BISHOP, KNIGHT};
    return v;
}

std::vector<Section> sections(std::string_view text, const std::string& source) {
    std::vector<Section> out;
    int number = 0;
    while (!text.empty()) {
        const auto eol = text.find('\n');
        const std::string line = trim(text.substr(0, eol));
        text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
        ++number;
        const auto fail = [&](const std::string& why) {
            throw InputError(source + ":" + std::to_string(number) + ": " + why);
        };
        if (line.empty() || line[0] == '#' || line[0] == ';') continue;
        if (line[0] == '[') {
            if (line.back() != ']') fail("'" + line + "' is not [NAME] or [NAME:PARENT]");
            const std::string inside = line.substr(1, line.size() - 2);
            const auto colon = inside.find(':');
            Section s{trim(inside.substr(0, colon)), colon == std::string::npos ? "" : trim(inside.substr(colon + 1)),
                      number, {}};
            if (s.name.empty() || std::any_of(s.name.begin(), s.name.end(), [](char c) {
                    return !std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_';
                }))
                fail("'" + s.name + "' is not a game name (letters, digits, - and _)");
            for (const Section& o : out)
                if (o.name == s.name) fail("[" + s.name + "] is defined twice (first at line " + std::to_string(o.line) + ")");
            out.push_back(std::move(s));
            continue;
        }
        const auto eq = line.find('=');
        if (eq == std::string::npos) fail("'" + line + "' is not KEY = VALUE");
        if (out.empty()) fail("'" + line + "' comes before any [game] section");
        const std::string key = trim(line.substr(0, eq));
        if (key.empty()) fail("'" + line + "' has no key");
        out.back().lines.push_back({key, trim(line.substr(eq + 1)), number});
    }
    return out;
}

// The start position is checked by setting it up.
void checkStart(Variant& v, const std::string& where) {
    try {
        v.rules = buildRules(v);
        newGame(v)->setFen(v.startFen);
    } catch (const InputError& e) {
        throw InputError(where + ": " + e.what());
    }
}

}  // namespace

std::vector<Variant> readVariants(std::string_view text, const std::string& source, bool builtin) {
    std::vector<Variant> out;
    for (const Section& s : sections(text, source)) {
        const std::string where = source + ":" + std::to_string(s.line) + ": [" + s.name + "]";
        Variant base = templateGame();
        if (!s.parent.empty()) {
            const auto earlier = std::find_if(out.begin(), out.end(), [&](const Variant& v) { return v.key == s.parent; });
            if (earlier != out.end()) base = *earlier;
            else if (const Variant* known = findVariant(s.parent)) base = *known;
            else throw InputError(where + ": no game '" + s.parent + "' to start from (defined above or built in)");
        }
        base.key = s.name;
        base.name = s.name;
        base.origin = where;
        base.builtin = builtin;
        base.rules.reset();
        Variant v = SectionReader(s, source, std::move(base)).read();
        checkStart(v, where);
        out.push_back(std::move(v));
    }
    return out;
}

std::vector<std::string> loadVariantsFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("cannot read variants file '" + path + "'");
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<Variant> games = readVariants(text.str(), path);
    std::vector<std::string> keys;
    for (const Variant& v : games) keys.push_back(v.key);
    registerVariants(std::move(games));
    return keys;
}

}  // namespace hecto
