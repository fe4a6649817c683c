// Standard Algebraic Notation for every game: written exactly for PGN output,
// read leniently (as PGN readers do) for opening books and typed moves.
// Not a hot path: both directions simply generate the legal moves.
#pragma once

#include <string>
#include <string_view>

#include "drop.h"
#include "movegen.h"

namespace hecto {

namespace san_detail {

inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool isLetter(char c) { return isUpper(c) || (c >= 'a' && c <= 'z'); }
inline char toLower(char c) { return isUpper(c) ? char(c - 'A' + 'a') : c; }
inline char toUpper(char c) { return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c; }

// What a SAN names; -1 / NO_PIECE_TYPE where it says nothing.
struct SanParts {
    PieceType piece = PAWN;
    bool pieceGiven = false;
    int fromFile = -1, fromRank = -1;  // 0-based
    int to = -1;
    PieceType promotion = NO_PIECE_TYPE;
};

// Reads [piece] [file] [rank] [x|-|:] square [[=]promotion]. The text is
// read from its end: the destination's rank digits always follow its file
// letter, so a rank of the disambiguation ("R10a5") and one of the
// destination ("Ra10") cannot be confused, even with two-digit ranks.
inline bool readSan(const Notation& n, std::string_view t, SanParts& p) {
    const Variant& v = *n.variant;
    if (!t.empty() && isUpper(t[0])) {
        p.piece = v.typeOfLetter(toLower(t[0]));
        p.pieceGiven = true;
        if (p.piece == NO_PIECE_TYPE) return false;
        t.remove_prefix(1);
    }
    // A square never ends in a letter, so a final letter is a promotion.
    if (t.size() >= 3 && isLetter(t.back())) {
        p.promotion = v.typeOfLetter(toLower(t.back()));
        if (p.promotion == NO_PIECE_TYPE) return false;
        t.remove_suffix(1);
        if (t.back() == '=') t.remove_suffix(1);
    }
    size_t i = t.size();
    while (i > 0 && isDigit(t[i - 1]) && t.size() - i < 2) --i;
    if (i == 0 || i == t.size()) return false;
    std::string_view square = t.substr(i - 1);
    p.to = n.readSquare(square);
    if (p.to < 0 || !square.empty()) return false;
    t = t.substr(0, i - 1);
    if (!t.empty() && (t.back() == 'x' || t.back() == '-' || t.back() == ':')) t.remove_suffix(1);
    if (!t.empty() && !isDigit(t[0])) {
        p.fromFile = n.fileOf(t[0]);
        if (p.fromFile < 0) return false;
        t.remove_prefix(1);
    }
    if (t.empty()) return true;
    if (t.size() > 2 || !isDigit(t[0]) || !isDigit(t.back()) || t[0] == '0') return false;
    const int rank = t.size() == 1 ? t[0] - '0' : (t[0] - '0') * 10 + (t[1] - '0');
    if (rank > v.height) return false;
    p.fromRank = rank - 1;
    return true;
}

}  // namespace san_detail

// SAN of the legal move m in pos; pos is as before on return.
template <class G> std::string toSan(Position<G>& pos, Move m) {
    using san_detail::toUpper;
    const Notation n = pos.notation();
    const Variant& v = pos.variant();
    const int from = m.from(), to = m.to();
    std::string s;
    if (m.kind() == CASTLING) {
        s = m.rookFrom() > from ? "O-O" : "O-O-O";  // by the rook's wing: a Chess960 king may move the other way
    } else if (m.kind() == DROP) {
        s = n.move(m);
    } else {
        const PieceType t = typeOf(pos.at(from));
        const bool capture = pos.at(to) != NO_PIECE || m.kind() == EN_PASSANT;
        if (t == PAWN) {
            // A pawn's capture names its file; its pushes need nothing, as
            // only one pawn of a file can step to a given square.
            if (capture) s += n.fileChar(G::file(from));
        } else {
            s += toUpper(v.letter(t));
            MoveList list;
            legalMoves(pos, list);
            bool rival = false, rivalOnFile = false, rivalOnRank = false;
            for (Move o : list) {
                if (o.to() != to || o.from() == from || typeOf(pos.at(o.from())) != t) continue;
                rival = true;
                rivalOnFile |= G::file(o.from()) == G::file(from);
                rivalOnRank |= G::rank(o.from()) == G::rank(from);
            }
            if (rival && !rivalOnFile) s += n.fileChar(G::file(from));
            else if (rival && !rivalOnRank) s += std::to_string(G::rank(from) + 1);
            else if (rival) s += n.square(from);
        }
        if (capture) s += 'x';
        s += n.square(to);
        if (m.kind() == PROMOTION) {
            s += '=';
            s += toUpper(v.letter(m.promotion()));
        }
    }
    pos.make(m);
    if (pos.inCheck()) s += countLegalMoves(pos) ? '+' : '#';
    pos.unmake(m);
    return s;
}

// The legal move that `san` names in pos. Accepts what PGN files contain
// besides strict SAN: annotations (+ # ! ?) present, absent or wrong, 'x'
// optional, promotion with or without '=' and in either case, 0-0 for O-O,
// a king's castling move written as a king move (in Chess960: onto its own
// rook, or two or more files), over-specified origins
// (Ng1f3, e2-e4), the game's alternative file letters (BigChess j for m), and
// UCI coordinate moves (g1f3, e7e8q) as a fallback. Throws InputError when
// the text cannot be read, names no legal move, or names several.
template <class G> Move parseSan(const Position<G>& pos, std::string_view san) {
    const std::string quoted = "'" + std::string(san) + "'";
    std::string_view t = san;
    while (!t.empty() && std::string_view("+#!?").find(t.back()) != std::string_view::npos) t.remove_suffix(1);
    if (t.find('@') != std::string_view::npos) return parseDrop(pos, t);

    MoveList list;
    legalMoves(pos, list);
    Move found;
    int matches = 0;
    auto collect = [&](auto&& pred) {
        for (Move m : list)
            if (pred(m)) {
                found = m;
                ++matches;
            }
    };

    bool readable = true;
    if (t == "O-O" || t == "0-0" || t == "O-O-O" || t == "0-0-0") {
        // Only one castling per side can be legal (Mega Chess: the nearer
        // unmoved rook), so the king's direction decides.
        const bool higher = t.size() == 3;
        collect([&](Move m) { return m.kind() == CASTLING && (m.rookFrom() > m.from()) == higher; });
    } else {
        san_detail::SanParts p;
        readable = san_detail::readSan(pos.notation(), t, p);
        const Notation n = pos.notation();
        auto names = [&](Move m, bool anyPiece) {
            const int from = m.from();
            if (m.kind() == CASTLING ? !n.namesCastling(m, p.to) : m.to() != p.to) return false;
            if (!anyPiece && typeOf(pos.at(from)) != p.piece) return false;
            // A pawn that names no file moves along its own.
            const int file = p.fromFile >= 0 ? p.fromFile : !anyPiece && p.piece == PAWN ? G::file(p.to) : -1;
            if (file >= 0 && G::file(from) != file) return false;
            if (p.fromRank >= 0 && G::rank(from) != p.fromRank) return false;
            // Without a promotion letter every promotion matches, so that a
            // missing letter is reported as ambiguous rather than illegal.
            return p.promotion == NO_PIECE_TYPE || (m.kind() == PROMOTION && m.promotion() == p.promotion);
        };
        if (readable) collect([&](Move m) { return names(m, false); });
        // Where promotion is optional, no letter names the move that stays a pawn.
        if (matches > 1 && p.promotion == NO_PIECE_TYPE) {
            int plain = 0;
            Move stays;
            for (Move m : list)
                if (m.kind() != PROMOTION && names(m, false)) stays = m, ++plain;
            if (plain == 1) return stays;
        }
        // Without a piece letter and with a full origin, it may be a UCI move
        // of a piece ("g1f3"); read as SAN it named a pawn.
        if (readable && !matches && !p.pieceGiven && p.fromFile >= 0 && p.fromRank >= 0)
            collect([&](Move m) { return names(m, true); });
    }
    if (matches == 1) return found;
    if (!readable) throw InputError("cannot read move " + quoted);
    if (matches > 1) throw InputError("ambiguous move " + quoted + " in " + pos.fen());
    throw InputError("illegal move " + quoted + " in " + pos.fen());
}

}  // namespace hecto
