#!/usr/bin/env python3
"""Independent, slow reference perft for chess-like games defined in a file in
the format of Fairy-Stockfish's variants.ini, written from the rules described
below (and the variants.ini conventions) without the engine's code, to
cross-check the engine's move generator on boards no other engine can count.

Usage:
    scripts/variant_reference.py perft D --variant NAME --file INI [--fen FEN]
                                 [--moves M1 M2 ...] [--divide] [--no-shortcut]
    scripts/variant_reference.py fen   --variant NAME --file INI [--fen FEN] [--moves ...]
    scripts/variant_reference.py moves --variant NAME --file INI [--fen FEN] [--moves ...]
    scripts/variant_reference.py check D --variant NAME --file INI [--fen FEN]
                                 (FEN round trip at every node to depth D)
    scripts/variant_reference.py random PLIES --variant NAME --file INI [--seed S]
                                 (a random legal game: its moves and final FEN)

`--variant chess` (the built-in base) needs no --file. --moves takes several
arguments or one quoted string. --no-shortcut makes every move go through the
full "is my king attacked after the move" test (the default skips it for
moves that provably cannot expose the king; both must give the same numbers).

Notation: files a, b, c, ... and ranks from 1 (a1, l12, p16); moves are
from-square + to-square (+ promotion letter, lower case): e2e4, a11a12q.
Castling is written as the king's move (g1d1). FEN: ranks from the top, runs of
empty squares may have two digits ("12", "16"), castling KQkq or -, the
en-passant field is every square the last pawn passed over, concatenated
(e3, or d8d7 after a triple step), or -.

What is supported from variants.ini:
  * sections [name:parent]; the parent is `chess` (built in) or a section
    defined earlier in the file; a later key overrides an inherited one;
  * maxFile, maxRank (a number, or a file letter for maxFile);
  * piece keys pawn knight bishop rook queen king archbishop (BN) chancellor
    (RN) fersAlfil (FA) cannon (mRcpR) alfil (A) fers (F) commoner (K)
    wazir (W) = letter, or `-` to remove the piece;
  * customPieceN = letter:Betza, simple Betza: leapers W F D N A H C Z G
    (and K = WF), riders R B Q, doubled atoms (WW, NN) or a number (R4) for
    ranged riders, modifiers m (move only), c (capture only), p (hop over
    exactly one piece, for riders: cannon = mRcpR); atoms concatenate (WAD);
  * startFen, promotionPieceTypes, promotionRegionWhite/Black,
    doubleStep, doubleStepRegionWhite/Black, tripleStepRegionWhite/Black,
    mandatoryPawnPromotion, promotionLimit (type:count ...; promote to a type
    only while the side has fewer than count of it), immobilityIllegal (only
    its effect on pawns: no unpromoted pawn on its last rank);
  * castling, castlingKingsideFile, castlingQueensideFile,
    castlingRookKingsideFile, castlingRookQueensideFile, castlingRank.
Keys starting with "hecto", and a few that do not change the moves, are
ignored; any other unknown key is reported on stderr (and the numbers are then
only as good as that key's irrelevance).

Rules as implemented:
  * legal moves only: a move may not leave the mover's own king attacked;
  * pawns: one step forward onto an empty square, captures one step
    diagonally forward; from a square of the double-step region two squares,
    from the triple-step region also three squares, every square on the way
    empty; en passant onto any square the enemy pawn passed over on its
    previous move, removing that pawn; a pawn arriving on its promotion region
    promotes to one of promotionPieceTypes (if mandatoryPawnPromotion = false
    it may also stay a pawn, except on its last rank);
  * castling (not 960): rights KQkq; the king moves from its square on the
    castling rank (castlingRank for White, counted from the top for Black) to
    castlingKingsideFile / castlingQueensideFile, the rook from
    castlingRook*File to the square next to the king's destination on the
    inner side; every square between king and rook and both destinations must
    be empty (except for that king and rook); the king may not be in check,
    pass through or land on an attacked square (checked before the move;
    the position after the move must also be legal like every move's);
    a right is lost when the king moves or anything moves from or to that
    rook's square;
  * perft counts leaves of the legal move tree; no game-end rules.
"""
import argparse
import random
import re
import sys

