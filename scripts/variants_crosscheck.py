#!/usr/bin/env python3
"""Cross-check Hecto's perft against Fairy-Stockfish for the games of a variants file.

For every game (section) of a variants file in Fairy-Stockfish's variants.ini
format whose board is at most 12 files x 10 ranks (the largest Fairy-Stockfish
plays), the script counts the legal move tree with both engines and compares:

  * Hecto:            hecto perft --variants FILE --variant GAME --fen FEN --depth D
  * Fairy-Stockfish:  VariantPath / UCI_Variant / position fen FEN / go perft D

Positions, per game:
  * the start position (Hecto is also run without --fen, from its own start);
  * hand-written positions for the games of variants/examples.ini (HAND below:
    castling, en passant, promotion choices, Grand's promotion zone and
    promotionLimit, Shako's cannon hops and checks, Courier's bare king;
    for an 8x8 game with chess960 = true, Chess960 start positions and
    published Chess960 perft positions in Shredder-FEN), each checked first:
    Fairy-Stockfish must read the FEN back unchanged, and the root moves must
    show what the comment claims (a castling move, a pawn that cannot
    promote, no moves at all, ...);
  * positions after a few random legal plies from the start (seeded, so the
    same every run; the moves are drawn from Fairy-Stockfish's sorted list);
  * for castling, en passant, promotion, cannon captures and check not yet
    seen at the root of one of those random positions: the first position of
    seeded random games (captures and pawn moves preferred) where
    Fairy-Stockfish lists such a root move (or the side to move is in check).
Depths: 1, 2, ... while the next count, estimated from the last two, stays
under --max-nodes (default 4 million). Every position's FEN is Fairy-Stockfish's
own (`d`), and is what Hecto gets.

Fairy-Stockfish refuses sections named like its built-in games (capablanca,
grand, ...), so it reads a temporary copy of the file in which every section
of the file, and every parent that is a section of the file, gets the prefix
"hx" (parents it defines itself, like chess, stay), and the keys starting with
"hecto" (Hecto's own) are left out. A game it does not list after loading is
an error, unless its board is larger than 12x10 (then it is skipped). A game
with chess960 = true gets UCI_Chess960 on as well (Fairy-Stockfish counts the
same without it: the key alone makes the game Chess960 there).

Prints a table (one row per position: counts for depth 1, 2, ...) and exits
with status 1 on any difference or engine error. For every difference it
walks down the tree (divide in both engines, into the smallest subtree whose
counts differ) to the first position whose root moves differ, and prints the
moves only one engine generates.

--write DIR writes DIR/<game>.epd (format of tests/data/perft/*.epd:
"FEN ;D1 N1 ;D2 N2 ...", a comment line before each position), with
Fairy-Stockfish's numbers; a position where Hecto differs or fails is left
out and reported (the header says how many), and a game with no agreeing
position gets no file.

Usage (from the repository root; the script runs itself under `nice`):
    scripts/variants_crosscheck.py variants/examples.ini
    scripts/variants_crosscheck.py variants/examples.ini --game grand --game shako
    scripts/variants_crosscheck.py variants/examples.ini --write tests/data/perft/examples
Engines: --hecto (default build/hecto) and --fsf (default: env FAIRY_STOCKFISH,
else build-reference/fairy-stockfish/src/stockfish, built by
scripts/build_fairy_stockfish.sh, in this checkout or in ../main).
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREFIX = "hx"
MAX_FILES, MAX_RANKS = 12, 10
SEED = 20261201
WALK_PLIES = (3, 7, 12, 20, 32, 48)  # random walks from the start, one position each
SEARCH_GAMES, SEARCH_PLIES = 12, 160  # budget of the feature search
FILES = "abcdefghijklmnop"
MOVE = re.compile(r"^([a-p])(\d+)([a-p])(\d+)([a-z+]?)$")


class EngineError(Exception):
    pass


# ------------------------------------------------------- variants file ----

def read_sections(path):
    """[(name, parent or None, [(key, value)], [raw lines])] in file order."""
    sections, cur = [], None
    with open(path) as f:
        for raw in f:
            line = raw.strip()
            m = re.match(r"^\[([^\]:]+)(?::([^\]]+))?\]", line)
            if m:
                cur = (m.group(1).strip(), (m.group(2) or "").strip() or None, [], [])
                sections.append(cur)
                continue
            if cur is None:
                continue
            cur[3].append(raw)
            if line and line[0] not in "#;" and "=" in line:
                k, _, v = line.partition("=")
                cur[2].append((k.strip(), v.strip()))
    return sections


def fsf_copy(path, out_path):
    """The file with sections renamed PREFIX+name and hecto* keys left out."""
    names = {s[0] for s in read_sections(path)}
    out = []
    with open(path) as f:
        for raw in f:
            line = raw.strip()
            m = re.match(r"^\[([^\]:]+)(?::([^\]]+))?\](.*)$", line)
            if m:
                name, parent = m.group(1).strip(), (m.group(2) or "").strip()
                if parent:
                    parent = ":" + (PREFIX + parent if parent in names else parent)
                out.append("[%s%s%s]\n" % (PREFIX + name, parent, m.group(3)))
            elif re.match(r"^hecto\w*\s*=", line):
                continue
            else:
                out.append(raw)
    with open(out_path, "w") as f:
        f.writelines(out)


def resolved(sections, name):
    """(key -> value of a game, following parents defined in the file; the
    first ancestor not defined in the file, e.g. chess, or None)."""
    by_name = {s[0]: s for s in sections}
    chain, n = [], name
    while n in by_name and n not in chain:
        chain.append(n)
        n = by_name[n][1]
    keys = {}
    for n2 in reversed(chain):
        keys.update(dict(by_name[n2][2]))
    return keys, n


def truthy(v):
    return str(v).lower() in ("true", "1", "yes", "on")


def board_size(keys, builtin_fen):
    """(files, ranks) from maxFile/maxRank, else from the start FEN."""
    fen = keys.get("startFen") or builtin_fen
    files = ranks = None
    if fen:
        rows = fen.split()[0].split("[")[0].split("/")
        ranks = len(rows)
        files = sum(int(t) if t.isdigit() else 1
                    for t in re.findall(r"\d+|[A-Za-z]", rows[0]))
    if "maxFile" in keys:
        v = keys["maxFile"]
        files = int(v) if v.isdigit() else FILES.index(v.lower()) + 1
    if "maxRank" in keys:
        ranks = int(keys["maxRank"])
    return files or 8, ranks or 8


# ------------------------------------------------------------- boards ----

def parse_board(fen):
    """{(file index, rank number): piece letter} from a FEN's board field."""
    rows = fen.split()[0].split("[")[0].split("/")
    board = {}
    for i, row in enumerate(rows):
        rank, f = len(rows) - i, 0
        for tok in re.findall(r"\d+|[A-Za-z]~?|\+[A-Za-z]", row):
            if tok.isdigit():
                f += int(tok)
            else:
                board[(f, rank)] = tok.strip("+~")
                f += 1
    return board


