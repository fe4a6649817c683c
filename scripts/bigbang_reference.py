#!/usr/bin/env python3
"""Independent reference implementation of the BigBangChess rules (RULES.md,
section "bigbang"), written from RULES.md and seeds/bigbangchess.txt only, to
cross-check the engine's move generator by perft.

Usage:
    scripts/bigbang_reference.py perft DEPTH [--fen FEN] [--moves M1 M2 ...] [--divide]
    scripts/bigbang_reference.py fen [--fen FEN] [--moves M1 M2 ...]
    scripts/bigbang_reference.py moves [--fen FEN] [--moves ...]    (list the moves)
    scripts/bigbang_reference.py random PLIES [--seed S] [--fen FEN] (random game)

--moves takes several arguments or one quoted string ("e5e6 P@f6").

Notation (RULES.md, common conventions): squares a1..k11, moves `f5f6`,
promotions `e10e11q`, drops `P@f6` (upper-case letter for both colours; a
lower-case letter is accepted on input). FEN: 11 ranks from rank 11 down, then
the hands in brackets (`[QRRBB...qrr...]`, upper case = White's hand, `[]` or
`[-]` when both are empty), side to move, castling `-`, en passant `-`,
half-move clock, move number.

Rules as implemented (RULES.md is normative):
  * playable area: centred square of side 3/5/7/9/11 around f6, the smallest
    whose capacity (2/7/15/26/32) holds the number of pieces on the board;
    recomputed after every move; when it shrinks every piece outside it is
    captured, repeated until it no longer shrinks;
  * a move must end inside the current area (sliding rays are clipped to the
    area, which is convex);
  * a drop: piece from hand onto an empty square orthogonally adjacent to the
    own king, inside the area as it is after the drop (piece count + 1);
  * drop order: N/B only after 4 pawns were dropped, R only after 2 N/B
    (together) were dropped, Q only after 1 rook was dropped, where "dropped"
    = FIDE set minus what is in hand (each condition looks only at the level
    directly below, as RULES.md words it);
  * pawns: one step straight forward to an empty square, capture one step
    diagonally forward, no double step, no en passant; a pawn whose move ends
    on the far edge of the area (as it is before the move) promotes to
    q, r, b or n; a pawn standing on that edge cannot move forward;
  * no castling, no check rules (pseudo-legal moves);
  * perft counts every generated move and drop; a position in which a king is
    missing has no moves (so a king capture is counted, and nothing after it).
    The 50-move and repetition rules are not applied in perft.
"""
import argparse
import random
import sys

N = 11
CENTRE = 5
FILES = "abcdefghijk"
START_FEN = "11/11/11/11/5k5/11/5K5/11/11/11/11[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1"

# FIDE set per side and hand order used when writing a FEN.
FULL_SET = {"P": 8, "N": 2, "B": 2, "R": 2, "Q": 1}
HAND_ORDER = "QRBNP"
DROP_ORDER = "PNBRQ"
PROMOS = "qrbn"

# Capacity of each half-width h (side 2h+1).
CAPACITY = [(1, 2), (2, 7), (3, 15), (4, 26), (5, 32)]


def area_half(count):
    """Half width of the playable area holding `count` pieces."""
    for h, cap in CAPACITY:
        if count <= cap:
            return h
    return 5


def sq(f, r):
    return r * N + f