PAD = 3  # border width of the mailbox (largest leap is 3)

ATOMS = {"W": (1, 0), "F": (1, 1), "D": (2, 0), "N": (2, 1), "A": (2, 2),
         "H": (3, 0), "C": (3, 1), "L": (3, 1), "Z": (3, 2), "J": (3, 2),
         "G": (3, 3)}
COMPOUNDS = {"K": "WF", "R": "WW", "B": "FF", "Q": "WWFF"}

NAMED_PIECES = {"pawn": None, "knight": "N", "bishop": "B", "rook": "R",
                "queen": "Q", "king": "K", "archbishop": "BN",
                "chancellor": "RN", "fersAlfil": "FA", "cannon": "mRcpR",
                "alfil": "A", "fers": "F", "commoner": "K", "wazir": "W"}

IGNORED_KEYS = {"variantTemplate", "pieceToCharTable", "pocketSize",
                "nFoldRule", "nMoveRule", "stalemateValue", "checkmateValue",
                "extinctionValue", "extinctionClaim", "extinctionPieceTypes",
                "extinctionPieceCount", "extinctionOpponentPieceCount",
                "nFoldValue", "materialCounting"}

CHESS = {
    "maxFile": "8", "maxRank": "8",
    "pawn": "p", "knight": "n", "bishop": "b", "rook": "r", "queen": "q",
    "king": "k",
    "startFen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "promotionPieceTypes": "nbrq",
    "promotionRegionWhite": "*8", "promotionRegionBlack": "*1",
    "doubleStep": "true",
    "doubleStepRegionWhite": "*2", "doubleStepRegionBlack": "*7",
    "tripleStepRegionWhite": "", "tripleStepRegionBlack": "",
    "mandatoryPawnPromotion": "true", "immobilityIllegal": "false",
    "promotionLimit": "",
    "castling": "true", "castlingKingsideFile": "g",
    "castlingQueensideFile": "c", "castlingRank": "1",
    # castlingRook*File default: the last file and the first file
}


def parse_bool(v):
    return v.strip().lower() in ("true", "1", "yes", "on")


def read_ini(path):
    """Return {section: (parent, {key: value})} in file order."""
    sections = {}
    cur = None
    with open(path) as fh:
        for raw in fh:
            line = raw.strip()
            if not line or line[0] in "#;":
                continue
            m = re.match(r"^\[([^\]:]+)(?::([^\]]+))?\]$", line)
            if m:
                cur = m.group(1).strip()
                sections[cur] = ((m.group(2) or "").strip(), {})
                continue
            if cur is None or "=" not in line:
                continue
            k, v = line.split("=", 1)
            sections[cur][1][k.strip()] = v.strip()
    return sections


def resolve(sections, name):
    """Flatten the inheritance chain of `name` into one dict of keys."""
    if name == "chess":
        return dict(CHESS)
    if name not in sections:
        raise SystemExit("variant %r not found" % name)
    parent, keys = sections[name]
    if not parent:
        raise SystemExit("variant %r has no parent (only [name:chess]-style "
                         "sections are supported)" % name)
    base = resolve(sections, parent)
    base.update(keys)
    return base