def classify(fen, moves, hoppers, chess960):
    """Features of the root moves: {feature: [example moves]}."""
    board = parse_board(fen)
    white = fen.split()[1] == "w"
    feats = {}
    for mv in moves:
        m = MOVE.match(mv)
        if not m:
            continue
        f1, r1, f2, r2 = FILES.index(m.group(1)), int(m.group(2)), FILES.index(m.group(3)), int(m.group(4))
        piece = board.get((f1, r1), "?")
        target = board.get((f2, r2))
        own = lambda p: p is not None and p.isupper() == white
        kind = piece.lower()
        if kind == "k" and (abs(f2 - f1) >= 2 and r1 == r2 or own(target)):
            feats.setdefault("castling", []).append(mv)
        if kind == "p" and f1 != f2 and target is None:
            feats.setdefault("en passant", []).append(mv)
        if m.group(5):
            feats.setdefault("promotion", []).append(mv)
            if mv[:-1] in moves and mv[:-1] not in feats.get("optional promotion", []):
                feats.setdefault("optional promotion", []).append(mv[:-1])
        if kind in hoppers and target is not None and not own(target):
            feats.setdefault("cannon capture", []).append(mv)
    return feats


# -------------------------------------------------------------- engines ----

class Fsf:
    """One Fairy-Stockfish process, spoken to one command at a time."""

    def __init__(self, exe, ini, timeout):
        self.timeout = timeout
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.send("setoption name VariantPath value " + ini)
        self.send("uci")
        lines = self.read_until(lambda l: l == "uciok")
        self.name = next((l[8:] for l in lines if l.startswith("id name ")), "Fairy-Stockfish")
        combo = next((l for l in lines if l.startswith("option name UCI_Variant ")), "")
        self.variants = set(re.findall(r" var (\S+)", combo))

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def read_until(self, done):
        lines = []
        timer = threading.Timer(self.timeout, self.p.kill)  # a hang ends the process
        timer.start()
        try:
            while True:
                line = self.p.stdout.readline()
                if not line:
                    raise EngineError("Fairy-Stockfish stopped (or took over %.0f s)" % self.timeout)
                line = line.rstrip("\n")
                lines.append(line)
                if done(line):
                    return lines
        finally:
            timer.cancel()

    def sync(self):
        self.send("isready")
        return self.read_until(lambda l: l == "readyok")

    def variant(self, name, chess960):
        self.send("setoption name UCI_Chess960 value " + ("true" if chess960 else "false"))
        self.send("setoption name UCI_Variant value " + name)
        self.sync()

    def position(self, fen=None, moves=()):
        cmd = "position " + ("fen " + fen if fen else "startpos")
        self.send(cmd + (" moves " + " ".join(moves) if moves else ""))

    def show(self):
        """(FEN, in check) of the current position."""
        self.send("d")
        lines = self.sync()
        fen = next(l[5:].strip() for l in lines if l.startswith("Fen: "))
        checkers = next((l[9:].strip() for l in lines if l.startswith("Checkers:")), "")
        return fen, bool(checkers)

    def divide(self, depth):
        """({move: count}, total) of the current position."""
        self.send("go perft %d" % depth)
        lines = self.read_until(lambda l: l.startswith("Nodes searched:"))
        counts = {}
        for l in lines:
            m = re.match(r"^(\S+): (\d+)$", l)
            if m:
                counts[m.group(1)] = int(m.group(2))
        return counts, int(lines[-1].split(":")[1])

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.p.kill()


