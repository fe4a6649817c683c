#!/usr/bin/env python3
"""Cross-check the perft reference numbers in tests/data/perft/*.epd.

Every line of tests/data/perft/<variant>.epd is

    FEN[ moves M1 M2 ...] ;D1 N1 ;D2 N2 ...

in Hecto's notation (RULES.md); lines starting with '#' are comments. For each
position and depth the script compares the number in the file with

  * the reference engine (unless --skip-reference): Stockfish's `go perft` for
    chess, Sjaak II's `perft` with scripts/sjaak/variants.txt for tencubed,
    bigchess and megachess;
  * Hecto, when --hecto PATH is given (unless --reference-only):
    `PATH perft --variant V --fen FEN [--moves "M1 M2"] --depth D`, which must
    print a line `Nodes searched: N`.

chess960.epd holds Chess960 positions (castling rights by rook file): Stockfish
runs them with UCI_Chess960 on, Hecto as `perft --variant chess --chess960`.

It prints one line per position and depth and exits with status 1 on any
mismatch or engine error.

Usage:
    scripts/crosscheck_perft.py                          # all files vs reference
    scripts/crosscheck_perft.py --variant bigchess --max-depth 3
    scripts/crosscheck_perft.py --hecto build/hecto      # + Hecto
    scripts/crosscheck_perft.py --hecto build/hecto --skip-reference

Engines are found on PATH as `stockfish` and `sjaakii` (Debian puts them in its
games directory, which may have to be added to PATH), or given with --stockfish
/ --sjaak or the STOCKFISH / SJAAK environment variables.

What the translation for Sjaak II 1.4.1 does (see scripts/sjaak/variants.txt):
  * BigChess file m -> j in squares and moves;
  * Mega Chess castling field: only the innermost rook letter of each wing is
    passed (Sjaak binds a wing to one rook, and the last letter given wins);
  * a BigChess en-passant field with two squares (after a triple step) cannot
    be given to Sjaak, so the pawn is put back and the triple step is played.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA_DIR = os.path.join(ROOT, "tests", "data", "perft")
VARIANTS = ["chess", "chess960", "tencubed", "bigchess", "megachess"]
SQUARE = re.compile(r"([a-n])(\d+)")
SJAAK_PERFT = re.compile(r"^\s*(\d+)\s+(\d+)\s+[\d.]+\s+[\d.]+nps")


class EngineError(Exception):
    pass


def read_epd(path):
    """Yield (line number, fen, moves, {depth: nodes}) for each position."""
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            head, *counts = line.split(";")
            fen, _, moves = head.partition(" moves ")
            expected = {}
            for c in counts:
                depth, nodes = c.split()
                expected[int(depth.lstrip("D"))] = int(nodes)
            yield lineno, fen.strip(), moves.split(), expected


# ---------------------------------------------------------------- Sjaak ----

def to_sjaak_square(sq, variant):
    return sq.replace("m", "j") if variant == "bigchess" else sq


def to_sjaak_move(move, variant):
    m = re.fullmatch(r"([a-n]\d+)([a-n]\d+)([a-z]?)", move)
    if not m:
        raise EngineError("cannot translate move %r" % move)
    return (to_sjaak_square(m.group(1), variant)
            + to_sjaak_square(m.group(2), variant) + m.group(3))


def megachess_castling(field):
    """Keep, per colour and wing, only the rook letter nearest the king (h)."""
    out = ""
    for letters in ([c for c in field if c.isupper()],
                    [c for c in field if c.islower()]):
        king = [c for c in letters if c.lower() > "h"]
        queen = [c for c in letters if c.lower() < "h"]
        out += (min(king) if king else "") + (max(queen) if queen else "")
    return out or "-"


def parse_board(board):
    rows = []
    for rank in board.split("/"):
        row = []
        for tok in re.findall(r"\d+|\D", rank):
            row += ["."] * int(tok) if tok.isdigit() else [tok]
        rows.append(row)
    return rows  # rows[0] is the highest rank


def format_board(rows):
    out = []
    for row in rows:
        s, run = "", 0
        for p in row:
            if p == ".":
                run += 1
            else:
                s += (str(run) if run else "") + p
                run = 0
        out.append(s + (str(run) if run else ""))
    return "/".join(out)


def undo_triple_step(fields):
    """BigChess: ep field with two squares -> (FEN before the step, step)."""
    board, side, castling, ep, half, full = fields
    squares = SQUARE.findall(ep)
    files = {f for f, _ in squares}
    ranks = sorted(int(r) for _, r in squares)
    if len(files) != 1 or ranks[1] - ranks[0] != 1:
        raise EngineError("bad en-passant field %r" % ep)
    f = files.pop().replace("j", "m")
    rows = parse_board(board)
    nranks = len(rows)
    col = "abcdefghim".index(f)
    if side == "w":  # black made the step downwards
        origin, landing, pawn = ranks[1] + 1, ranks[0] - 1, "p"
    else:
        origin, landing, pawn = ranks[0] - 1, ranks[1] + 1, "P"
    if rows[nranks - landing][col] != pawn or rows[nranks - origin][col] != ".":
        raise EngineError("en-passant field %r does not fit the board" % ep)
    rows[nranks - landing][col] = "."
    rows[nranks - origin][col] = pawn
    full = int(full) - 1 if side == "w" else int(full)
    prev = [format_board(rows), "b" if side == "w" else "w", castling, "-",
            "0", str(max(full, 1))]
    return prev, "%s%d%s%d" % (f, origin, f, landing)


def sjaak_setup(variant, fen, moves):
    """Return (setboard FEN, list of moves) in Sjaak's notation."""
    fields = fen.split()
    fields += ["0", "1"][len(fields) - 4:] if len(fields) < 6 else []
    pre = []
    ep = SQUARE.findall(fields[3])
    if variant == "bigchess" and len(ep) == 2:
        fields, step = undo_triple_step(fields)
        pre = [step]
    elif variant == "bigchess" and ep:
        # Sjaak takes the pawn from the square just beyond the ep square;
        # a lone square after a triple step would be misread.
        rows = parse_board(fields[0])
        f, r = ep[0][0].replace("j", "m"), int(ep[0][1])
        r += -1 if fields[1] == "w" else 1
        pawn = "p" if fields[1] == "w" else "P"
        if rows[len(rows) - r]["abcdefghim".index(f)] != pawn:
            raise EngineError("write both passed squares after a triple step")
    if variant == "megachess":
        fields[2] = megachess_castling(fields[2])
    fields[3] = to_sjaak_square(fields[3], variant)
    return " ".join(fields), [to_sjaak_move(m, variant) for m in pre + moves]