def parse_betza(text):
    """Parse simple Betza into a list of (kind, mode, (df, dr), range)
    kind: 'leap' or 'ride'; mode: set of 'm', 'c', 'p'; range 0 = unlimited."""
    out = []
    i = 0
    while i < len(text):
        mods = ""
        while i < len(text) and text[i].islower():
            mods += text[i]
            i += 1
        if i >= len(text):
            raise SystemExit("Betza %r: modifier without atom" % text)
        atom = text[i]
        i += 1
        for ch in mods:
            if ch not in "mcp":
                raise SystemExit("Betza %r: modifier %r not supported" % (text, ch))
        rng = None
        if i < len(text) and text[i] == atom and atom in ATOMS:
            rng = 0
            i += 1
        elif i < len(text) and text[i].isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            rng = int(text[i:j])
            i = j
        mode = set(mods) or set()
        if not ("m" in mode or "c" in mode):
            mode |= {"m", "c"}
        if atom in COMPOUNDS:
            exp = COMPOUNDS[atom]
            # K = WF leaper; R, B, Q riders (a number limits their range)
            if atom == "K":
                for a in exp:
                    out.append(("ride" if rng is not None else "leap", mode,
                                ATOMS[a], rng or 0))
            else:
                for a in sorted(set(exp)):
                    out.append(("ride", mode, ATOMS[a],
                                rng if rng is not None else 0))
        elif atom in ATOMS:
            if rng is None or rng == 1:
                out.append(("leap", mode, ATOMS[atom], 1))
            else:
                out.append(("ride", mode, ATOMS[atom], rng))
        else:
            raise SystemExit("Betza %r: atom %r not supported" % (text, atom))
    for kind, mode, _, _ in out:
        if "p" in mode and kind != "ride":
            raise SystemExit("Betza %r: p only supported on riders" % text)
    return out


def vectors(d):
    """All 8 (or 4) symmetric images of a leap (df, dr)."""
    a, b = d
    s = set()
    for x, y in ((a, b), (b, a)):
        for sx in (1, -1):
            for sy in (1, -1):
                s.add((x * sx, y * sy))
    return sorted(s)