class Hecto:
    def __init__(self, exe, ini, timeout):
        self.exe, self.ini, self.timeout = exe, ini, timeout

    def run(self, game, depth, fen=None, moves=(), divide=False):
        cmd = [self.exe, "perft", "--variants", self.ini, "--variant", game, "--depth", str(depth)]
        if fen:
            cmd += ["--fen", fen]
        if moves:
            cmd += ["--moves", " ".join(moves)]
        if divide:
            cmd.append("--divide")
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            raise EngineError("hecto timed out")
        m = re.search(r"^Nodes searched: (\d+)$", r.stdout, re.M)
        if r.returncode or not m:
            msg = (r.stderr.strip() or r.stdout.strip()).splitlines()
            raise EngineError("hecto: " + (msg[-1] if msg else "exit status %d" % r.returncode))
        counts = {a: int(b) for a, b in re.findall(r"^(\S+): (\d+)$", r.stdout, re.M)}
        return counts, int(m.group(1))


# ----------------------------------------------------- hand positions ----

def chess960_start(n):
    """Back rank of Chess960 start position n (Scharnagl's numbering)."""
    rank = [None] * 8
    n, b = divmod(n, 4)
    rank[2 * b + 1] = "B"
    n, b = divmod(n, 4)
    rank[2 * b] = "B"
    n, q = divmod(n, 6)
    rank[[i for i in range(8) if not rank[i]][q]] = "Q"
    knights = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)][n]
    free = [i for i in range(8) if not rank[i]]
    for k in knights:
        rank[free[k]] = "N"
    for i, p in zip([i for i in range(8) if not rank[i]], "RKR"):
        rank[i] = p
    back = "".join(rank)
    rooks = [i for i, p in enumerate(back) if p == "R"]
    rights = (FILES[rooks[1]].upper() + FILES[rooks[0]].upper()
              + FILES[rooks[1]] + FILES[rooks[0]])
    return "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w %s - 0 1" % (back.lower(), back, rights)


