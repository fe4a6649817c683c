#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora, fuzz/corpus/TARGET/, from the tests:
FENs, moves and command lines found in tests/*.cpp and tests/data, plus
one seed per known bug (so that the fuzzers find those at once).

Run from anywhere: fuzz/make_seeds.py. It replaces the files it writes
(named SOURCE-N) and leaves others alone. Input formats: fuzz/targets.h."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"
VARIANTS = ["chess", "tencubed", "bigchess", "megachess", "bigbang"]
XBOARD_FEN = 8  # fen target: bit 3 of the first byte reads XBoard's setboard FEN

UCI_COMMANDS = {"uci", "isready", "ucinewgame", "setoption", "position", "go", "stop", "ponderhit", "d", "eval",
                "bench", "quit"}
CECP_COMMANDS = {"xboard", "protover", "accepted", "rejected", "new", "variant", "force", "go", "playother",
                 "usermove", "?", "level", "st", "sd", "time", "otim", "ping", "result", "setboard", "undo", "remove",
                 "hint", "post", "nopost", "analyze", "exit", "memory", "cores", "option", "random", "computer",
                 "easy", "hard", "quit", "draw", "name", "rating", "ics"}
FEN_RE = re.compile(r"^[0-9A-Za-z]+(/[0-9A-Za-z]+){6,}(\[[A-Za-z-]*\])?( [wb]( |$)|$)")
MOVE_RE = re.compile(r"^([A-Z]?[a-n]?[0-9]{0,2}[x:-]?[a-n][0-9]{1,2}(=?[A-Za-z])?[+#!?]*|[A-Z]?@[a-n][0-9]{1,2}|O-O(-O)?)$")

# One seed per known bug: (target, name, bytes).
BUG_SEEDS = [
    # (a) setboard: a huge digit run in Mega Chess (XBoard's castling rows): a huge allocation, an abort.
    ("cecp", "bug-a-megachess-huge-run", b"variant megachess\nsetboard 2147483647/14/14/14/14/14/14/R6K5R w KQkq - 0 1\n"),
    ("cecp", "bug-a-megachess-overflow", b"variant megachess\nsetboard 3000000000/14/14/14/14/14/14/R6K5R w KQkq - 0 1\n"),
    ("fen", "bug-a-xboard-huge-run", bytes([3 | XBOARD_FEN]) + b"2147483647/14/14/14/14/14/14/R6K5R w KQkq - 0 1"),
    # (b) a digit run that overflows makes a bad FEN valid.
    ("uci", "bug-b-overflow-run", b"position fen 4294967304/8/8/8/8/8/8/K6k w - - 0 1\nd\n"),
    ("cecp", "bug-b-long-rank", b"setboard 99999999999/8/8/8/8/8/8/K6k w - - 0 1\n"),
    ("fen", "bug-b-overflow-run", b"\x004294967304/8/8/8/8/8/8/K6k w - - 0 1"),
    # (c) a Hash the machine cannot give: std::bad_alloc escapes.
    ("uci", "bug-c-hash", b"setoption name Hash value 65536\n"),
    ("cecp", "bug-c-memory", b"memory 65536\n"),
    # (d) commands that wait for a search that never ends by itself.
    ("uci", "bug-d-infinite-position", b"go infinite\nposition startpos moves e2e4\n"),
    ("uci", "bug-d-infinite-d", b"go infinite\nd\n"),
    ("uci", "bug-d-infinite-eval", b"go infinite\neval\n"),
    ("uci", "bug-d-infinite-hash", b"go infinite\nsetoption name Hash value 2\n"),
    ("uci", "bug-d-ponder", b"go ponder wtime 60000 btime 60000\nposition startpos moves e2e4\n"),
    ("uci", "bug-d-mate", b"go mate 2\n"),
]


def literals(source):
    """String literal groups (adjacent literals joined) in order, with the
    TEST_CASE each belongs to; raw strings are skipped."""
    out, test = [], ""
    i, n = 0, len(source)
    group, last_end = None, -1
    while i < n:
        if source.startswith("TEST_CASE(", i):
            test = source[i:i + 80]
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
            continue
        c = source[i]
        if c == "R" and source.startswith('R"(', i):
            i = source.find(')"', i) + 2
            continue
        if c == "'" and i + 2 < n:
            i = source.find("'", i + 1 + (source[i + 1] == "\\")) + 1
            continue
        if c != '"':
            if not c.isspace() and group is not None:
                out.append((test, group))
                group = None
            i += 1
            continue
        j, text = i + 1, []
        while source[j] != '"':
            if source[j] == "\\":
                text.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}.get(source[j + 1], source[j + 1]))
                j += 2
            else:
                text.append(source[j])
                j += 1
        group = (group or "") + "".join(text)
        i = j + 1
    if group is not None:
        out.append((test, group))
    return out


def dims(fen):
    board = fen.split(" ")[0].split("[")[0]
    ranks = board.split("/")
    width = 0
    for part in re.findall(r"[0-9]+|[A-Za-z]", ranks[0]):
        width += int(part) if part.isdigit() else 1
    return width, len(ranks)


def variants_of(fen):
    w, h = dims(fen)
    return {(8, 8): ["chess"], (10, 10): ["tencubed", "bigchess"], (14, 8): ["megachess"],
            (11, 11): ["bigbang"]}.get((w, h), ["chess"])


def is_command(text, commands):
    lines = [l for l in text.split("\n") if l.strip()]
    return bool(lines) and all(l.split()[0] in commands or re.match(r"^[a-n][0-9]", l) for l in lines)


def write(target, name, data):
    d = CORPUS / target
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def main():
    fens = {}  # fen -> variants
    moves_seeds = []  # (variant, fen, moves)
    sources = {p.stem: p.read_text() for p in sorted((ROOT / "tests").glob("*.cpp"))}
    for name, text in sources.items():
        for _, lit in literals(text):
            for part in lit.split(";"):
                part = part.strip()
                if FEN_RE.match(part):
                    fen = part.split(" moves ")[0]
                    fens.setdefault(fen, variants_of(fen))
    # The built-in games' suites (others, such as Chess960's, are read as their game).
    def game_of(epd, fen):
        return epd.stem if epd.stem in VARIANTS else variants_of(fen)[0]

    for epd in sorted((ROOT / "tests" / "data" / "perft").glob("*.epd")):
        for line in epd.read_text().splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            position = line.split(";")[0].strip()
            fen, _, moves = position.partition(" moves ")
            fens.setdefault(fen, [game_of(epd, fen)])
            if moves:
                moves_seeds.append((game_of(epd, fen), fen, moves))

    labelled = {}
    for k, (fen, vs) in enumerate(sorted(fens.items())):
        for v in vs:
            write("fen", f"tests-{k:03d}-{v}", bytes([VARIANTS.index(v)]) + fen.encode())
            # XBoard's FENs differ in the ranks of 10-rank boards and Mega Chess's castling.
            if v in ("tencubed", "bigchess", "megachess"):
                write("fen", f"tests-{k:03d}-{v}-xboard", bytes([VARIANTS.index(v) | XBOARD_FEN]) + fen.encode())
            labelled.setdefault(v, []).append(f"{v};{fen};{['1-0', '0-1', '1/2-1/2'][k % 3]}" + (";25" if k % 2 else ""))
    for v, lines in labelled.items():
        write("labelled", f"tests-{v}", "\n".join(lines) + "\n")

    # Moves: the positions' moves, and each test's move-like literals after its first FEN.
    for name, text in sources.items():
        by_test = {}
        for test, lit in literals(text):
            by_test.setdefault(test, []).append(lit)
        for k, (test, lits) in enumerate(by_test.items()):
            lits = [l for l in lits if not test.startswith(f'TEST_CASE("{l}"')]  # not the test's name
            variant = next((l for l in lits if l in VARIANTS), "chess")
            fen = next((l for l in lits if FEN_RE.match(l)), "")
            if fen and variant not in variants_of(fen):
                variant = variants_of(fen)[0]
            words = [w for l in lits for w in re.split(r"[ ,]+", l.replace("position startpos moves", ""))
                     if MOVE_RE.match(w)]
            if words:
                moves_seeds.append((variant, fen, " ".join(words)))
            uci = [l for l in lits if is_command(l, UCI_COMMANDS)]
            if name == "uci_test" and uci:
                write("uci", f"{name}-{k:02d}", "\n".join(uci) + "\n")
            cecp = [l for l in lits if is_command(l, CECP_COMMANDS)]
            if name == "xboard_test" and cecp:
                write("cecp", f"{name}-{k:02d}", "\n".join(cecp) + "\n")
            books = [l for l in lits if "\n" in l and (FEN_RE.match(l.split("\n")[-2] if l.count("\n") > 1 else l) or "[Event" in l
                                                       or re.match(r"^[a-n][0-9][a-n][0-9]", l))]
            if name == "match_test":
                for j, b in enumerate(books):
                    write("openings", f"{name}-{k:02d}-{j}", b"\x00" + b.encode())
            if name == "tune_test":
                for j, l in enumerate(lits):
                    if "[Event" in l:
                        write("extract", f"{name}-{k:02d}-{j}", b"\x00\x04" + l.encode())
                    elif ";" in l and any(line.split(";")[0] in VARIANTS + ["shogi"] for line in l.split("\n")):
                        write("labelled", f"{name}-{k:02d}-{j}", l)
    for k, (variant, fen, moves) in enumerate(moves_seeds):
        write("moves", f"tests-{k:03d}-{variant}", bytes([VARIANTS.index(variant)]) + f"{fen}\n{moves}".encode())
    for epd in sorted((ROOT / "tests" / "data" / "perft").glob("*.epd")):
        if epd.stem in VARIANTS:
            write("openings", f"perft-{epd.stem}", bytes([VARIANTS.index(epd.stem)]) + epd.read_bytes())
    # Every game's start, typed as a person would.
    for i, v in enumerate(VARIANTS):
        write("uci", f"start-{v}", f"setoption name UCI_Variant value {v}\nposition startpos\ngo depth 2\nd\neval\n"
                                   f"go perft 2\nucinewgame\n")
        cecp_name = "normal" if v == "chess" else v
        write("cecp", f"start-{v}", f"xboard\nprotover 2\nnew\nvariant {cecp_name}\npost\ngo\nforce\nundo\nhint\n")
    # Variants files: each file whole, each section alone, and the files of
    # tests/variants_file_test.cpp (good and bad).
    for ini in sorted((ROOT / "variants").glob("*.ini")):
        text = ini.read_text()
        write("variants", f"file-{ini.stem}", text)
        for k, section in enumerate(re.split(r"\n(?=\[)", text)):
            if section.lstrip().startswith("["):
                write("variants", f"file-{ini.stem}-{k:02d}", section)
    for k, (_, lit) in enumerate(literals(sources["variants_file_test"])):
        if re.search(r"^\[[^\]]+\]", lit, re.M):
            write("variants", f"tests-{k:03d}", lit)
    for target, name, data in BUG_SEEDS:
        write(target, name, data)


if __name__ == "__main__":
    main()