class Variant:
    def __init__(self, name, keys):
        self.name = name
        known = set(CHESS) | set(NAMED_PIECES) | {
            "castlingRookKingsideFile", "castlingRookQueensideFile",
            "chess960"} | IGNORED_KEYS
        for k in keys:
            if not (k in known or k.startswith("hecto")
                    or re.match(r"customPiece\d+$", k)):
                print("warning: key %s = %s not supported, ignored"
                      % (k, keys[k]), file=sys.stderr)
        if parse_bool(keys.get("chess960", "false")):
            raise SystemExit("chess960 not supported")
        mf = keys["maxFile"]
        self.W = int(mf) if mf.isdigit() else ord(mf) - ord("a") + 1
        self.H = int(keys["maxRank"])
        self.stride = self.W + 2 * PAD
        # pieces: letter -> betza list (None for the pawn), royal king letter
        self.betza = {}
        self.pawn = self.king = None
        for nm, bz in NAMED_PIECES.items():
            v = keys.get(nm, "-")
            if v == "-" or not v:
                continue
            letter = v[0].lower()
            if nm == "pawn":
                self.pawn = letter
            else:
                self.betza[letter] = bz
            if nm == "king":
                self.king = letter
        for k, v in keys.items():
            if re.match(r"customPiece\d+$", k):
                letter, bz = v.split(":", 1)
                self.betza[letter.strip().lower()] = bz.strip()
        if self.pawn is None or self.king is None:
            raise SystemExit("a pawn and a king are needed")
        self.start_fen = keys["startFen"]
        self.promo = [c.lower() for c in keys["promotionPieceTypes"]
                      if c.isalpha()]
        self.promo_region = [self.region(keys["promotionRegionWhite"]),
                             self.region(keys["promotionRegionBlack"])]
        self.double_step = parse_bool(keys["doubleStep"])
        self.double_region = [self.region(keys["doubleStepRegionWhite"]),
                              self.region(keys["doubleStepRegionBlack"])]
        self.triple_region = [self.region(keys["tripleStepRegionWhite"]),
                              self.region(keys["tripleStepRegionBlack"])]
        self.mandatory_promo = parse_bool(keys["mandatoryPawnPromotion"])
        self.immobility = parse_bool(keys["immobilityIllegal"])
        self.promo_limit = {}
        for tok in keys["promotionLimit"].split():
            c, n = tok.split(":")
            self.promo_limit[c.lower()] = int(n)
        self.castling = parse_bool(keys["castling"])
        fi = lambda s: ord(s.strip()) - ord("a")
        self.ck_king = fi(keys["castlingKingsideFile"])
        self.cq_king = fi(keys["castlingQueensideFile"])
        self.ck_rook = fi(keys.get("castlingRookKingsideFile",
                                   chr(ord("a") + self.W - 1)))
        self.cq_rook = fi(keys.get("castlingRookQueensideFile", "a"))
        self.c_rank = [int(keys["castlingRank"]) - 1,
                       self.H - int(keys["castlingRank"])]
        self.build_tables()

    # --- squares -------------------------------------------------------
    def sq(self, f, r):
        return (r + PAD) * self.stride + f + PAD

    def fr(self, s):
        return s % self.stride - PAD, s // self.stride - PAD

    def sq_name(self, s):
        f, r = self.fr(s)
        return chr(ord("a") + f) + str(r + 1)

    def parse_sq(self, t):
        m = re.match(r"^([a-z])(\d+)$", t)
        if not m:
            raise ValueError("bad square %r" % t)
        f = ord(m.group(1)) - ord("a")
        r = int(m.group(2)) - 1
        if not (0 <= f < self.W and 0 <= r < self.H):
            raise ValueError("square off the board: %r" % t)
        return self.sq(f, r)

    def region(self, text):
        out = set()
        for tok in text.split():
            m = re.match(r"^([a-z*])(\d+|\*)$", tok)
            if not m:
                raise SystemExit("bad region token %r" % tok)
            fs = range(self.W) if m.group(1) == "*" else [ord(m.group(1)) - 97]
            rs = range(self.H) if m.group(2) == "*" else [int(m.group(2)) - 1]
            for f in fs:
                for r in rs:
                    if 0 <= f < self.W and 0 <= r < self.H:
                        out.add(self.sq(f, r))
        return frozenset(out)

    # --- move tables ---------------------------------------------------
    def off(self, d):
        return d[1] * self.stride + d[0]

    def build_tables(self):
        """Per piece letter (lower case): lists of leaps / rides / hops by
        mode; and per attacking colour the reverse tables for attacks."""
        self.moves = {}
        for letter, bz in self.betza.items():
            t = {"leap_m": set(), "leap_c": set(), "ride_m": {}, "ride_c": {},
                 "hop_m": {}, "hop_c": {}}
            for kind, mode, d, rng in parse_betza(bz):
                for v in vectors(d):
                    o = self.off(v)
                    if kind == "leap":
                        if "m" in mode:
                            t["leap_m"].add(o)
                        if "c" in mode:
                            t["leap_c"].add(o)
                    else:
                        r = rng or 10 ** 6
                        pre = "hop_" if "p" in mode else "ride_"
                        for mc in "mc":
                            if mc in mode:
                                dd = t[pre + mc]
                                dd[o] = max(dd.get(o, 0), r)
            self.moves[letter] = t
        # attack tables: attacked(sq, colour) looks from sq backwards
        self.leap_att = [{}, {}]
        self.ride_att = [{}, {}]
        self.hop_att = [{}, {}]
        for col in (0, 1):
            def ch(letter):
                return letter.upper() if col == 0 else letter
            for letter, t in self.moves.items():
                for o in t["leap_c"]:
                    self.leap_att[col].setdefault(o, set()).add(ch(letter))
                for o, r in t["ride_c"].items():
                    d = self.ride_att[col].setdefault(o, {})
                    d[ch(letter)] = max(d.get(ch(letter), 0), r)
                for o, r in t["hop_c"].items():
                    d = self.hop_att[col].setdefault(o, {})
                    d[ch(letter)] = max(d.get(ch(letter), 0), r)
            fwd = self.stride if col == 0 else -self.stride
            for o in (fwd + 1, fwd - 1):
                self.leap_att[col].setdefault(o, set()).add(ch(self.pawn))
            self.leap_att[col] = [(o, frozenset(s)) for o, s in
                                  self.leap_att[col].items()]
            self.ride_att[col] = list(self.ride_att[col].items())
            self.hop_att[col] = list(self.hop_att[col].items())
        # directions along which a moving piece can uncover a slider attack
        self.ride_dirs = [self.fr_off(o) for col in (0, 1)
                          for o, _ in self.ride_att[col]]
        self.has_hoppers = any(self.hop_att[c] for c in (0, 1))

    def fr_off(self, o):
        # offset -> (df, dr) with |df| <= stride/2
        dr = round(o / self.stride)
        return (o - dr * self.stride, dr)