def sq_name(s):
    return FILES[s % N] + str(s // N + 1)


def parse_sq(txt):
    f = FILES.index(txt[0])
    r = int(txt[1:]) - 1
    if not (0 <= f < N and 0 <= r < N) or not txt[1:].isdigit():
        raise ValueError("bad square " + txt)
    return sq(f, r)


def inside(s, h):
    return abs(s % N - CENTRE) <= h and abs(s // N - CENTRE) <= h


# ---------------------------------------------------------------- tables
KNIGHT_D = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING_D = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
ORTHO_D = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG_D = [(1, 1), (1, -1), (-1, 1), (-1, -1)]

# Indexed [h][s]; h = 0 unused.
AREA_SQS = [None] * 6      # squares inside the area
INSIDE = [None] * 6        # bool per square
KNIGHT = [None] * 6
KING = [None] * 6
ROOK_RAYS = [None] * 6     # list of rays, each a list of squares (clipped)
BISHOP_RAYS = [None] * 6
QUEEN_RAYS = [None] * 6
ADJ4 = []                  # orthogonal neighbours on the board (drop squares)


def _steps(s, deltas, h):
    f0, r0 = s % N, s // N
    out = []
    for df, dr in deltas:
        t = sq(f0 + df, r0 + dr) if 0 <= f0 + df < N and 0 <= r0 + dr < N else None
        if t is not None and inside(t, h):
            out.append(t)
    return out


def _rays(s, deltas, h):
    f0, r0 = s % N, s // N
    rays = []
    for df, dr in deltas:
        ray = []
        f, r = f0 + df, r0 + dr
        while 0 <= f < N and 0 <= r < N and inside(sq(f, r), h):
            ray.append(sq(f, r))
            f += df
            r += dr
        if ray:
            rays.append(ray)
    return rays


for _h in range(1, 6):
    INSIDE[_h] = [inside(s, _h) for s in range(N * N)]
    AREA_SQS[_h] = [s for s in range(N * N) if INSIDE[_h][s]]
    KNIGHT[_h] = [_steps(s, KNIGHT_D, _h) for s in range(N * N)]
    KING[_h] = [_steps(s, KING_D, _h) for s in range(N * N)]
    ROOK_RAYS[_h] = [_rays(s, ORTHO_D, _h) for s in range(N * N)]
    BISHOP_RAYS[_h] = [_rays(s, DIAG_D, _h) for s in range(N * N)]
    QUEEN_RAYS[_h] = [ROOK_RAYS[_h][s] + BISHOP_RAYS[_h][s] for s in range(N * N)]
ADJ4 = [_steps(s, ORTHO_D, 5) for s in range(N * N)]


def is_white(p):
    return p.isupper()


# ---------------------------------------------------------------- position
class Position:
    """Mutable position with make/unmake.

    board: list of 121 one-character strings ('.' = empty), index r*11+f.
    hand:  [white dict, black dict], upper-case piece letter -> count.
    white: True when White is to move.
    count: number of pieces on the board.
    """

    def __init__(self, fen=START_FEN):
        self.set_fen(fen)

    # ---- FEN
    def set_fen(self, fen):
        fen = fen.strip()
        if "[" in fen:
            board_txt, rest = fen.split("[", 1)
            hand_txt, rest = rest.split("]", 1)
        else:
            parts = fen.split(None, 1)
            board_txt, rest = parts[0], (parts[1] if len(parts) > 1 else "")
            hand_txt = ""
        fields = rest.split()
        ranks = board_txt.strip().split("/")
        if len(ranks) != N:
            raise ValueError("FEN needs 11 ranks: " + fen)
        board = ["."] * (N * N)
        for i, rtxt in enumerate(ranks):
            r = N - 1 - i
            f = 0
            j = 0
            while j < len(rtxt):
                c = rtxt[j]
                if c.isdigit():
                    k = j
                    while k < len(rtxt) and rtxt[k].isdigit():
                        k += 1
                    f += int(rtxt[j:k])
                    j = k
                    continue
                if c.upper() not in "KQRBNP":
                    raise ValueError("bad piece %r in FEN" % c)
                if f >= N:
                    raise ValueError("rank too long in FEN: " + rtxt)
                board[sq(f, r)] = c
                f += 1
                j += 1
            if f != N:
                raise ValueError("rank %d has %d files in FEN" % (r + 1, f))
        hand = [dict.fromkeys(HAND_ORDER, 0), dict.fromkeys(HAND_ORDER, 0)]
        for c in hand_txt.strip():
            if c == "-":
                continue
            if c.upper() not in HAND_ORDER:
                raise ValueError("bad piece %r in hand" % c)
            hand[0 if c.isupper() else 1][c.upper()] += 1
        self.board = board
        self.hand = hand
        self.white = (fields[0] if fields else "w") == "w"
        self.halfmove = int(fields[3]) if len(fields) > 3 else 0
        self.fullmove = int(fields[4]) if len(fields) > 4 else 1
        self.count = sum(1 for p in board if p != ".")
        h = area_half(self.count)
        for s, p in enumerate(board):
            if p != "." and not INSIDE[h][s]:
                sys.stderr.write("warning: %s on %s lies outside the %dx%d area\n"
                                 % (p, sq_name(s), 2 * h + 1, 2 * h + 1))

    def fen(self):
        rows = []
        for r in range(N - 1, -1, -1):
            row = ""
            empty = 0
            for f in range(N):
                p = self.board[sq(f, r)]
                if p == ".":
                    empty += 1
                else:
                    if empty:
                        row += str(empty)
                        empty = 0
                    row += p
            if empty:
                row += str(empty)
            rows.append(row)
        hand = "".join(c * self.hand[0][c] for c in HAND_ORDER)
        hand += "".join(c.lower() * self.hand[1][c] for c in HAND_ORDER)
        return "%s[%s] %s - - %d %d" % ("/".join(rows), hand,
                                         "w" if self.white else "b",
                                         self.halfmove, self.fullmove)

    # ---- move generation
    def droppable(self, side):
        """Piece letters the side may drop now (hand > 0 and level unlocked)."""
        hd = self.hand[side]
        pawns_dropped = FULL_SET["P"] - hd["P"]
        minors_dropped = FULL_SET["N"] + FULL_SET["B"] - hd["N"] - hd["B"]
        rooks_dropped = FULL_SET["R"] - hd["R"]
        out = []
        if hd["P"]:
            out.append("P")
        if pawns_dropped >= 4:
            if hd["N"]:
                out.append("N")
            if hd["B"]:
                out.append("B")
        if minors_dropped >= 2 and hd["R"]:
            out.append("R")
        if rooks_dropped >= 1 and hd["Q"]:
            out.append("Q")
        return out

    def gen(self):
        """All pseudo-legal moves and drops; [] if a king is missing.

        A move is a tuple (from, to, promo) with promo '' or a piece letter of
        the mover's colour; a drop is (-1, to, piece letter of the mover)."""
        board = self.board
        white = self.white
        h = area_half(self.count)
        area = AREA_SQS[h]
        moves = []
        kings = 0
        own_king = -1
        knight = KNIGHT[h]
        king = KING[h]
        if white:
            own, enemy, step, promos = str.isupper, str.islower, N, "QRBN"
            edge = (CENTRE + h) * N   # first square of the top edge
            inside_edge = lambda s: s < edge
        else:
            own, enemy, step, promos = str.islower, str.isupper, -N, "qrbn"
            edge = (CENTRE - h) * N + N   # squares below this are on the bottom edge
            inside_edge = lambda s: s >= edge
        for s in area:
            p = board[s]
            if p == ".":
                continue
            if p == "K" or p == "k":
                kings += 1
            if not own(p):
                continue
            kind = p.upper()
            if kind == "P":
                t = s + step
                if INSIDE[h][s] and inside_edge(s):   # not on the area's far edge
                    promo = not inside_edge(t)
                    targets = [t] if board[t] == "." else []
                    f = s % N
                    for t2 in ((t - 1) if f > 0 else -1, (t + 1) if f < N - 1 else -1):
                        if t2 >= 0 and INSIDE[h][t2] and enemy(board[t2]):
                            targets.append(t2)
                    for t2 in targets:
                        if promo:
                            for c in promos:
                                moves.append((s, t2, c))
                        else:
                            moves.append((s, t2, ""))
            elif kind == "N" or kind == "K":
                if kind == "K":
                    own_king = s
                for t in (knight if kind == "N" else king)[s]:
                    if not own(board[t]):
                        moves.append((s, t, ""))
            else:
                rays = (ROOK_RAYS if kind == "R" else BISHOP_RAYS if kind == "B"
                        else QUEEN_RAYS)[h][s]
                for ray in rays:
                    for t in ray:
                        q = board[t]
                        if q == ".":
                            moves.append((s, t, ""))
                        else:
                            if enemy(q):
                                moves.append((s, t, ""))
                            break
        if kings < 2:
            return []
        # drops
        side = 0 if white else 1
        letters = self.droppable(side)
        if letters and own_king >= 0:
            h2 = area_half(self.count + 1)
            ins2 = INSIDE[h2]
            if not white:
                letters = [c.lower() for c in letters]
            for t in ADJ4[own_king]:
                if board[t] == "." and ins2[t]:
                    for c in letters:
                        moves.append((-1, t, c))
        return moves

    def has_both_kings(self):
        return "K" in self.board and "k" in self.board

    # ---- make / unmake
    def make(self, m):
        """Play m; return an undo record for unmake()."""
        board = self.board
        frm, to, x = m
        undo = (m, self.halfmove, self.fullmove, self.count)
        removed = []
        if frm < 0:
            board[to] = x
            self.hand[0 if self.white else 1][x.upper()] -= 1
            self.count += 1
            self.halfmove = 0
            captured = "."
        else:
            p = board[frm]
            captured = board[to]
            board[to] = x if x else p
            board[frm] = "."
            if captured != "." or p in "Pp":
                self.halfmove = 0
            else:
                self.halfmove += 1
            if captured != ".":
                h = area_half(self.count)
                self.count -= 1
                h2 = area_half(self.count)
                while h2 < h:
                    ins = INSIDE[h2]
                    for s in AREA_SQS[h]:
                        if not ins[s] and board[s] != ".":
                            removed.append((s, board[s]))
                            board[s] = "."
                            self.count -= 1
                    h = h2
                    h2 = area_half(self.count)
        if not self.white:
            self.fullmove += 1
        self.white = not self.white
        return undo + (captured, removed)

    def unmake(self, u):
        m, halfmove, fullmove, count, captured, removed = u
        frm, to, x = m
        board = self.board
        self.white = not self.white
        self.halfmove = halfmove
        self.fullmove = fullmove
        self.count = count
        for s, p in removed:
            board[s] = p
        if frm < 0:
            board[to] = "."
            self.hand[0 if self.white else 1][x.upper()] += 1
        else:
            p = board[to]
            if x:
                p = "P" if self.white else "p"
            board[frm] = p
            board[to] = captured

    # ---- notation
    def move_str(self, m):
        frm, to, x = m
        if frm < 0:
            return x.upper() + "@" + sq_name(to)
        return sq_name(frm) + sq_name(to) + x.lower()

    def parse_move(self, txt):
        """Find the generated move written `txt`; raise if it is not legal."""
        txt = txt.strip()
        want = txt.upper() if "@" in txt else txt.lower()
        for m in self.gen():
            s = self.move_str(m)
            if (s.upper() if "@" in txt else s) == want:
                return m
        raise ValueError("illegal move %s in %s" % (txt, self.fen()))


# ---------------------------------------------------------------- perft
def perft(pos, depth):
    if depth == 0:
        return 1
    moves = pos.gen()
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        u = pos.make(m)
        total += perft(pos, depth - 1)
        pos.unmake(u)
    return total


def divide(pos, depth):
    out = []
    for m in pos.gen():
        u = pos.make(m)
        out.append((pos.move_str(m), perft(pos, depth - 1)))
        pos.unmake(u)
    return out


def setup(args):
    pos = Position(args.fen or START_FEN)
    moves = []
    for a in args.moves or []:
        moves.extend(a.split())
    for mt in moves:
        pos.make(pos.parse_move(mt))
    return pos


def self_check(pos, depth):
    """Check FEN round trip and make/unmake restoring the position."""
    f0 = pos.fen()
    assert Position(f0).fen() == f0, "FEN round trip failed: " + f0
    if depth == 0:
        return
    for m in pos.gen():
        u = pos.make(m)
        f1 = pos.fen()
        assert Position(f1).fen() == f1, "FEN round trip failed: " + f1
        self_check(pos, depth - 1)
        pos.unmake(u)
        assert pos.fen() == f0, "unmake failed after %s" % pos.move_str(m)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=["perft", "fen", "moves", "random", "check"])
    ap.add_argument("n", nargs="?", type=int, default=1,
                    help="depth (perft, check) or plies (random)")
    ap.add_argument("--fen", default=None)
    ap.add_argument("--moves", nargs="*", default=[])
    ap.add_argument("--divide", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--drop-bias", type=float, default=0.0,
                    help="random: probability of choosing a drop when one exists")
    args = ap.parse_args(argv)
    pos = setup(args)
    if args.command == "perft":
        if args.divide and args.n >= 1:
            res = divide(pos, args.n)
            for s, n in res:
                print("%s: %d" % (s, n))
            total = sum(n for _, n in res)
            print()
        else:
            total = perft(pos, args.n)
        print("Nodes searched: %d" % total)
    elif args.command == "fen":
        print(pos.fen())
    elif args.command == "moves":
        print(" ".join(pos.move_str(m) for m in pos.gen()))
    elif args.command == "check":
        self_check(pos, args.n)
        print("ok")
    elif args.command == "random":
        rng = random.Random(args.seed)
        played = []
        for _ in range(args.n):
            ms = pos.gen()
            if not ms:
                break
            drops = [m for m in ms if m[0] < 0]
            if drops and rng.random() < args.drop_bias:
                ms = drops
            # avoid ending the game early: skip king captures if possible
            safe = [m for m in ms if pos.board[m[1]] not in "Kk"]
            m = rng.choice(safe or ms)
            played.append(pos.move_str(m))
            pos.make(m)
        print(" ".join(played))
        print(pos.fen())
    return 0


if __name__ == "__main__":
    sys.exit(main())
