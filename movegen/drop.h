// Reading a drop ("N@e6", the same in UCI and SAN) and saying exactly why
// an illegal one is illegal. Not a hot path.
#pragma once

#include <string>
#include <string_view>

#include "movegen.h"

namespace hecto {

namespace drop_detail {
inline std::string upper(const Variant& v, PieceType t) { return std::string(1, char(v.letter(t) - 'a' + 'A')); }
inline std::string names(const Variant& v, unsigned types) {
    std::string s;
    for (int u = PAWN; u < PIECE_TYPE_NB; ++u)
        if (types >> u & 1) s += (s.empty() ? "" : "/") + upper(v, PieceType(u));
    return s;
}
}  // namespace drop_detail

template <class G> Move parseDrop(const Position<G>& pos, std::string_view text) {
    const std::string quoted = "'" + std::string(text) + "'";
    const Variant& v = pos.variant();
    if (!v.drops()) throw InputError(v.name + " has no drops: " + quoted);
    const size_t at = text.find('@');
    // The piece letter is upper case (some GUIs write Black's in lower
    // case); SAN may leave out a pawn's.
    PieceType t = PAWN;
    if (at == 1 && text[0] >= 'A' && text[0] <= 'Z') t = v.typeOfLetter(char(text[0] - 'A' + 'a'));
    else if (at == 1) t = v.typeOfLetter(text[0]);
    else if (at != 0) t = NO_PIECE_TYPE;
    std::string_view rest = text.substr(at + 1);
    const Notation n = pos.notation();
    const int to = n.readSquare(rest);
    if (t == NO_PIECE_TYPE || !v.handSet[t] || to < 0 || !rest.empty())
        throw InputError("cannot read drop " + quoted + " (write a piece letter, '@' and a square, as N@e6)");

    const Color us = pos.sideToMove();
    const std::string side = us == WHITE ? "White" : "Black";
    const std::string piece = drop_detail::upper(v, t);
    if (!pos.hasKing(WHITE) || !pos.hasKing(BLACK)) throw InputError("illegal drop " + quoted + ": the game is over");
    if (!pos.inHand(us, t)) throw InputError("illegal drop " + quoted + ": " + side + " has no " + piece + " in hand");
    if (!pos.dropOrderAllows(us, t)) {
        for (const DropGate& g : v.dropGates)
            if (g.type == t)
                throw InputError("illegal drop " + quoted + ": " + piece + " may be dropped only after " +
                                 std::to_string(g.count) + " drops of " + drop_detail::names(v, g.after));
    }
    if (pos.at(to)) throw InputError("illegal drop " + quoted + ": " + n.square(to) + " is occupied");
    MoveList list;
    legalMoves(pos, list);
    for (Move m : list)
        if (m == Move::drop(t, to)) return m;
    if (ATTACKS<G>.king[pos.kingSquare(us)] & bit<typename G::BB>(to) &&
        G::file(to) != G::file(pos.kingSquare(us)) && G::rank(to) != G::rank(pos.kingSquare(us)))
        throw InputError("illegal drop " + quoted + ": a drop must share an edge with the own king, not a corner");
    if (!(pos.areaFor(popcount(pos.pieces()) + 1) & bit<typename G::BB>(to)))
        throw InputError("illegal drop " + quoted + ": " + n.square(to) + " is outside the playable area");
    throw InputError("illegal drop " + quoted + ": " + n.square(to) + " is not next to " + side + "'s king");
}

}  // namespace hecto