class Position:
    """Copy-make position: make() returns a new Position."""
    __slots__ = ("v", "board", "stm", "castle", "ep", "ep_victim",
                 "kings", "half", "full")

    def __init__(self, v, fen=None):
        self.v = v
        if fen is None:
            return
        parts = fen.split()
        size = (v.H + 2 * PAD) * v.stride
        board = ["#"] * size
        rows = parts[0].split("/")
        if len(rows) != v.H:
            raise ValueError("FEN has %d ranks, board %d" % (len(rows), v.H))
        self.kings = [None, None]
        for i, row in enumerate(rows):
            r = v.H - 1 - i
            f = 0
            for tok in re.findall(r"\d+|[A-Za-z]|[~+*]", row):
                if tok.isdigit():
                    for _ in range(int(tok)):
                        board[v.sq(f, r)] = "."
                        f += 1
                elif tok in "~+*":
                    continue
                else:
                    if tok.lower() != v.pawn and tok.lower() not in v.betza:
                        raise ValueError("unknown piece %r" % tok)
                    board[v.sq(f, r)] = tok
                    if tok.lower() == v.king:
                        self.kings[0 if tok.isupper() else 1] = v.sq(f, r)
                    f += 1
            if f != v.W:
                raise ValueError("FEN rank %d has %d files" % (r + 1, f))
        self.board = board
        self.stm = 0 if (len(parts) < 2 or parts[1] == "w") else 1
        self.castle = 0
        cr = parts[2] if len(parts) > 2 else "-"
        if v.castling:
            for bit, ch in enumerate("KQkq"):
                if ch in cr and self.castle_ok(bit):
                    self.castle |= 1 << bit
        self.ep = ()
        self.ep_victim = None
        eptxt = parts[3] if len(parts) > 3 else "-"
        if eptxt != "-":
            eps = [v.parse_sq(t) for t in re.findall(r"[a-z]\d+", eptxt)]
            # the pawn that passed over them belongs to the side not to move
            them = 1 - self.stm
            fwd = v.stride if them == 0 else -v.stride
            far = max(eps) if them == 0 else min(eps)
            s = far + fwd
            pawn = v.pawn.upper() if them == 0 else v.pawn
            if self.board[s] == pawn:
                self.ep = tuple(eps)
                self.ep_victim = s
        self.half = int(parts[4]) if len(parts) > 4 else 0
        self.full = int(parts[5]) if len(parts) > 5 else 1

    def castle_ok(self, bit):
        """Is the castling right `bit` (K Q k q) consistent with the board?"""
        v = self.v
        col = bit // 2
        rank = v.c_rank[col]
        k = self.kings[col]
        if k is None or v.fr(k)[1] != rank:
            return False
        rf = v.ck_rook if bit % 2 == 0 else v.cq_rook
        rook = "R" if col == 0 else "r"
        return self.board[v.sq(rf, rank)] == rook

    def copy(self):
        p = Position(self.v)
        p.board = self.board[:]
        p.stm = self.stm
        p.castle = self.castle
        p.ep = ()
        p.ep_victim = None
        p.kings = self.kings[:]
        p.half = self.half
        p.full = self.full
        return p

    # --- FEN -------------------------------------------------------------
    def fen(self):
        v = self.v
        rows = []
        for r in range(v.H - 1, -1, -1):
            row, run = "", 0
            for f in range(v.W):
                c = self.board[v.sq(f, r)]
                if c == ".":
                    run += 1
                else:
                    if run:
                        row += str(run)
                        run = 0
                    row += c
            if run:
                row += str(run)
            rows.append(row)
        cr = "".join(ch for bit, ch in enumerate("KQkq")
                     if self.castle >> bit & 1) or "-"
        ep = "-"
        if self.ep:
            # written only when a pawn of the side to move could take there
            pawn = v.pawn.upper() if self.stm == 0 else v.pawn
            back = -v.stride if self.stm == 0 else v.stride
            if any(self.board[e + back + 1] == pawn or
                   self.board[e + back - 1] == pawn for e in self.ep):
                ep = "".join(v.sq_name(e) for e in self.ep)
        return "%s %s %s %s %d %d" % ("/".join(rows), "wb"[self.stm], cr, ep,
                                      self.half, self.full)

    # --- attacks -----------------------------------------------------------
    def attacked(self, s, by):
        """Is square s attacked by colour `by`?"""
        b = self.board
        v = self.v
        for o, chars in v.leap_att[by]:
            if b[s - o] in chars:
                return True
        for o, chars in v.ride_att[by]:
            t = s - o
            n = 1
            while b[t] == ".":
                t -= o
                n += 1
            c = b[t]
            if c in chars and n <= chars[c]:
                return True
        for o, chars in v.hop_att[by]:
            t = s - o
            n = 1
            while b[t] == ".":
                t -= o
                n += 1
            if b[t] == "#":
                continue
            t -= o
            n += 1
            while b[t] == ".":
                t -= o
                n += 1
            c = b[t]
            if c in chars and n <= chars[c]:
                return True
        return False

    def in_check(self, col=None):
        col = self.stm if col is None else col
        k = self.kings[col]
        return k is not None and self.attacked(k, 1 - col)

    # --- move generation -----------------------------------------------------
    # move = (from, to, promo, flag, extra); flag: 0 normal, 1 pawn multi-step
    # (extra = ep squares), 2 en passant, 3 castling (extra = (rfrom, rto))

    def own(self, c):
        return c.isupper() if self.stm == 0 else c.islower()

    def enemy(self, c):
        if c in ".#":
            return False
        return c.islower() if self.stm == 0 else c.isupper()

    def count(self, letter, col):
        ch = letter.upper() if col == 0 else letter
        return sum(1 for c in self.board if c == ch)

    def pawn_arrivals(self, frm, to, flag, out):
        v = self.v
        us = self.stm
        if to in v.promo_region[us]:
            last = (v.fr(to)[1] == (v.H - 1 if us == 0 else 0))
            if not v.mandatory_promo and not (v.immobility and last):
                out.append((frm, to, None, flag, None))
            for p in v.promo:
                if p in v.promo_limit and \
                        self.count(p, us) >= v.promo_limit[p]:
                    continue
                out.append((frm, to, p, flag, None))
        else:
            out.append((frm, to, None, flag, None))

    def gen(self):
        v = self.v
        b = self.board
        us = self.stm
        out = []
        fwd = v.stride if us == 0 else -v.stride
        pawn = v.pawn.upper() if us == 0 else v.pawn
        for s in range(len(b)):
            c = b[s]
            if c in ".#" or not self.own(c):
                continue
            if c == pawn:
                t = s + fwd
                if b[t] == ".":
                    self.pawn_arrivals(s, t, 0, out)
                    steps = 1
                    if v.double_step and s in v.double_region[us]:
                        steps = 2
                    if s in v.triple_region[us]:
                        steps = 3
                    passed = [t]
                    for _ in range(steps - 1):
                        t2 = passed[-1] + fwd
                        if b[t2] != ".":
                            break
                        if t2 in v.promo_region[us]:
                            raise SystemExit("multi-step into the promotion "
                                             "region not supported")
                        out.append((s, t2, None, 1, tuple(passed)))
                        passed.append(t2)
                for t in (s + fwd + 1, s + fwd - 1):
                    if self.enemy(b[t]):
                        self.pawn_arrivals(s, t, 0, out)
                    elif t in self.ep and b[t] == ".":
                        out.append((s, t, None, 2, None))
                continue
            tb = v.moves[c.lower()]
            for o in tb["leap_m"]:
                if b[s + o] == ".":
                    out.append((s, s + o, None, 0, None))
            for o in tb["leap_c"]:
                if self.enemy(b[s + o]):
                    out.append((s, s + o, None, 0, None))
            rm, rc = tb["ride_m"], tb["ride_c"]
            for o in set(rm) | set(rc):
                mr, cr = rm.get(o, 0), rc.get(o, 0)
                t = s + o
                n = 1
                while b[t] == ".":
                    if n <= mr:
                        out.append((s, t, None, 0, None))
                    t += o
                    n += 1
                if n <= cr and self.enemy(b[t]):
                    out.append((s, t, None, 0, None))
            hm, hc = tb["hop_m"], tb["hop_c"]
            for o in set(hm) | set(hc):
                mr, cr = hm.get(o, 0), hc.get(o, 0)
                t = s + o
                n = 1
                while b[t] == ".":
                    t += o
                    n += 1
                if b[t] == "#":
                    continue
                t += o  # jump over the screen
                n += 1
                while b[t] == ".":
                    if n <= mr:
                        out.append((s, t, None, 0, None))
                    t += o
                    n += 1
                if n <= cr and self.enemy(b[t]):
                    out.append((s, t, None, 0, None))
        if self.castle:
            self.gen_castling(out)
        return out

    def gen_castling(self, out):
        v = self.v
        us = self.stm
        k = self.kings[us]
        rank = v.c_rank[us]
        b = self.board
        for side in (0, 1):
            bit = 2 * us + side
            if not self.castle >> bit & 1:
                continue
            kf = v.ck_king if side == 0 else v.cq_king
            rf = v.ck_rook if side == 0 else v.cq_rook
            kto = v.sq(kf, rank)
            rfrom = v.sq(rf, rank)
            rto = v.sq(kf - 1 if side == 0 else kf + 1, rank)
            files = [v.fr(x)[0] for x in (k, rfrom, kto, rto)]
            lo, hi = min(files), max(files)
            ok = True
            for f in range(lo, hi + 1):
                x = v.sq(f, rank)
                if x in (k, rfrom):
                    continue
                # squares strictly between king and rook, and destinations
                if b[x] != ".":
                    ok = False
                    break
            if not ok:
                continue
            # king not in check, not passing or landing on attacked squares
            kf0 = v.fr(k)[0]
            step = 1 if kf >= kf0 else -1
            for f in range(kf0, kf + step, step):
                if self.attacked(v.sq(f, rank), 1 - us):
                    ok = False
                    break
            if ok:
                out.append((k, kto, None, 3, (rfrom, rto)))

    def make(self, m):
        v = self.v
        frm, to, promo, flag, extra = m
        p = self.copy()
        b = p.board
        us = self.stm
        piece = b[frm]
        captured = b[to]
        if flag == 3:
            rfrom, rto = extra
            rook = b[rfrom]
            b[frm] = "."
            b[rfrom] = "."
            b[to] = piece
            b[rto] = rook
            p.kings[us] = to
        else:
            b[frm] = "."
            if flag == 2:
                b[self.ep_victim] = "."
                captured = "p"
            if promo:
                b[to] = promo.upper() if us == 0 else promo
            else:
                b[to] = piece
            if piece.lower() == v.king:
                p.kings[us] = to
            if flag == 1:
                p.ep = extra
                p.ep_victim = to
        # castling rights
        if p.castle:
            if piece.lower() == v.king:
                p.castle &= ~(3 << (2 * us))
            for bit in range(4):
                if p.castle >> bit & 1:
                    col = bit // 2
                    rf = v.ck_rook if bit % 2 == 0 else v.cq_rook
                    rs = v.sq(rf, v.c_rank[col])
                    if frm == rs or to == rs:
                        p.castle &= ~(1 << bit)
        p.half = 0 if (piece.lower() == v.pawn or captured != ".") \
            else self.half + 1
        if us == 1:
            p.full += 1
        p.stm = 1 - us
        return p

    def legal_moves(self, shortcut=True):
        """Legal moves. With shortcut, a move of a non-king piece when not in
        check skips the full test unless its from-square is on a line to the
        own king along which an enemy rider moves (no hoppers in the game)."""
        v = self.v
        us = self.stm
        moves = self.gen()
        k = self.kings[us]
        if k is None:
            return moves
        fast = shortcut and not v.has_hoppers and not self.in_check()
        kf, kr = v.fr(k)
        out = []
        for m in moves:
            if fast and m[3] in (0, 1) and m[0] != k:
                ff, fr_ = v.fr(m[0])
                df, dr = ff - kf, fr_ - kr
                if not any(df * b == dr * a for a, b in v.ride_dirs):
                    out.append(m)
                    continue
            p = self.make(m)
            if not p.attacked(p.kings[us], 1 - us):
                out.append(m)
        return out

    def move_str(self, m):
        frm, to, promo, _, _ = m
        return self.v.sq_name(frm) + self.v.sq_name(to) + (promo or "")

    def parse_move(self, txt):
        for m in self.legal_moves():
            if self.move_str(m) == txt:
                return m
        raise SystemExit("illegal or unknown move %r in %s" % (txt, self.fen()))