# What a hand position must show at the root (in Fairy-Stockfish's moves):
# a feature of classify(), ("has", moves), ("lacks", moves) or ("count", n).
HAND = {
    "capablanca": [
        ("castling: f1-c1 (rook a1-d1) only; f1-i1 is not allowed, as black's "
         "chancellor on h5 attacks h1, which the king crosses",
         "r4k3r/pppppppppp/10/7c2/10/10/PPPPPPP1PP/R4K3R w KQkq - 0 1",
         [("has", ["f1c1"]), ("lacks", ["f1i1"])]),
        ("en passant: black's d4 pawn takes e4 after e2-e4",
         "rnabqkbcnr/ppp1pppppp/10/10/3pP5/10/PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 2",
         ["en passant"]),
        ("promotion to q, c, a, r, b, n, by pushing and by capturing",
         "r1r1k5/1P8/10/10/10/10/10/5K4 w - - 0 1",
         ["promotion", ("has", ["b7b8a", "b7a8c", "b7c8q"])]),
    ],
    "gothic": [
        ("castling (inherited from the file's capablanca): kingside f1-i1 only, "
         "queenside blocked by the bishop on e1",
         "r3bk3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3BK3R w KQkq - 0 1",
         [("has", ["f1i1"]), ("lacks", ["f1c1"])]),
        ("promotion to q, c, a, r, b, n (promotionPieceTypes inherited from the "
         "file's capablanca), by pushing and by capturing",
         "r1r1k5/1P8/10/10/10/10/10/5K4 w - - 0 1",
         ["promotion", ("has", ["b7b8a", "b7a8c", "b7c8q"])]),
    ],
    "grand": [
        ("promotionLimit: White has lost one knight only, so g7-g8 may stay a "
         "pawn or become a knight, nothing else",
         "4k5/10/10/6P3/10/10/10/10/1NBQKCAB2/R8R w - - 0 1",
         [("has", ["g7g8", "g7g8n"]), ("lacks", ["g7g8q", "g7g8c", "g7g8r"])]),
        ("last rank: promotion is compulsory, and only to a lost queen or rook "
         "(h9-h10, h9xg10, h9xi10)",
         "4k1n1b1/7P2/10/10/10/10/10/10/1NB1KCABN1/R9 w - - 0 1",
         [("has", ["h9h10q", "h9h10r", "h9g10q", "h9i10r"]), ("lacks", ["h9h10", "h9h10n"])]),
        ("a pawn on the 9th rank with nothing lost cannot move to the 10th; "
         "the one on b7 may move to b8 but not promote",
         "4k5/2P7/10/1P8/10/10/10/10/1NBQKCABN1/R8R w - - 0 1",
         [("lacks", ["c9c10", "c9c10q", "b7b8q"]), ("has", ["b7b8"])]),
        ("Black's promotion zone (ranks 3 to 1): d4-d3 with or without becoming "
         "the lost chancellor, and captures onto c3/e3",
         "r8r/1nbqk1abn1/10/10/10/10/3p6/2N1N5/4K5/10 b - - 0 1",
         ["optional promotion", ("has", ["d4d3c", "d4c3", "d4e3c"]), ("lacks", ["d4d3q"])]),
        ("en passant after the double step e3-e5 (pawns start on the 3rd rank)",
         "r8r/1nbqkcabn1/ppp1pppppp/10/10/3pP5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e4 0 3",
         ["en passant"]),
    ],
    "shako": [
        ("castling on the second rank: king f2-h2 (rook i2-g2) and f2-d2 "
         "(rook b2-e2)",
         "c8c/er3k2re/pppppppppp/10/10/10/10/PPPPPPPPPP/ER3K2RE/C8C w KQkq - 0 1",
         ["castling", ("has", ["f2h2", "f2d2"])]),
        ("cannon captures by hopping: c4xc8 over c6, c4xg4 over e4; the "
         "black cannon on j1 has no screen",
         "4k5/10/2r7/10/2p7/10/2C1P1n3/10/10/4K4c w - - 0 1",
         ["cannon capture", ("has", ["c4c8", "c4g4"]), ("lacks", ["c4c6"])]),
        ("cannon check through a screen: j1 checks e1 over f1; the screen may "
         "step away, or a second piece step in between",
         "4k5/10/2r7/10/2p7/10/2C1P1n3/10/10/4KB3c w - - 0 1",
         ["check"]),
        ("promotion on the 10th rank to q, r, b, n, c, e",
         "r3k5/1P8/10/10/10/10/10/10/10/4K5 w - - 0 1",
         ["promotion", ("has", ["b9b10c", "b9a10e"])]),
        ("en passant after the double step e3-e5",
         "4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 1",
         ["en passant"]),
    ],
    "courier": [
        ("bare king against three white men: Black has lost (too many to bare "
         "back), so no moves",
         "5k6/12/12/12/12/2F9/4R7/5K6 b - - 0 1",
         [("count", 0)]),
        ("bare king against K+R: Black may move and bare White back (Kxf7); "
         "after any other move White has already won",
         "5k6/5R6/12/12/12/12/12/5K6 b - - 0 1",
         [("has", ["f8f7"])]),
        ("Rxd5 bares the black king against three white men: no moves below it",
         "5k6/12/12/3n8/12/3R8/12/F4K6 w - - 0 1",
         [("has", ["d3d5"])]),
        ("promotion to a fers only, by pushing and by capturing; Black's j2 pawn "
         "promotes on j1",
         "r4k6/1P10/12/12/12/12/9p2/5K6 w - - 0 1",
         ["promotion", ("has", ["b7b8f", "b7a8f"]), ("lacks", ["b7b8q", "b7b8"])]),
    ],
    # Any 8x8 game with chess960 = true (examples.ini calls it chess960).
    "<chess960>": [
        ("Chess960 start position 0 (Scharnagl numbering), Shredder-FEN castling",
         chess960_start(0), []),
        ("Chess960 start position 959", chess960_start(959), []),
        ("Chess960 start position 631: king on d1",
         chess960_start(631), []),
        ("published Chess960 perft position (chessprogramming.org list, no. 1)",
         "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
         []),
        ("published Chess960 perft position (no. 7): castling rights D, f, d",
         "b1nrkrqb/1p1npppp/p2p4/2p5/5P2/4P2P/PPPP1RP1/BNNRK1QB w Dfd - 1 9",
         []),
        ("published Chess960 perft position (no. 10): king on d1 next to its rooks",
         "n1rk1qbb/pppprpp1/2n4p/4p3/2PP3P/8/PP2PPP1/NNRKRQBB w ECc - 1 9",
         []),
        ("castling across each other: king b1 takes a1 (king to c1, rook over "
         "b1 to d1) or h1 (king to g1, rook to f1)",
         "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1",
         ["castling", ("has", ["b1a1", "b1h1"])]),
        ("king b1 between rooks a1 and c1: castling with c1 only, the c1 rook "
         "blocks a1's way to d1",
         "rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w CAca - 0 1",
         [("has", ["b1c1"]), ("lacks", ["b1a1"])]),
    ],
}


