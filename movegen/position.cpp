#include "position.h"

#include <algorithm>

namespace hecto {

namespace {
// Room for a long game plus a deep search before the state stack grows.
constexpr size_t STATE_RESERVE = 2048;
// FEN clocks beyond any real game (the fifty-move rule draws at 100 plies),
// small enough that the ply count 2 * (moves - 1) + 1 fits an int.
constexpr int MAX_FEN_COUNTER = 999999;
}  // namespace

template <class G> Position<G>::Position(const Variant& v) : v_(&v), rules_(&rulesOf<G>(v)), chess960_(v.chess960) {
    const Rules<G>& r = *rules_;
    for (PieceType t : v.officers()) {
        officers_[officerCount_++] = t;
        if (!r.irregular(t) && std::any_of(std::begin(r.leap[t]), std::end(r.leap[t]), [](BB b) { return bool(b); }))
            leapers_[leaperCount_++] = t;
    }
    if (v.has(KING) && !r.irregular(KING)) leapers_[leaperCount_++] = KING;
    irregular_ = !r.plain();
    orthTypes_ = r.orthTypes;
    diagTypes_ = r.diagTypes;
    for (PieceType t : v.promotions) {
        promotions_[promotionCount_++] = t;
        promotionLimited_ |= v.promotionLimit[t] > 0;
    }
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (t != KING && v.handSet[t]) handTypes_[handTypeCount_++] = PieceType(t);
    for (const DropGate& g : v.dropGates) {
        gateAfter_[g.type] = g.after;
        gateCount_[g.type] = g.count;
    }
    for (const AreaStep& a : v.areas) {
        const int f0 = (G::W - a.side) / 2, r0 = (G::H - a.side) / 2;
        for (int r = r0; r < r0 + a.side; ++r)
            for (int f = f0; f < f0 + a.side; ++f) areas_[areaCount_] |= bit<BB>(G::square(f, r));
        areaCapacity_[areaCount_++] = a.capacity;
    }
    states_.reserve(STATE_RESERVE);
    clear();
    const std::string_view start = v.startFen;
    parseBoard(start.substr(0, start.find_first_of(" [")));
    for (Color c : {WHITE, BLACK}) {
        const BB back = G::rankMask(castlingRank(c));
        if (pieces(c, KING) & back) startKing_[c] = lsb(pieces(c, KING) & back);
        startRooks_ |= castlers(c) & back;
    }
    clear();
    setFen(v.startFen);
}

template <class G> void Position<G>::clear() {
    std::fill(std::begin(board_), std::end(board_), NO_PIECE);
    std::fill(std::begin(byType_), std::end(byType_), BB(0));
    byColor_[WHITE] = byColor_[BLACK] = orthSliders_ = diagSliders_ = 0;
    side_ = WHITE;
    gamePly_ = 0;
    std::fill(&hand_[0][0], &hand_[0][0] + 2 * PIECE_TYPE_NB, 0);
    removedCount_ = 0;
    castlingPathCount_[WHITE] = castlingPathCount_[BLACK] = 0;
    states_.clear();
    states_.push_back(State{0, 0, 0, -1, 0, 0, NO_PIECE, 0});
}

template <class G> int Position<G>::handTotal(Color c) const {
    int n = 0;
    for (const PieceType t : handTypes()) n += hand_[c][t];
    return n;
}

// Drops so far are the full hand minus what is left, as taken pieces never
// return to a hand.
template <class G> bool Position<G>::dropOrderAllows(Color c, PieceType t) const {
    if (!gateCount_[t]) return true;
    int dropped = 0;
    for (unsigned m = gateAfter_[t]; m; m &= m - 1) {
        const int u = std::countr_zero(m);
        dropped += v_->handSet[u] - hand_[c][u];
    }
    return dropped >= gateCount_[t];
}

template <class G> Key Position<G>::computeKey() const {
    Key k = side_ == BLACK ? ZOBRIST.side : 0;
    for (int s = 0; s < SQ; ++s)
        if (board_[s]) k ^= ZOBRIST.piece[board_[s]][s];
    for (BB b = state().castleRooks; b;) k ^= ZOBRIST.castling[popLsb(b)];
    for (BB b = state().epSquares; b;) k ^= ZOBRIST.enPassant[popLsb(b)];
    for (Color c : {WHITE, BLACK})
        for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
            for (int n = 1; n <= hand_[c][t]; ++n) k ^= ZOBRIST.hand[c][t][n];
    return k;
}

// ---------------------------------------------------------------- FEN in

namespace {

std::vector<std::string_view> splitFields(std::string_view s) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

// A FEN clock: digits only, checked digit by digit against `max` so that
// no count can overflow.
int parseCounter(std::string_view field, const char* what, int min, int max) {
    const auto bad = [&] {
        return InputError(std::string(what) + " must be a whole number from " + std::to_string(min) + " to " +
                          std::to_string(max) + ", not '" + std::string(field) + "'");
    };
    if (field.empty()) throw bad();
    int n = 0;
    for (char c : field) {
        if (c < '0' || c > '9') throw bad();
        n = n * 10 + (c - '0');
        if (n > max) throw bad();
    }
    if (n < min) throw bad();
    return n;
}

}  // namespace

template <class G> void Position<G>::setFen(std::string_view fen) {
    const Position backup = *this;
    try {
        const auto fields = splitFields(fen);
        if (fields.size() < 2) throw InputError("FEN needs at least a board and a side to move");
        if (fields.size() > 6) throw InputError("FEN has extra text after the move number");
        clear();
        const size_t bracket = fields[0].find('[');
        parseBoard(fields[0].substr(0, bracket));
        if (bracket != std::string_view::npos) parseHands(fields[0].substr(bracket));
        else if (v_->drops()) throw InputError(v_->name + " FEN needs the hands in brackets after the board, as in [Qq]");
        if (fields[1] == "w") side_ = WHITE;
        else if (fields[1] == "b") side_ = BLACK;
        else throw InputError("side to move must be 'w' or 'b', not '" + std::string(fields[1]) + "'");
        parseCastling(fields.size() > 2 ? fields[2] : "-");
        parseEnPassant(fields.size() > 3 ? fields[3] : "-");
        State& st = states_.back();
        st.rule50 = fields.size() > 4 ? parseCounter(fields[4], "half-move clock", 0, MAX_FEN_COUNTER) : 0;
        const int fullmove = fields.size() > 5 ? parseCounter(fields[5], "move number", 1, MAX_FEN_COUNTER) : 1;
        gamePly_ = 2 * (fullmove - 1) + (side_ == BLACK);
        validate();
        st.key = computeKey();
    } catch (const InputError&) {
        *this = backup;
        throw;
    }
}

template <class G> void Position<G>::parseBoard(std::string_view field) {
    const Variant& v = *v_;
    int rank = G::H - 1, file = 0;
    for (size_t i = 0; i < field.size(); ++i) {
        const char c = field[i];
        if (c == '/') {
            if (file != G::W)
                throw InputError("FEN rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                 " squares, not " + std::to_string(G::W));
            if (--rank < 0) throw InputError("FEN has more than " + std::to_string(G::H) + " ranks");
            file = 0;
        } else if (c >= '1' && c <= '9') {
            // Read no further than the rank is wide: a longer run is an
            // error below, whatever its digits, and cannot overflow.
            int n = c - '0';
            while (n <= G::W && i + 1 < field.size() && field[i + 1] >= '0' && field[i + 1] <= '9')
                n = n * 10 + (field[++i] - '0');
            file += n;
            if (file > G::W)
                throw InputError("FEN rank " + std::to_string(rank + 1) + " is longer than " + std::to_string(G::W) +
                                 " squares");
        } else {
            const bool white = c >= 'A' && c <= 'Z';
            const PieceType t = v.typeOfLetter(white ? char(c - 'A' + 'a') : c);
            if (t == NO_PIECE_TYPE)
                throw InputError(std::string("FEN has a letter that is no piece in ") + v.name + ": '" + c + "'");
            if (file >= G::W)
                throw InputError("FEN rank " + std::to_string(rank + 1) + " is longer than " + std::to_string(G::W) +
                                 " squares");
            put(makePiece(white ? WHITE : BLACK, t), G::square(file++, rank));
        }
    }
    if (rank > 0) throw InputError("FEN has " + std::to_string(G::H - rank) + " ranks, not " + std::to_string(G::H));
    if (file != G::W)
        throw InputError("FEN rank 1 has " + std::to_string(file) + " squares, not " + std::to_string(G::W));
}

// "[QRRBBqrrbb]": White's pieces in upper case; "[]" or "[-]" when empty.
template <class G> void Position<G>::parseHands(std::string_view field) {
    if (!v_->drops()) throw InputError(v_->name + " has no pieces in hand, so its FEN has no brackets");
    if (field.size() < 2 || field.back() != ']')
        throw InputError("FEN hands '" + std::string(field) + "' must end with ']'");
    std::string_view letters = field.substr(1, field.size() - 2);
    if (letters == "-") letters = "";
    for (char c : letters) {
        const bool white = c >= 'A' && c <= 'Z';
        const PieceType t = v_->typeOfLetter(white ? char(c - 'A' + 'a') : c);
        if (t == NO_PIECE_TYPE || !v_->handSet[t])
            throw InputError(std::string("FEN hands have a letter that is no piece for a hand: '") + c + "'");
        int& n = hand_[white ? WHITE : BLACK][t];
        if (++n > v_->handSet[t])
            throw InputError(std::string("FEN hands hold more '") + c + "' than a side's set of " +
                             std::to_string(v_->handSet[t]));
    }
}

// Each letter gives one rook the right to castle: K, Q, k, q the rook of
// that wing found first from the game's castling rook file (the corner,
// unless the game says otherwise) toward the king, a file letter the rook
// on that file (Mega Chess always; chess only in Chess960: Shredder-FEN, or
// X-FEN for an inner rook). Outside Chess960 the king and the rook must
// stand where they started.
template <class G> void Position<G>::parseCastling(std::string_view field) {
    State& st = states_.back();
    if (field == "-") return;
    if (!v_->castling) throw InputError(v_->name + " has no castling, so the castling field must be '-'");
    const Notation n = notation();
    const std::string needs960 = v_->fischerRandom ? ", as only Chess960 allows (UCI_Chess960 is off)" : "";
    for (char c : field) {
        const std::string right = std::string("castling right '") + c + "'";
        const Color color = c >= 'A' && c <= 'Z' ? WHITE : BLACK;
        const int backRank = castlingRank(color);
        const BB kings = pieces(color, KING) & G::rankMask(backRank);
        if (!kings)
            throw InputError(right + " but that king is not on its " + (backRank == 0 || backRank == G::H - 1 ? "first" : "castling") +
                             " rank");
        const int ksq = lsb(kings);
        const int rsq = castlingRook(c, color, ksq);
        if (!chess960_ && ksq != startKing_[color])
            throw InputError(right + " but the king stands on " + n.square(ksq) + ", not " + n.square(startKing_[color]) +
                             needs960);
        if (!chess960_ && !(startRooks_ & bit<BB>(rsq)))
            throw InputError(right + " names the rook on " + n.square(rsq) + ", which is no rook's start square" +
                             needs960);
        const int kto = castlingKingTo(ksq, rsq);
        if (kto < 0 || kto >= SQ || G::rank(kto) != backRank)
            throw InputError(right + " but the king cannot castle from " + n.square(ksq));
        if (st.castleRooks & bit<BB>(rsq)) throw InputError(right + " given twice");
        if (chess960_)
            for (BB b = st.castleRooks & pieces(color); b;)
                if ((popLsb(b) > ksq) == (rsq > ksq)) throw InputError(right + " is a second right on that wing");
        if (castlingPathCount_[color] == MAX_CASTLING_ROOKS) throw InputError(right + " is one too many");
        st.castleRooks |= bit<BB>(rsq);
        const AttackTables<G>& at = ATTACKS<G>;
        const int rto = castlingRookTo(ksq, kto, rsq);
        castlingPaths_[color][castlingPathCount_[color]++] = {
            rsq, kto, rto,
            (at.between[ksq][kto] | at.between[rsq][rto] | bit<BB>(kto) | bit<BB>(rto)) & ~bit<BB>(ksq) & ~bit<BB>(rsq),
            at.between[ksq][kto]};
    }
}

// The square of the rook that castling letter `c` names.
template <class G> int Position<G>::castlingRook(char c, Color color, int ksq) const {
    const std::string right = std::string("castling right '") + c + "'";
    const char lower = color == WHITE ? char(c - 'A' + 'a') : c;
    const int backRank = G::rank(ksq);
    const BB rooks = castlers(color) & G::rankMask(backRank);
    if (!v_->castlingByFile && (lower == 'k' || lower == 'q')) {
        // The first rook from the game's rook file on that wing inward.
        const int first = lower == 'k' ? v_->castlingRookKingsideFile : v_->castlingRookQueensideFile;
        for (int f = first; f >= 0 && f < G::W; f += lower == 'k' ? -1 : 1) {
            const int s = G::square(f, backRank);
            if (rooks & bit<BB>(s)) {
                if ((lower == 'k') != (s > ksq)) break;
                return s;
            }
        }
        throw InputError(right + " but there is no rook on that wing");
    }
    const Notation n = notation();
    const int f = n.fileOf(lower);
    if (f < 0) throw InputError("bad castling letter '" + std::string(1, c) + "'");
    if (!v_->castlingByFile && !chess960_)
        throw InputError(right + " names a rook by its file, " +
                         (v_->fischerRandom ? "as only Chess960 does (UCI_Chess960 is off)"
                                            : v_->name + " writes K, Q, k, q"));
    const int rsq = G::square(f, backRank);
    if (!(rooks & bit<BB>(rsq)))
        throw InputError(right + " but no rook of that side stands on " + n.square(rsq));
    return rsq;
}

template <class G> void Position<G>::parseEnPassant(std::string_view field) {
    if (field == "-") return;
    const Notation n = notation();
    const Color mover = ~side_;  // the side that just stepped a pawn
    const int up = mover == WHITE ? G::W : -G::W;
    BB given = 0;
    std::string_view rest = field;
    while (!rest.empty()) {
        const int s = n.readSquare(rest);
        if (s < 0) throw InputError("bad en passant field '" + std::string(field) + "'");
        given |= bit<BB>(s);
    }
    // Walk from the first given square in the pawn's direction to the pawn,
    // then back two or three steps to where it may have started.
    const int first = lsb(given);
    int victim = first;
    while (victim >= 0 && victim < SQ && !board_[victim]) victim += up;
    if (victim >= 0 && victim < SQ && board_[victim] == makePiece(mover, PAWN))
        for (int steps = 2; steps <= 3; ++steps) {
            const int start = victim - steps * up;
            const BB region = steps == 2 ? rules_->doubleStep[mover] : rules_->tripleStep[mover];
            if (start < 0 || start >= SQ || !(region & bit<BB>(start)) || board_[start]) continue;
            const BB passed = ATTACKS<G>.between[start][victim];
            if ((passed & pieces()) || (given & ~passed)) continue;
            setEnPassant(states_.back(), start, victim, mover);
            return;
        }
    throw InputError("en passant field '" + std::string(field) + "' does not follow a pawn's step from its first rank");
}

// Records the squares a multi-step passed, if an enemy pawn could take there.
template <class G> void Position<G>::setEnPassant(State& st, int from, int to, Color mover) {
    const BB passed = ATTACKS<G>.between[from][to];
    BB takers = 0;
    for (BB b = pieces(~mover, PAWN); b;) takers |= ATTACKS<G>.pawn[~mover][popLsb(b)];
    st.epSquares = passed & takers & rules_->enPassantRegion;
    st.epVictim = st.epSquares ? to : -1;
}

template <class G> void Position<G>::validate() const {
    if (v_->drops()) return validateDrops();
    for (Color c : {WHITE, BLACK}) {
        const int kings = popcount(pieces(c, KING));
        if (kings != 1)
            throw InputError(std::string("FEN must have exactly one ") + (c == WHITE ? "white" : "black") +
                             " king, it has " + std::to_string(kings));
    }
    if (pieces(PAWN) & (G::rankMask(0) | G::rankMask(G::H - 1)))
        throw InputError("FEN has a pawn on the first or last rank");
    if (attacked(kingSquare(~side_), side_, pieces())) throw InputError("the side not to move is in check");
}

// BigBangChess: a king may be gone (the game is over then), pawns may stand
// anywhere a drop can put them, and a side to move may take a king (it has
// won); but no side has more than its set, and every piece stands inside
// the area that the number of pieces gives.
template <class G> void Position<G>::validateDrops() const {
    int set = 1;  // the king
    for (int n : v_->handSet) set += n;
    for (Color c : {WHITE, BLACK}) {
        const char* name = c == WHITE ? "White" : "Black";
        if (moreThanOne(pieces(c, KING))) throw InputError(std::string("FEN has two ") + name + " kings");
        const int total = popcount(pieces(c)) + handTotal(c);
        if (total > set)
            throw InputError(std::string(name) + " has " + std::to_string(total) + " pieces on the board and in hand, more than a set of " +
                             std::to_string(set));
    }
    const int count = popcount(pieces());
    const BB area = areaFor(count);
    if (pieces() & ~area) {
        const int s = lsb(pieces() & ~area);
        throw InputError("FEN has a piece on " + notation().square(s) + ", outside the playable area that " +
                         std::to_string(count) + " pieces allow");
    }
}

// ---------------------------------------------------------------- FEN out

template <class G> std::string Position<G>::fen() const {
    const Notation n = notation();
    std::string s;
    for (int r = G::H - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < G::W; ++f) {
            const Piece p = board_[G::square(f, r)];
            if (!p) {
                ++empty;
                continue;
            }
            if (empty) s += std::to_string(empty), empty = 0;
            const char l = v_->letter(typeOf(p));
            s += colorOf(p) == WHITE ? char(l - 'a' + 'A') : l;
        }
        if (empty) s += std::to_string(empty);
        if (r) s += '/';
    }
    if (v_->drops()) {
        s += '[';
        for (Color c : {WHITE, BLACK})
            for (int t = PIECE_TYPE_NB - 1; t >= PAWN; --t)
                for (int i = 0; i < hand_[c][t]; ++i) {
                    const char l = v_->letter(PieceType(t));
                    s += c == WHITE ? char(l - 'a' + 'A') : l;
                }
        s += ']';
    }
    s += side_ == WHITE ? " w " : " b ";
    const State& st = state();
    if (!st.castleRooks) s += '-';
    for (Color c : {WHITE, BLACK}) {
        const int ksq = kingSquare(c);
        std::string wing[2];  // KQkq style: king side first; by file: a, b, c, ...
        for (BB b = st.castleRooks & pieces(c); b;) {
            const int r = popLsb(b);
            const bool kingSide = r > ksq;
            // K or Q names the first rook from the wing's rook file inward;
            // another rook on that wing needs its file.
            const int from = kingSide ? v_->castlingRookKingsideFile : v_->castlingRookQueensideFile;
            BB beyond = 0;
            for (int f = from; f != G::file(r) && f >= 0 && f < G::W; f += kingSide ? -1 : 1)
                beyond |= castlers(c) & bit<BB>(G::square(f, G::rank(r)));
            char l = v_->castlingByFile || beyond ? n.fileChar(G::file(r)) : (kingSide ? 'k' : 'q');
            if (c == WHITE) l = char(l - 'a' + 'A');
            wing[kingSide && !v_->castlingByFile ? 0 : 1] += l;
        }
        s += wing[0] + wing[1];
    }
    s += ' ';
    if (!st.epSquares) s += '-';
    for (BB b = st.epSquares; b;) s += n.square(popLsb(b));
    // A game played on from a FEN at the counters' limit goes past them; the
    // FEN written stays one this reader takes back.
    s += ' ' + std::to_string(std::min(st.rule50, MAX_FEN_COUNTER)) + ' ' +
         std::to_string(std::min(gamePly_ / 2 + 1, MAX_FEN_COUNTER));
    return s;
}

// ---------------------------------------------------------------- make / unmake

template <class G> void Position<G>::make(Move m) {
    states_.push_back(states_.back());
    State& st = states_.back();
    const ZobristKeys& z = ZOBRIST;
    const Color us = side_;
    const int from = m.from(), to = m.to();
    const Piece pc = board_[from];
    Key k = st.key ^ z.side;
    st.captured = NO_PIECE;
    ++st.rule50;
    ++st.sinceNull;
    for (BB b = st.epSquares; b;) k ^= z.enPassant[popLsb(b)];
    st.epSquares = 0;
    const int victim = st.epVictim;
    st.epVictim = -1;

    BB lostRights = bit<BB>(from) | bit<BB>(to);
    if (m.kind() == DROP) {
        const PieceType t = m.dropped();
        const Piece dropped = makePiece(us, t);
        put(dropped, to);
        k ^= z.piece[dropped][to] ^ z.hand[us][t][hand_[us][t]--];
        st.rule50 = 0;
    } else if (m.kind() == CASTLING) {
        const int rfrom = m.rookFrom(), rto = castlingRookTo(from, to, rfrom);
        const Piece rook = board_[rfrom];
        remove(from);
        remove(rfrom);
        put(pc, to);
        put(rook, rto);
        k ^= z.piece[pc][from] ^ z.piece[pc][to] ^ z.piece[rook][rfrom] ^ z.piece[rook][rto];
    } else {
        const int capSq = m.kind() == EN_PASSANT ? victim : to;
        if (board_[capSq]) {
            st.captured = board_[capSq];
            k ^= z.piece[st.captured][capSq];
            remove(capSq);
            st.rule50 = 0;
        }
        relocate(from, to);
        k ^= z.piece[pc][from] ^ z.piece[pc][to];
        if (typeOf(pc) == PAWN) {
            st.rule50 = 0;
            if (m.kind() == PROMOTION) {
                const Piece promoted = makePiece(us, m.promotion());
                remove(to);
                put(promoted, to);
                k ^= z.piece[pc][to] ^ z.piece[promoted][to];
            } else if (to - from >= 2 * G::W || from - to >= 2 * G::W) {
                setEnPassant(st, from, to, us);
                for (BB b = st.epSquares; b;) k ^= z.enPassant[popLsb(b)];
            }
        }
    }
    if (typeOf(pc) == KING) lostRights |= G::rankMask(castlingRank(us));
    if (st.castleRooks & lostRights) {
        for (BB b = st.castleRooks & lostRights; b;) k ^= z.castling[popLsb(b)];
        st.castleRooks &= ~lostRights;
    }
    if (areaCount_) {
        st.contracted = 0;
        contract(st, k);
    }
    st.key = k;
    side_ = ~us;
    ++gamePly_;
}

// The area shrinks while it holds fewer pieces than before, taking whatever
// stands outside; each shrink may allow the next.
template <class G> void Position<G>::contract(State& st, Key& k) {
    for (BB outside; (outside = pieces() & ~area());) {
        while (outside) {
            const int s = popLsb(outside);
            removed_[removedCount_++] = {s, board_[s]};
            k ^= ZOBRIST.piece[board_[s]][s];
            remove(s);
            ++st.contracted;
        }
        st.rule50 = 0;
    }
}

template <class G> void Position<G>::unmake(Move m) {
    const State& st = states_.back();
    const int from = m.from(), to = m.to();
    side_ = ~side_;
    --gamePly_;
    if (areaCount_)
        for (int i = 0; i < st.contracted; ++i) {
            const Removed& r = removed_[--removedCount_];
            put(r.piece, r.square);
        }
    if (m.kind() == DROP) {
        remove(to);
        ++hand_[side_][m.dropped()];
    } else if (m.kind() == CASTLING) {
        const int rfrom = m.rookFrom(), rto = castlingRookTo(from, to, rfrom);
        const Piece king = board_[to], rook = board_[rto];
        remove(to);
        remove(rto);
        put(king, from);
        put(rook, rfrom);
    } else {
        if (m.kind() == PROMOTION) {
            remove(to);
            put(makePiece(side_, PAWN), to);
        }
        relocate(to, from);
        if (st.captured) put(st.captured, m.kind() == EN_PASSANT ? states_[states_.size() - 2].epVictim : to);
    }
    states_.pop_back();
}

template <class G> void Position<G>::makeNull() {
    states_.push_back(states_.back());
    State& st = states_.back();
    Key k = st.key ^ ZOBRIST.side;
    for (BB b = st.epSquares; b;) k ^= ZOBRIST.enPassant[popLsb(b)];
    st.epSquares = 0;
    st.epVictim = -1;
    st.key = k;
    st.captured = NO_PIECE;
    st.contracted = 0;
    ++st.rule50;
    st.sinceNull = 0;
    side_ = ~side_;
    ++gamePly_;
}

template <class G> void Position<G>::unmakeNull() {
    states_.pop_back();
    side_ = ~side_;
    --gamePly_;
}

// ---------------------------------------------------------------- draws

template <class G> bool Position<G>::isRepetition(int times) const {
    const int n = int(states_.size()) - 1;
    const int reach = std::min({state().rule50, state().sinceNull, n});
    int seen = 1;
    for (int back = 4; back <= reach; back += 2)
        if (states_[n - back].key == state().key && ++seen >= times) return true;
    return false;
}

template <class G> bool Position<G>::insufficientMaterial() const {
    if (v_->kingCapture) return false;  // a lone king can still take a king
    // Only kings, knights and bishops; mate needs more than one minor piece,
    // unless every bishop stands on one colour and there are no knights.
    const BB minors = pieces(KNIGHT) | pieces(BISHOP);
    if (pieces() != (minors | pieces(KING))) return false;
    if (popcount(minors) <= 1) return true;
    if (pieces(KNIGHT)) return false;
    BB dark = 0;  // squares of a1's colour
    for (int s = 0; s < SQ; ++s)
        if ((G::file(s) + G::rank(s)) % 2 == 0) dark |= bit<BB>(s);
    return (pieces(BISHOP) & dark) == 0 || (pieces(BISHOP) & ~dark) == 0;
}

template <class G> bool Position<G>::hasMatingMaterial(Color c) const {
    if (v_->kingCapture) return hasKing(c);
    const BB rest = pieces(c) & ~pieces(KING);
    return rest && (moreThanOne(rest) || !(rest & (pieces(KNIGHT) | pieces(BISHOP))));
}

template <class G> bool Position<G>::materialBalanced() const {
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
        if (popcount(pieces(WHITE, PieceType(t))) != popcount(pieces(BLACK, PieceType(t)))) return false;
    return true;
}

#define HECTO_POSITION(W, H) template class Position<Geometry<W, H>>;
HECTO_BOARDS(HECTO_POSITION)
#undef HECTO_POSITION

}  // namespace hecto