def sjaak_perft(args, variant, fen, moves, depth):
    board, sj_moves = sjaak_setup(variant, fen, moves)
    cmds = ["board off", "prompt off", "load " + args.variants,
            "variant " + variant, "new", "setboard " + board, "force"]
    cmds += sj_moves + ["perft %d" % depth, "quit"]
    out = subprocess.run([args.sjaak], input="\n".join(cmds) + "\n",
                         capture_output=True, text=True,
                         timeout=args.timeout).stdout
    if "Error" in out:
        raise EngineError("sjaak: " + next(line for line in out.splitlines()
                                           if "Error" in line))
    counts = {int(d): int(n) for d, n in
              (m.groups() for m in map(SJAAK_PERFT.match, out.splitlines()) if m)}
    if depth not in counts:
        raise EngineError("sjaak printed no perft result")
    return counts


# ------------------------------------------------------------ Stockfish ----

def nodes_searched(cmd, timeout, who, stdin=None):
    """Runs one perft command and reads its "Nodes searched: N" line."""
    out = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                         timeout=timeout).stdout
    m = re.search(r"Nodes searched: (\d+)", out)
    if not m:
        raise EngineError(who + " printed no 'Nodes searched' line")
    return int(m.group(1))


def stockfish_perft(args, variant, fen, moves, depth):
    position = "position fen " + fen + (" moves " + " ".join(moves) if moves else "")
    setup = ["uci"] + (["setoption name UCI_Chess960 value true"] if variant == "chess960" else [])
    return {d: nodes_searched([args.stockfish], args.timeout, "stockfish",
                              "\n".join(setup + [position, "go perft %d" % d, "quit"]) + "\n")
            for d in range(1, depth + 1)}


# ---------------------------------------------------------------- Hecto ----

def hecto_perft(args, variant, fen, moves, depth):
    cmd = [args.hecto, "perft", "--fen", fen]
    cmd += ["--variant", "chess", "--chess960"] if variant == "chess960" else ["--variant", variant]
    if moves:
        cmd += ["--moves", " ".join(moves)]
    return {d: nodes_searched(cmd + ["--depth", str(d)], args.timeout, "hecto")
            for d in range(1, depth + 1)}


def find_engine(given, env, name):
    return given or os.environ.get(env) or shutil.which(name)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variant", choices=VARIANTS, action="append",
                   help="only this variant (repeatable; default: all)")
    p.add_argument("--max-depth", type=int, default=99)
    p.add_argument("--hecto", help="Hecto executable to check")
    p.add_argument("--reference-only", action="store_true",
                   help="do not run Hecto even if --hecto is given")
    p.add_argument("--skip-reference", action="store_true",
                   help="do not run the reference engines")
    p.add_argument("--sjaak", help="Sjaak II executable (env SJAAK)")
    p.add_argument("--stockfish", help="Stockfish executable (env STOCKFISH)")
    p.add_argument("--variants", default=os.path.join(ROOT, "scripts", "sjaak",
                                                      "variants.txt"),
                   help="Sjaak variants file")
    p.add_argument("--data-dir", default=DATA_DIR)
    p.add_argument("--timeout", type=float, default=600)
    args = p.parse_args()
    args.sjaak = find_engine(args.sjaak, "SJAAK", "sjaakii")
    args.stockfish = find_engine(args.stockfish, "STOCKFISH", "stockfish")
    args.variants = os.path.abspath(args.variants)

    failures = checked = 0
    for variant in args.variant or VARIANTS:
        checkers = []
        if not args.skip_reference:
            if variant in ("chess", "chess960"):
                checkers.append(("stockfish", args.stockfish, stockfish_perft))
            else:
                checkers.append(("sjaak", args.sjaak, sjaak_perft))
        if args.hecto and not args.reference_only:
            checkers.append(("hecto", args.hecto, hecto_perft))
        for name, exe, _ in checkers:
            if not exe:
                sys.exit("%s not found; see --help" % name)
        path = os.path.join(args.data_dir, variant + ".epd")
        for lineno, fen, moves, expected in read_epd(path):
            want = {d: n for d, n in expected.items() if d <= args.max_depth}
            if not want:
                continue
            for name, _, fn in checkers:
                try:
                    got = fn(args, variant, fen, moves, max(want))
                except (EngineError, subprocess.SubprocessError, OSError) as e:
                    print("ERROR    %s:%d %s: %s" % (variant, lineno, name, e))
                    failures += 1
                    continue
                for d in sorted(want):
                    checked += 1
                    ok = got.get(d) == want[d]
                    failures += not ok
                    print("%-8s %s:%d %-9s depth %d: file %d, %s %s" % (
                        "ok" if ok else "MISMATCH", variant, lineno, name, d,
                        want[d], name, got.get(d)))
    print("%d checks, %d failures" % (checked, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