def check_claims(claims, feats, moves, in_check):
    """What a hand position's root does not show, or None."""
    for c in claims:
        if c == "check":
            if not in_check:
                return "not in check"
        elif isinstance(c, str):
            if c not in feats:
                return "no %s move at the root" % c
        elif c[0] == "has":
            missing = [m for m in c[1] if m not in moves]
            if missing:
                return "missing root moves " + " ".join(missing)
        elif c[0] == "lacks":
            present = [m for m in c[1] if m in moves]
            if present:
                return "unexpected root moves " + " ".join(present)
        elif c[0] == "count" and len(moves) != c[1]:
            return "%d root moves, not %d" % (len(moves), c[1])
    return None


# -------------------------------------------------------------- checking ----

class Game:
    def __init__(self, name, keys, builtin, fsf):
        self.name, self.keys = name, keys
        self.chess960 = truthy(keys.get("chess960", "false")) or builtin in ("fischerandom", "caparandom")
        builtin_fen = None
        if "startFen" not in keys and builtin and builtin in fsf.variants:
            fsf.variant(builtin, False)
            fsf.position()
            builtin_fen = fsf.show()[0]
        self.files, self.ranks = board_size(keys, builtin_fen or "8/8/8/8/8/8/8/8 w - - 0 1")
        self.hoppers = {v.lower() for k, v in keys.items() if "annon" in k and len(v) == 1}
        self.hoppers |= {v.split(":")[0].lower() for k, v in keys.items()
                         if k.startswith("customPiece") and re.search(r"[pg]", v.split(":", 1)[-1])}
        self.wanted = {"promotion", "check"}
        if truthy(keys.get("castling", "true")):
            self.wanted.add("castling")
        if truthy(keys.get("doubleStep", "true")):
            self.wanted.add("en passant")
        if self.hoppers:
            self.wanted.add("cannon capture")