def perft(pos, depth, shortcut=True):
    if depth == 0:
        return 1
    moves = pos.legal_moves(shortcut)
    if depth == 1:
        return len(moves)
    return sum(perft(pos.make(m), depth - 1, shortcut) for m in moves)


def self_check(pos, depth):
    f0 = pos.fen()
    f1 = Position(pos.v, f0).fen()
    assert f1 == f0, "FEN round trip failed: %s -> %s" % (f0, f1)
    if depth == 0:
        return
    a = pos.legal_moves(True)
    b = pos.legal_moves(False)
    assert a == b, "shortcut differs in " + f0
    for m in a:
        self_check(pos.make(m), depth - 1)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=["perft", "fen", "moves", "check", "random"])
    ap.add_argument("n", nargs="?", type=int, default=1, help="depth")
    ap.add_argument("--variant", default="chess")
    ap.add_argument("--file", default=None, help="variants.ini-format file")
    ap.add_argument("--fen", default=None)
    ap.add_argument("--moves", nargs="*", default=[])
    ap.add_argument("--divide", action="store_true")
    ap.add_argument("--no-shortcut", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    sections = read_ini(args.file) if args.file else {}
    v = Variant(args.variant, resolve(sections, args.variant))
    pos = Position(v, args.fen or v.start_fen)
    for a in args.moves or []:
        for mt in a.split():
            pos = pos.make(pos.parse_move(mt))
    sc = not args.no_shortcut
    if args.command == "perft":
        if args.divide and args.n >= 1:
            total = 0
            for m in pos.legal_moves(sc):
                n = perft(pos.make(m), args.n - 1, sc)
                total += n
                print("%s: %d" % (pos.move_str(m), n), flush=True)
            print()
        else:
            total = perft(pos, args.n, sc)
        print("Nodes searched: %d" % total)
    elif args.command == "fen":
        print(pos.fen())
    elif args.command == "moves":
        print(" ".join(pos.move_str(m) for m in pos.legal_moves(sc)))
    elif args.command == "check":
        self_check(pos, args.n)
        print("ok")
    elif args.command == "random":
        rng = random.Random(args.seed)
        played = []
        for _ in range(args.n):
            ms = pos.legal_moves(sc)
            if not ms:
                break
            m = rng.choice(ms)
            played.append(pos.move_str(m))
            pos = pos.make(m)
        print(" ".join(played))
        print(pos.fen())
    return 0


if __name__ == "__main__":
    sys.exit(main())