def root_info(fsf, fen, moves=()):
    """(FEN, in check, sorted root moves) in Fairy-Stockfish."""
    fsf.position(fen, moves)
    fen2, in_check = fsf.show()
    return fen2, in_check, sorted(fsf.divide(1)[0])


def describe(feats, in_check):
    """'root moves include castling (e1g1); side to move in check', or ''."""
    parts = ["%s (%s)" % (k, " ".join(v[:2])) for k, v in sorted(feats.items())]
    parts = ["root moves include " + ", ".join(parts)] if parts else []
    if in_check:
        parts.append("side to move in check")
    return "; ".join(parts)


def hand_for(game):
    return HAND.get("<chess960>" if game.chess960 and (game.files, game.ranks) == (8, 8) else game.name, [])


def collect_positions(game, fsf, use_hand):
    """[(comment, FEN)] for one game, checked in Fairy-Stockfish."""
    positions, seen_feats, problems = [], set(), []
    fsf.variant(PREFIX + game.name, game.chess960)
    fsf.position()
    start, in_check, moves = root_info(fsf, None)
    feats = classify(start, moves, game.hoppers, game.chess960)
    positions.append(("start position", start))
    seen_feats |= set(feats) | ({"check"} if in_check else set())

    for comment, fen, claims in hand_for(game) if use_hand else []:
        fen2, in_check, moves = root_info(fsf, fen)
        if fen2.split()[:3] != fen.split()[:3]:
            problems.append("%s: hand position %r read back by Fairy-Stockfish as %r" % (game.name, fen, fen2))
            continue
        feats = classify(fen2, moves, game.hoppers, game.chess960)
        bad = check_claims(claims, feats, moves, in_check)
        if bad:
            problems.append("%s: hand position %s: %s" % (game.name, fen, bad))
            continue
        positions.append((comment, fen2))

    rng = random.Random(SEED + zlib.crc32(game.name.encode()))
    for plies in WALK_PLIES:
        fen, in_check, moves = start, False, None
        played = 0
        for _ in range(plies):
            moves = moves if moves is not None else root_info(fsf, fen)[2]
            if not moves:
                break
            fen, in_check, moves = root_info(fsf, fen, [rng.choice(moves)])
            played += 1
        feats = classify(fen, moves, game.hoppers, game.chess960)
        seen_feats |= set(feats) | ({"check"} if in_check else set())
        what = describe(feats, in_check)
        positions.append(("%d random plies from the start (seed %d)%s" % (
            played, SEED, "; " + what if what else ""), fen))

    # Seeded random games, captures and pawn moves preferred, until every
    # wanted feature has shown up at the root of some position reached by
    # random moves (the hand positions show them too, but set up by hand).
    missing = set(game.wanted) - seen_feats
    for g in range(SEARCH_GAMES):
        if not missing:
            break
        fen, in_check, moves = root_info(fsf, start)
        for ply in range(SEARCH_PLIES):
            feats = classify(fen, moves, game.hoppers, game.chess960)
            have = (set(feats) | ({"check"} if in_check else set())) & missing
            if have:
                missing -= have
                positions.append(("random game %d, ply %d (seed %d): %s" % (
                    g + 1, ply, SEED, describe(feats, in_check)), fen))
                if not missing:
                    break
            if not moves:
                break
            board = parse_board(fen)
            weights = []
            for mv in moves:
                m = MOVE.match(mv)
                w = 1
                if m:
                    src = board.get((FILES.index(m.group(1)), int(m.group(2))), "")
                    dst = board.get((FILES.index(m.group(3)), int(m.group(4))))
                    w += 3 * (dst is not None) + 2 * (src.lower() == "p")
                weights.append(w)
            fen, in_check, moves = root_info(fsf, fen, [rng.choices(moves, weights)[0]])
    return positions, sorted(missing), problems


def depths_and_counts(fsf, fen, max_nodes, max_depth):
    """Fairy-Stockfish's {depth: count}, deepest under max_nodes."""
    counts = {}
    fsf.position(fen)
    for d in range(1, max_depth + 1):
        if d > 1:
            prev = counts[d - 1]
            if prev == 0:
                break
            branching = prev / counts[d - 2] if d > 2 and counts[d - 2] else prev
            if prev * branching * 1.2 > max_nodes:
                break
        n = fsf.divide(d)[1]
        if n > max_nodes and d > 1:
            break
        counts[d] = n
    return counts


def diagnose(fsf, hecto, game, fen, depth):
    """Walk down to the first position whose root moves differ."""
    path = []
    while True:
        fsf.position(fen, path)
        f, _ = fsf.divide(depth)
        try:
            h, _ = hecto.run(game, depth, fen, path, divide=True)
        except EngineError as e:
            return "after %s: %s" % (" ".join(path) or "(root)", e)
        only_f = sorted(set(f) - set(h))
        only_h = sorted(set(h) - set(f))
        differ = sorted((m for m in f if m in h and f[m] != h[m]), key=lambda m: (f[m], m))
        fsf.position(fen, path)
        here = fsf.show()[0]
        if only_f or only_h or depth == 1 or not differ:
            lines = ["position %s%s (%s), depth %d:" % (
                fen, " moves " + " ".join(path) if path else "", here, depth)]
            if only_f:
                lines.append("  only Fairy-Stockfish: " + " ".join("%s(%d)" % (m, f[m]) for m in only_f))
            if only_h:
                lines.append("  only Hecto:           " + " ".join("%s(%d)" % (m, h[m]) for m in only_h))
            for m in differ[:12]:
                lines.append("  %s: Fairy-Stockfish %d, Hecto %d" % (m, f[m], h[m]))
            return "\n".join(lines)
        path.append(differ[0])
        depth -= 1


def fmt_counts(counts):
    return " ".join(str(counts[d]) for d in sorted(counts))


def main():
    default_fsf = os.environ.get("FAIRY_STOCKFISH") or next(
        (p for p in (os.path.join(ROOT, "build-reference", "fairy-stockfish", "src", "stockfish"),
                     os.path.join(ROOT, "..", "main", "build-reference", "fairy-stockfish", "src", "stockfish"))
         if os.path.exists(p)), None)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variants", nargs="?", default=os.path.join(ROOT, "variants", "examples.ini"))
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--hecto", default=os.path.join(ROOT, "build", "hecto"))
    ap.add_argument("--fsf", default=default_fsf, help="Fairy-Stockfish executable")
    ap.add_argument("--max-nodes", type=int, default=4_000_000)
    ap.add_argument("--max-depth", type=int, default=7)
    ap.add_argument("--no-hand", action="store_true", help="leave out the hand-written positions")
    ap.add_argument("--write", metavar="DIR", help="write DIR/<game>.epd")
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--nice", type=int, default=10)
    args = ap.parse_args()
    if not args.fsf or not os.path.exists(args.fsf):
        sys.exit("Fairy-Stockfish not found: give --fsf or run scripts/build_fairy_stockfish.sh")
    if args.nice:
        os.nice(args.nice)
    ini = os.path.abspath(args.variants)
    t0 = time.time()

    sections = read_sections(ini)
    unknown = set(args.game or []) - {s[0] for s in sections}
    if unknown:
        sys.exit("no such game in %s: %s" % (ini, ", ".join(sorted(unknown))))
    tmp = tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False)
    tmp.close()
    fsf_copy(ini, tmp.name)
    fsf = Fsf(args.fsf, tmp.name, args.timeout)
    hecto = Hecto(os.path.abspath(args.hecto), ini, args.timeout)
    failures, notes, diagnoses = 0, [], []
    rows = []
    try:
        for name, _, _, _ in sections:
            if args.game and name not in args.game:
                continue
            keys, builtin = resolved(sections, name)
            game = Game(name, keys, builtin, fsf)
            if game.files > MAX_FILES or game.ranks > MAX_RANKS:
                notes.append("%s: skipped, %dx%d board (Fairy-Stockfish plays up to %dx%d)"
                             % (name, game.files, game.ranks, MAX_FILES, MAX_RANKS))
                continue
            if PREFIX + name not in fsf.variants:
                notes.append("%s: ERROR, Fairy-Stockfish did not load the section" % name)
                failures += 1
                continue
            positions, missing, problems = collect_positions(game, fsf, not args.no_hand)
            if not args.no_hand and not hand_for(game):
                notes.append("%s: no hand-written positions (HAND has none for this name)" % name)
            for p in problems:
                notes.append("ERROR " + p)
                failures += 1
            if missing:
                notes.append("%s: not reached by the random search: %s" % (name, ", ".join(missing)))
            written = []
            for i, (comment, fen) in enumerate(positions, 1):
                counts = depths_and_counts(fsf, fen, args.max_nodes, args.max_depth)
                status, bad_depth = "ok", None
                try:
                    for d in sorted(counts):
                        h = hecto.run(name, d, fen)[1]
                        if h != counts[d]:
                            status, bad_depth = "MISMATCH D%d: Hecto %d" % (d, h), d
                            break
                    if i == 1 and bad_depth is None:  # Hecto's own start position too
                        d = max(counts)
                        h = hecto.run(name, d)[1]
                        if h != counts[d]:
                            status = "MISMATCH D%d without --fen: Hecto %d" % (d, h)
                except EngineError as e:
                    status = "HECTO ERROR: %s" % e
                rows.append((name, i, fen, counts, status))
                print("%-12s %2d  D1-%d  %-44s %s" % (name, i, max(counts), fmt_counts(counts), status),
                      flush=True)
                if status == "ok":
                    written.append((comment, fen, counts))
                    continue
                failures += 1
                if bad_depth is not None:
                    diagnoses.append("%s #%d: %s" % (name, i, diagnose(fsf, hecto, name, fen, bad_depth)))
                else:
                    diagnoses.append("%s #%d %s: %s" % (name, i, fen, status))
            if args.write and written:
                os.makedirs(args.write, exist_ok=True)
                write_epd(os.path.join(args.write, name + ".epd"), name, keys, ini, fsf.name, written,
                          len(positions) - len(written))
    finally:
        fsf.close()
        os.unlink(tmp.name)

    print()
    print("%-12s %2s  %-64s %s" % ("game", "#", "FEN", "depth: count"))
    for name, i, fen, counts, status in rows:
        print("%-12s %2d  %-64s %s%s" % (name, i, fen, ", ".join("D%d %d" % (d, counts[d]) for d in sorted(counts)),
                                         "" if status == "ok" else "  <- " + status))
    for n in notes:
        print(n)
    for d in diagnoses:
        print("DIFFERENCE " + d)
    print("%d positions, %d failures, %.0f s" % (len(rows), failures, time.time() - t0))
    return 1 if failures else 0


def write_epd(path, name, keys, ini, fsf_name, written, left_out):
    rel = os.path.relpath(ini, ROOT)
    title = keys.get("hectoName", name)
    with open(path, "w") as f:
        f.write("# Perft reference positions for %s, section [%s] of %s.\n" % (title, name, rel))
        f.write("# Format: FEN ;D1 N1 ;D2 N2 ...\n")
        f.write("# (hecto perft --variants %s --variant %s --fen FEN --depth D).\n" % (rel, name))
        f.write("# All numbers computed by the current Fairy-Stockfish (%s),\n" % fsf_name)
        f.write("# built from the reference source by scripts/build_fairy_stockfish.sh, given\n")
        f.write("# the section renamed and without Hecto's own hecto* keys; every one equals\n")
        f.write("# Hecto's (re-run: scripts/variants_crosscheck.py %s --game %s).\n" % (rel, name))
        if left_out:
            f.write("# Left out: %d more position(s) the script checks, where Hecto differed.\n" % left_out)
        f.write("#\n")
        for comment, fen, counts in written:
            f.write("# %s\n" % comment)
            f.write("%s %s\n" % (fen, " ".join(";D%d %d" % (d, counts[d]) for d in sorted(counts))))


if __name__ == "__main__":
    sys.exit(main())
