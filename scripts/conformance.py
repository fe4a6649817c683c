#!/usr/bin/env python3
"""Protocol conformance: drive hecto over pipes as GUIs and tournament
managers do, and find every way it can be left without an answer.

UCI is spoken as cutechess-cli, Arena and Banksia speak it (handshake,
isready at any time, positions, every kind of go, ponder hit and miss,
stop in every phase, options and commands sent while a search runs, bad
input, quit and end of input at any time); CECP as XBoard does (`hecto
xboard`: features, new/variant/force/usermove/go, move now, ping at any
time, analysis, setboard, undo/remove, clocks, result, quit, end of input).
Every game is played in both protocols.

Every step has a timeout: a missing readyok, pong, bestmove or move is a
failure, printed with the check's transcript. Every `go` must end in
exactly one `bestmove`, legal in the position searched (Hecto's own perft
lists the legal moves), with the last primary `info ... pv` starting with
it; readyok and pong must come within LATENCY_LIMIT_MS every time (but
in the handshake, where an engine may initialize).

Usage:
    scripts/conformance.py [--hecto build/hecto] [--games chess,bigbang]
                           [--protocols uci,cecp] [--only TEXT] [--jobs N] [--verbose]

Prints a table per game and protocol (checks passed/failed, the slowest
readyok/pong and stop); exit status 1 on any failure. Python 3 standard
library only.
"""
import argparse
import collections
import os
import queue
import random
import re
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = ["chess", "tencubed", "bigchess", "megachess", "bigbang"]

# What a GUI may expect (milliseconds).
LATENCY_LIMIT_MS = 100  # isready -> readyok, ping -> pong, at any time
STOP_LIMIT_MS = 250  # stop / ? -> bestmove / move (the tests' bound on a loaded machine)
# How long a step may take before its answer counts as missing (seconds).
ANSWER_TIMEOUT = 1.0  # a readyok, pong, uciok or feature done=1 (10x the limit)
SEARCH_GRACE = 2.0  # beyond the search's own limit, for a bestmove or move
QUIT_LIMIT = 1.0  # quit or end of input -> the process has ended
SETTLE = 0.15  # quiet time after a check's last answer: a late extra bestmove shows here
# Pauses that put a command into a running search (seconds).
MID_SEARCH = 0.1
TRANSCRIPT_LINES = 40  # lines of a failed check's transcript shown
LONG_GAME_PLIES = 150  # a game sent in one position command


class Abort(Exception):
    """A step failed so that the check cannot go on."""


# ---------------------------------------------------------------- positions


class Pos(collections.namedtuple("Pos", "game fen moves")):
    """A position as the GUI sent it: a start (None: the game's) and moves."""

    def plus(self, *moves):
        return Pos(self.game, self.fen, self.moves + tuple(moves))

    def minus(self, n):
        return Pos(self.game, self.fen, self.moves[: max(0, len(self.moves) - n)])

    def __str__(self):
        s = f"{self.game} " + (f"fen {self.fen}" if self.fen else "startpos")
        return s + (" moves " + " ".join(self.moves) if self.moves else "")


class Oracle:
    """The legal moves of a position: `go perft 1` of a hecto process kept
    for this (the same move generator as `hecto perft --divide`), one
    question at a time."""

    def __init__(self, hecto):
        self.hecto = hecto
        self.cache = {}
        self.lock = threading.Lock()
        self.proc = None
        self.game = None

    def _ask(self, *commands, until):
        for cmd in commands:
            self.proc.stdin.write(cmd + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("the hecto process that lists legal moves ended")
            line = line.rstrip("\n")
            if line.startswith(until):
                return lines
            lines.append(line)

    def legal(self, pos):
        with self.lock:
            if pos not in self.cache:
                if self.proc is None or self.proc.poll() is not None:
                    self.proc = subprocess.Popen([self.hecto], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
                    self.game = None
                if self.game != pos.game:
                    self._ask(f"setoption name UCI_Variant value {pos.game}", "isready", until="readyok")
                    self.game = pos.game
                errors = self._ask(f"position {uci_position(pos)}", "isready", until="readyok")
                if errors:
                    self.cache[pos] = None
                else:
                    out = self._ask("go perft 1", until="Nodes searched:")
                    self.cache[pos] = [m.group(1) for m in (re.match(r"(\S+): \d+$", l) for l in out) if m]
            if self.cache[pos] is None:
                raise Abort(f"hecto does not accept the position {pos}")
            return self.cache[pos]

    def close(self):
        if self.proc and self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait()


def height(game):
    return {"chess": 8, "tencubed": 10, "bigchess": 10, "megachess": 8, "bigbang": 11}[game]


def to_cecp(move, game):
    """Hecto's notation to XBoard's: ranks from 0 on 10-rank boards, BigChess's file m is j."""
    def square(m):
        f, r = m.group(1), int(m.group(2))
        if game == "bigchess" and f == "m":
            f = "j"
        return f + str(r - 1 if height(game) == 10 else r)
    return re.sub(r"([a-z])(\d+)", square, move)


def from_cecp(move, game):
    def square(m):
        f, r = m.group(1), int(m.group(2))
        if game == "bigchess" and f == "j":
            f = "m"
        return f + str(r + 1 if height(game) == 10 else r)
    return re.sub(r"([a-z])(\d+)", square, move)


CECP_NAME = {"chess": "normal"}


def cecp_name(game):
    return CECP_NAME.get(game, game)


def game_of_cecp(name):
    return {v: k for k, v in CECP_NAME.items()}.get(name, name)


# Mate in one for White (BigBangChess: the king can be taken), and the move.
MATE_IN_ONE = {
    "chess": ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"),
    "tencubed": ("6k3/5ppp2/10/10/10/10/10/10/10/R5K3 w - - 0 1", "a1a10"),
    "bigchess": ("6k3/5ppp2/10/10/10/10/10/10/10/R5K3 w - - 0 1", "a1a10"),
    "megachess": ("7k6/6ppp5/14/14/14/14/14/R6K6 w - - 0 1", "a1a8"),
    "bigbang": ("11/11/11/3R3k3/11/11/5K5/11/11/11/11[] w - - 0 1", "d8h8"),
}


class GameSetup:
    """What the checks of one game need: an opening line, a FEN from it,
    a mate in one, another game to switch to."""

    def __init__(self, game, hecto, oracle):
        self.game, self.hecto, self.oracle = game, hecto, oracle
        pos = Pos(game, None, ())
        for i in range(4):
            legal = sorted(oracle.legal(pos))
            pos = pos.plus(legal[(7 * i + 3) % len(legal)])
        self.line = pos.moves
        self.fen = self.fen_of(pos)
        self.mate_fen, self.mate_move = MATE_IN_ONE[game]
        self.other = GAMES[(GAMES.index(game) + 1) % len(GAMES)]

    def fen_of(self, pos):
        cmd = f"setoption name UCI_Variant value {pos.game}\nposition {uci_position(pos)}\nd\nquit\n"
        r = subprocess.run([self.hecto], input=cmd, capture_output=True, text=True, timeout=30)
        m = re.search(r"^Fen: (.*)$", r.stdout, re.M)
        if not m:
            raise RuntimeError(f"no FEN from 'd' for {pos}:\n{r.stdout}{r.stderr}")
        return m.group(1)

    def start(self):
        return Pos(self.game, None, ())

    def long_game(self):
        """A random legal game of LONG_GAME_PLIES (or to its end), the same every run."""
        if not hasattr(self, "_long"):
            rng = random.Random(GAMES.index(self.game))
            pos = self.start()
            for _ in range(LONG_GAME_PLIES):
                legal = sorted(self.oracle.legal(pos))
                if not legal:
                    break
                pos = pos.plus(rng.choice(legal))
            self._long = pos
        return self._long

    def after_line(self, plies=None):
        return Pos(self.game, None, self.line[:plies])

    def at_fen(self):
        return Pos(self.game, self.fen, ())

    def legal(self, pos):
        return self.oracle.legal(pos)


def uci_position(pos):
    s = f"fen {pos.fen}" if pos.fen else "startpos"
    return s + (" moves " + " ".join(pos.moves) if pos.moves else "")


# ---------------------------------------------------------------- processes


class Pipe:
    """One engine process. Reader threads stamp every line on arrival and
    log it; the check's transcript is that log."""

    def __init__(self, argv, log):
        self.log = log
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = queue.Queue()
        self.ended = False
        for stream, err in ((self.proc.stdout, False), (self.proc.stderr, True)):
            threading.Thread(target=self._read, args=(stream, err), daemon=True).start()

    def _read(self, stream, err):
        for raw in iter(stream.readline, b""):
            t = time.monotonic()
            text = raw.decode(errors="replace").rstrip("\r\n")
            self.log.append((t, "!" if err else "<", text))
            if not err:
                self.lines.put((t, text))
        if not err:
            self.lines.put((time.monotonic(), None))

    def send(self, text):
        t = time.monotonic()
        self.log.append((t, ">", text))
        try:
            self.proc.stdin.write(text.encode() + b"\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise Abort(f"cannot send '{text}': the engine does not read its input any more")
        return t

    def read(self, deadline):
        """(time, line) of the next line; None at the deadline; line None at the end of output."""
        if self.ended:
            return time.monotonic(), None
        try:
            t, line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None
        if line is None:
            self.ended = True
        return t, line

    def close_input(self):
        t = time.monotonic()
        self.log.append((t, ">", "(end of input)"))
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        return t

    def wait_exit(self, timeout):
        try:
            return self.proc.wait(timeout=max(0.0, timeout))
        except subprocess.TimeoutExpired:
            return None

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        try:
            self.proc.stdin.close()
        except OSError:
            pass


class Check:
    """One named check: its failures, its latencies, its transcript."""

    def __init__(self, proto, game, name, stats):
        self.proto, self.game, self.name, self.stats = proto, game, name, stats
        self.log, self.failures, self.sessions = [], [], []

    def fail(self, message):
        self.failures.append(message)

    def latency(self, ms, what):
        self.stats.latency = max(self.stats.latency, ms)
        if ms > LATENCY_LIMIT_MS:
            self.fail(f"{what} answered after {ms:.0f} ms (limit {LATENCY_LIMIT_MS} ms)")

    def stop_latency(self, ms, what):
        self.stats.stop = max(self.stats.stop, ms)
        if ms > STOP_LIMIT_MS:
            self.fail(f"{what} took {ms:.0f} ms (limit {STOP_LIMIT_MS} ms)")

    def transcript(self):
        """The end of the log, runs of search output and option lists shortened."""
        entries = sorted(self.log, key=lambda e: e[0])
        if not entries:
            return []
        t0 = entries[0][0]
        out, run = [], 0
        for i, (t, who, text) in enumerate(entries):
            last_of_run = i + 1 == len(entries) or not is_chatter(*entries[i + 1][1:])
            if is_chatter(who, text) and not last_of_run:
                run += 1
                continue
            if run:
                out.append(f"{'':>8}   < ... {run} more lines like the next")
                run = 0
            out.append(f"{(t - t0) * 1000:8.0f} {who} {text}")
        if len(out) > TRANSCRIPT_LINES:
            out = [f"{'':>8}   ... {len(out) - TRANSCRIPT_LINES} earlier lines"] + out[-TRANSCRIPT_LINES:]
        return out


def is_chatter(who, text):
    """Engine output that comes in runs: search output, option lists."""
    return who == "<" and re.match(r"info (depth|nodes|currmove)|\d+ -?\d+ \d+ \d+ |option name |feature option=|piece ",
                                   text) is not None


class Session:
    """A conversation with one engine process; protocol classes track what it says."""

    def __init__(self, check, argv):
        self.check = check
        self.pipe = Pipe(argv, check.log)
        check.sessions.append(self)

    def on_line(self, t, line):
        pass

    def send(self, text):
        return self.pipe.send(text)

    def read_until(self, pred, timeout, what):
        deadline = time.monotonic() + timeout
        while True:
            r = self.pipe.read(deadline)
            if r is None:
                raise Abort(f"no {what} within {timeout:g} s")
            t, line = r
            if line is None:
                code = self.pipe.wait_exit(0.2)
                raise Abort(f"the engine ended (exit code {code}) while {what} was awaited")
            self.on_line(t, line)
            if pred(line):
                return t, line

    def drain(self, seconds):
        """Reads (and checks) whatever comes for this long."""
        deadline = time.monotonic() + seconds
        while True:
            r = self.pipe.read(deadline)
            if r is None or r[1] is None:
                return
            self.on_line(*r)

    def expect_exit(self, what, action):
        """Does the action (quit, end of input) and wants the process gone within QUIT_LIMIT."""
        t0 = action()
        code = self.pipe.wait_exit(t0 + QUIT_LIMIT - time.monotonic())
        if code is None:
            raise Abort(f"still running {QUIT_LIMIT:g} s after {what}")
        if code != 0:
            self.check.fail(f"exit code {code} after {what}")
        self.quitting = True

    def quit(self):
        self.expect_exit("quit", lambda: self.send("quit"))

    def eof(self):
        self.expect_exit("the end of its input", self.pipe.close_input)


# ---------------------------------------------------------------- UCI


class Search:
    def __init__(self, pos, command, sent):
        self.pos, self.command, self.sent = pos, command, sent
        self.last_pv = None  # first move of the last primary pv
        self.answered = None
        self.move = self.ponder = None


class Uci(Session):
    """A UCI conversation. Tracks the position the engine should have and
    each go; checks every bestmove when it comes."""

    def __init__(self, check, setup, handshake=True):
        super().__init__(check, [setup.hecto])
        self.setup = setup
        self.game = setup.game
        self.pos = setup.start()
        self.pending = collections.deque()
        self.done = []
        self.errors = []
        self.seen = []
        self.quitting = False
        if handshake:
            self.handshake()

    def handshake(self):
        self.send("uci")
        self.read_until(lambda l: l == "uciok", ANSWER_TIMEOUT, "uciok")
        if self.game != "chess":
            self.send(f"setoption name UCI_Variant value {self.game}")
        self.ready(timed=False)  # UCI lets an engine initialize here; the GUI waits

    def send(self, cmd, track=True):
        t = super().send(cmd)
        w = cmd.split()
        if not w or not track:
            return t
        if w[0] == "position":
            fen, moves = None, ()
            if w[1] == "fen":
                end = w.index("moves") if "moves" in w else len(w)
                fen, moves = " ".join(w[2:end]), tuple(w[end + 1:])
            elif "moves" in w:
                moves = tuple(w[w.index("moves") + 1:])
            self.pos = Pos(self.game, fen, moves)
        elif w[0] == "setoption" and w[1:4] == ["name", "UCI_Variant", "value"] and len(w) > 4 and w[4] in GAMES:
            self.game = w[4]
            self.pos = Pos(self.game, None, ())
        elif w[0] == "ucinewgame":
            self.pos = Pos(self.game, None, ())
        elif w[0] == "go" and "perft" not in w:
            self.pending.append(Search(self.pos, cmd, t))
        return t

    def on_line(self, t, line):
        self.seen.append(line)
        w = line.split()
        if not w or self.quitting:
            return
        if w[0] == "bestmove":
            if not self.pending:
                self.check.fail(f"a bestmove without a search to answer: '{line}'")
                return
            s = self.pending.popleft()
            s.answered = t
            self.done.append(s)
            self.check_bestmove(s, w, line)
        elif w[0] == "info" and len(w) > 1 and w[1] == "string":
            if "error" in line:
                self.errors.append(line)
        elif w[0] == "info" and "pv" in w and self.pending:
            multipv = w[w.index("multipv") + 1] if "multipv" in w[:-1] else "1"
            i = w.index("pv")
            if multipv == "1" and i + 1 < len(w):
                self.pending[0].last_pv = w[i + 1]

    def check_bestmove(self, s, w, line):
        move = w[1] if len(w) > 1 else ""
        s.move = move
        legal = self.setup.legal(s.pos)
        if move == "(none)":
            if legal:
                self.check.fail(f"'{line}' after '{s.command}', with {len(legal)} legal moves in {s.pos}")
            return
        if move not in legal:
            self.check.fail(f"illegal '{line}' after '{s.command}' in {s.pos}")
            return
        if s.last_pv and s.last_pv != move:
            self.check.fail(f"'{line}' after '{s.command}', but the last pv started with {s.last_pv}")
        if len(w) >= 4 and w[2] == "ponder":
            s.ponder = w[3]
            if w[3] not in self.setup.legal(s.pos.plus(move)):
                self.check.fail(f"illegal ponder move in '{line}' ({s.pos} moves {move})")

    def ready(self, timed=True):
        """isready; timed: readyok within LATENCY_LIMIT_MS (not so in the handshake, while the engine initializes)."""
        t0 = self.send("isready")
        t, _ = self.read_until(lambda l: l == "readyok", ANSWER_TIMEOUT, "readyok")
        ms = (t - t0) * 1000
        if timed:
            self.check.latency(ms, "isready")
        return ms

    def bestmove(self, timeout, what=None):
        """Waits for the answer to the oldest open search (it may have come already); returns that Search."""
        if not self.pending:
            if not self.done:
                raise Abort("a bestmove was awaited with no search sent")
            return self.done[-1]
        s = self.pending[0]
        self.read_until(lambda l: s.answered is not None, timeout, what or f"bestmove after '{s.command}'")
        return s

    def go(self, cmd, timeout):
        """Sends a go and waits for its bestmove."""
        self.send(cmd)
        return self.bestmove(timeout)

    def ask(self, cmd, track=True):
        """Sends a command and isready: the lines in between (errors and all)."""
        n = len(self.seen)
        self.send(cmd, track)
        self.ready()
        return self.seen[n:-1]

    def finish(self):
        """Every check ends here: ready, quiet, every go answered once, quit."""
        self.ready()
        self.drain(SETTLE)
        for s in self.pending:
            self.check.fail(f"no bestmove for '{s.command}' (sent at {s.sent - self.check.log[0][0]:.3f} s)")
        self.pending.clear()
        self.quit()


def elapsed_ms(s):
    return (s.answered - s.sent) * 1000


# Each check: (protocol, name, function(check, setup)).
CHECKS = []


def check(proto, name):
    def register(fn):
        CHECKS.append((proto, name, fn))
        return fn
    return register


@check("uci", "handshake: uci, options, isready before and after")
def uci_handshake(c, g):
    e = Uci(c, g, handshake=False)
    e.ready(timed=False)  # before uci, while the process starts: some GUIs probe this way
    e.send("uci")
    e.read_until(lambda l: l == "uciok", ANSWER_TIMEOUT, "uciok")
    e.ready()
    names = [l for l in e.seen if l.startswith("id name ")]
    if not names:
        c.fail("no 'id name' before uciok")
    variant = [l for l in e.seen if l.startswith("option name UCI_Variant ")]
    if not variant or f" var {g.game}" not in variant[0] + " ":
        c.fail(f"UCI_Variant does not offer {g.game}: {variant}")
    for opt in ("Hash", "Threads", "MultiPV", "Ponder", "Clear Hash"):
        if not any(l.startswith(f"option name {opt} type ") for l in e.seen):
            c.fail(f"no option {opt}")
    if g.game != "chess":
        e.send(f"setoption name UCI_Variant value {g.game}")
        e.ready(timed=False)
    for _ in range(3):
        e.ready()
    e.finish()


@check("uci", "position startpos moves / fen / fen moves, ucinewgame")
def uci_positions(c, g):
    e = Uci(c, g)
    e.send("ucinewgame")
    e.ready()
    for pos in (g.after_line(), g.at_fen(), g.after_line(2)):
        e.send(f"position {uci_position(pos)}")
        e.go("go depth 3", 10)
    # fen with moves: the first legal move of the FEN position
    first = sorted(g.legal(g.at_fen()))[0]
    e.send(f"position fen {g.fen} moves {first}")
    e.go("go depth 3", 10)
    e.finish()


@check("uci", "go depth 1..5 reaches the depth")
def uci_go_depth(c, g):
    e = Uci(c, g)
    e.send(f"position {uci_position(g.after_line())}")
    for d in range(1, 6):
        n = len(e.seen)
        e.go(f"go depth {d}", 20)
        if not any(l.startswith(f"info depth {d} ") for l in e.seen[n:]):
            c.fail(f"'go depth {d}' ended without an 'info depth {d}' line")
    e.finish()


@check("uci", "go nodes 2000")
def uci_go_nodes(c, g):
    e = Uci(c, g)
    e.send(f"position {uci_position(g.after_line())}")
    e.go("go nodes 2000", 5)
    e.send(f"position {uci_position(g.at_fen())}")
    e.go("go nodes 1", 5)
    e.finish()


@check("uci", "go movetime 100 within the time")
def uci_go_movetime(c, g):
    e = Uci(c, g)
    for pos in (g.start(), g.after_line(3)):
        e.send(f"position {uci_position(pos)}")
        s = e.go("go movetime 100", 0.1 + SEARCH_GRACE)
        if elapsed_ms(s) > 100:
            c.fail(f"'go movetime 100' answered after {elapsed_ms(s):.0f} ms")
    e.finish()


@check("uci", "go wtime/btime/winc/binc/movestogo within the clock")
def uci_go_clock(c, g):
    e = Uci(c, g)
    e.send("ucinewgame")
    e.ready()
    cases = [
        (g.after_line(2), "go wtime 1000 btime 1000 winc 10 binc 10", 1000),  # White to move
        (g.after_line(3), "go wtime 60000 btime 400 winc 0 binc 0", 400),  # Black's clock counts
        (g.after_line(2), "go wtime 500 btime 500 movestogo 1", 500),
        (g.after_line(2), "go wtime 2000 btime 2000 winc 20 binc 20 movestogo 30", 2000),
        (g.after_line(2), "go wtime 100 btime 100 winc 10 binc 10", 100),
        (g.after_line(3), "go btime 60 wtime 60", 60),
        (g.after_line(2), "go wtime -50 btime 1000 winc 100 binc 100", 100),  # a GUI that let the flag fall
    ]
    for pos, cmd, limit in cases:
        e.send(f"position {uci_position(pos)}")
        s = e.go(cmd, limit / 1000 + SEARCH_GRACE)
        if elapsed_ms(s) > limit:
            c.fail(f"'{cmd}' answered after {elapsed_ms(s):.0f} ms: lost on time")
    e.finish()


@check("uci", "go mate finds the mate in one")
def uci_go_mate(c, g):
    e = Uci(c, g)
    e.send(f"position fen {g.mate_fen}")
    for cmd in ("go mate 1", "go mate 2", "go depth 6"):
        n = len(e.seen)
        s = e.go(cmd, 5)
        if s.move != g.mate_move:
            c.fail(f"'{cmd}' played {s.move}, not the mate {g.mate_move}")
        if not any(" score mate 1 " in l + " " for l in e.seen[n:]):
            c.fail(f"'{cmd}' never reported 'score mate 1'")
    e.finish()


@check("uci", "go searchmoves")
def uci_go_searchmoves(c, g):
    e = Uci(c, g)
    pos = g.after_line(2)
    legal = sorted(g.legal(pos))
    e.send(f"position {uci_position(pos)}")
    for chosen in (legal[:1], legal[-2:], legal[1:4]):
        s = e.go(f"go depth 4 searchmoves {' '.join(chosen)}", 10)
        if s.move not in chosen:
            c.fail(f"searchmoves {' '.join(chosen)} answered with {s.move}")
    s = e.go(f"go movetime 100 searchmoves {legal[0]}", 0.1 + SEARCH_GRACE)
    if s.move != legal[0]:
        c.fail(f"searchmoves {legal[0]} answered with {s.move}")
    e.finish()


@check("uci", "no legal move: every kind of go answers bestmove (none)")
def uci_no_move(c, g):
    e = Uci(c, g)
    pos = Pos(g.game, g.mate_fen, (g.mate_move,))
    if g.legal(pos):
        raise Abort(f"the script's mate position has legal moves: {pos}")
    e.send(f"position {uci_position(pos)}")
    for go in ("go depth 3", "go movetime 100", "go wtime 1000 btime 1000 winc 10 binc 10", "go nodes 1000"):
        e.go(go, 1 + SEARCH_GRACE)
    e.send("go infinite")
    e.drain(MID_SEARCH)
    e.send("stop")
    e.bestmove(ANSWER_TIMEOUT)
    e.finish()


@check("uci", f"a {LONG_GAME_PLIES}-ply game in one position command")
def uci_long_game(c, g):
    e = Uci(c, g)
    e.send("ucinewgame")
    e.send(f"position {uci_position(g.long_game())}")
    e.ready()
    e.go("go depth 3", 10)
    e.go("go wtime 1000 btime 1000 winc 10 binc 10", 1 + SEARCH_GRACE)
    if not any(l.startswith("Fen:") for l in e.ask("d")):
        c.fail("no 'Fen:' line from d after a long game")
    e.finish()


@check("uci", "setoption, ucinewgame, position, go with no isready between (Arena)")
def uci_no_isready(c, g):
    e = Uci(c, g)
    for i, hash_mb in enumerate((2, 16, 1)):
        e.send(f"setoption name Hash value {hash_mb}")
        e.send("ucinewgame")
        e.send(f"position {uci_position(g.after_line(i + 1))}")
        e.go("go wtime 1000 btime 1000 winc 10 binc 10", 1 + SEARCH_GRACE)
    e.finish()


@check("uci", "go infinite, isready while it runs, stop")
def uci_go_infinite(c, g):
    e = Uci(c, g)
    e.send(f"position {uci_position(g.after_line())}")
    e.send("go infinite")
    for _ in range(5):
        e.drain(0.04)
        e.ready()
    if e.done:
        c.fail("'go infinite' answered before stop")
    t0 = e.send("stop")
    s = e.bestmove(ANSWER_TIMEOUT)
    c.stop_latency((s.answered - t0) * 1000, "stop during go infinite")
    e.finish()


@check("uci", "MultiPV 3 and Threads 2 search")
def uci_multipv_threads(c, g):
    e = Uci(c, g)
    e.send("setoption name MultiPV value 3")
    e.send("setoption name Threads value 2")
    e.ready()
    e.send(f"position {uci_position(g.after_line())}")
    n = len(e.seen)
    e.go("go depth 4", 20)
    if not any(" multipv 3 " in l for l in e.seen[n:]):
        c.fail("MultiPV 3 gave no 'multipv 3' line")
    e.send("setoption name MultiPV value 1")
    e.go("go movetime 150", 0.15 + SEARCH_GRACE)
    e.send("go infinite")
    e.drain(MID_SEARCH)
    e.send("stop")
    e.bestmove(ANSWER_TIMEOUT)
    e.finish()


@check("uci", "a game as cutechess plays it: clocks, isready, ponder hits and misses")
def uci_game(c, g):
    """One engine plays both sides of a short game at 3s+30ms; its ponder
    move is played on alternate moves (ponderhit) and not on the others
    (stop, the ignored bestmove, position, isready, go), as cutechess does."""
    e = Uci(c, g)
    e.send("setoption name Ponder value true")
    e.send("ucinewgame")
    e.send(f"position {uci_position(g.start())}")
    e.ready()
    clock, inc, moves = [3000, 3000], 30, []

    def go(ponder=""):
        return f"go {ponder}wtime {clock[0]} btime {clock[1]} winc {inc} binc {inc}"

    side = 0
    t0 = e.send(go())
    s = e.bestmove(clock[side] / 1000 + SEARCH_GRACE)
    for ply in range(10):
        used = (s.answered - t0) * 1000
        if used > clock[side]:
            c.fail(f"ply {ply + 1}: the move came after {used:.0f} ms with {clock[side]} ms on the clock")
        clock[side] += inc - int(used)
        if s.move in (None, "(none)"):
            break
        moves.append(s.move)
        pos = Pos(g.game, None, tuple(moves))
        legal = g.legal(pos)
        if not legal:
            break
        hit = ply % 2 == 0 and s.ponder in legal
        reply = s.ponder if hit else sorted(legal)[ply % len(legal)]
        if s.ponder:
            e.send(f"position {uci_position(pos.plus(s.ponder))}")
            e.ready()
            e.send(go("ponder "))
            e.drain(MID_SEARCH)
            if hit:
                moves.append(reply)
                side = len(moves) % 2
                t0 = e.send("ponderhit")
                s = e.bestmove(clock[side] / 1000 + SEARCH_GRACE)
                continue
            e.send("stop")
            e.bestmove(ANSWER_TIMEOUT, "bestmove after stop of a ponder search")
        moves.append(reply)
        side = len(moves) % 2
        e.send(f"position {uci_position(Pos(g.game, None, tuple(moves)))}")
        e.ready()
        t0 = e.send(go())
        s = e.bestmove(clock[side] / 1000 + SEARCH_GRACE)
    e.finish()


@check("uci", "ponderhit while the ponder search runs")
def uci_ponderhit(c, g):
    e = Uci(c, g)
    e.send("setoption name Ponder value true")
    pos = g.after_line(3)
    e.send(f"position {uci_position(pos)}")
    e.ready()
    e.send("go ponder wtime 2000 btime 2000 winc 20 binc 20")
    e.drain(0.2)
    if e.done:
        c.fail("a bestmove while pondering, before ponderhit")
    t0 = e.send("ponderhit")
    s = e.bestmove(2 + SEARCH_GRACE)
    if (s.answered - t0) * 1000 > 2000:
        c.fail(f"the move came {(s.answered - t0) * 1000:.0f} ms after ponderhit: lost on time")
    e.finish()


@check("uci", "ponderhit after the ponder search reached its depth")
def uci_ponderhit_finished(c, g):
    e = Uci(c, g)
    e.send("setoption name Ponder value true")
    e.send(f"position {uci_position(g.after_line(3))}")
    e.ready()
    e.send("go ponder depth 2")
    e.drain(0.3)
    if e.done:
        c.fail("a bestmove while pondering, before ponderhit")
    t0 = e.send("ponderhit")
    s = e.bestmove(ANSWER_TIMEOUT)
    c.stop_latency((s.answered - t0) * 1000, "ponderhit after a finished ponder search")
    e.finish()


@check("uci", "ponderhit at once after go ponder; go ponder movetime")
def uci_ponderhit_race(c, g):
    e = Uci(c, g)
    e.send("setoption name Ponder value true")
    e.send(f"position {uci_position(g.after_line(3))}")
    e.send("go ponder wtime 1000 btime 1000")
    t0 = e.send("ponderhit")
    s = e.bestmove(1 + SEARCH_GRACE)
    if (s.answered - t0) * 1000 > 1000:
        c.fail("lost on time after an immediate ponderhit")
    e.send(f"position {uci_position(g.after_line(1))}")
    e.send("go ponder movetime 200")
    e.drain(0.3)
    if e.done[1:]:
        c.fail("a bestmove while pondering with movetime, before ponderhit")
    t0 = e.send("ponderhit")
    s = e.bestmove(0.2 + SEARCH_GRACE)
    if (s.answered - t0) * 1000 > 200:
        c.fail(f"'go ponder movetime 200': the move came {(s.answered - t0) * 1000:.0f} ms after ponderhit")
    e.finish()


@check("uci", "ponder miss: stop, bestmove, position, isready, go (cutechess)")
def uci_ponder_miss(c, g):
    e = Uci(c, g)
    e.send("setoption name Ponder value true")
    pos = g.after_line(3)
    e.send(f"position {uci_position(pos)}")
    e.ready()
    e.send("go ponder wtime 2000 btime 2000 winc 20 binc 20")
    e.drain(MID_SEARCH)
    t0 = e.send("stop")
    s = e.bestmove(ANSWER_TIMEOUT)
    c.stop_latency((s.answered - t0) * 1000, "stop of a ponder search")
    other = sorted(g.legal(pos.minus(1)))[-1]
    e.send(f"position {uci_position(pos.minus(1).plus(other))}")
    e.ready()
    s = e.go("go wtime 2000 btime 2000 winc 20 binc 20", 2 + SEARCH_GRACE)
    if elapsed_ms(s) > 2000:
        c.fail("lost on time after a ponder miss")
    e.finish()


@check("uci", "ponder miss: stop, position, go at once (no wait)")
def uci_ponder_miss_rushed(c, g):
    e = Uci(c, g)
    e.send("setoption name Ponder value true")
    pos = g.after_line(3)
    e.send(f"position {uci_position(pos)}")
    e.send("go ponder wtime 1000 btime 1000")
    e.drain(MID_SEARCH)
    other = sorted(g.legal(pos.minus(1)))[0]
    e.send("stop")
    e.send(f"position {uci_position(pos.minus(1).plus(other))}")
    e.send("go wtime 1000 btime 1000")
    e.bestmove(ANSWER_TIMEOUT)
    s = e.bestmove(1 + SEARCH_GRACE)
    if elapsed_ms(s) > 1000:
        c.fail("lost on time after a ponder miss")
    e.finish()


@check("uci", "stop with no search")
def uci_stop_idle(c, g):
    e = Uci(c, g)
    e.send("stop")
    e.ready()
    e.send("ponderhit")
    e.ready()
    e.finish()  # a bestmove here would answer no go


@check("uci", "stop right after go")
def uci_stop_at_once(c, g):
    e = Uci(c, g)
    for pos in (g.start(), g.after_line()):
        e.send(f"position {uci_position(pos)}")
        for go in ("go infinite", "go depth 30", "go movetime 5000", "go wtime 30000 btime 30000"):
            t0 = e.send(go)
            e.send("stop")
            s = e.bestmove(ANSWER_TIMEOUT)
            c.stop_latency((s.answered - t0) * 1000, f"'{go}' + stop")
    e.finish()


@check("uci", "stop mid-search")
def uci_stop_mid(c, g):
    e = Uci(c, g)
    e.send(f"position {uci_position(g.after_line())}")
    for go in ("go infinite", "go depth 40", "go movetime 10000", "go nodes 100000000"):
        e.send(go)
        e.drain(MID_SEARCH)
        t0 = e.send("stop")
        s = e.bestmove(ANSWER_TIMEOUT)
        c.stop_latency((s.answered - t0) * 1000, f"stop during '{go}'")
    e.finish()


@check("uci", "stop after bestmove, stop twice")
def uci_stop_twice(c, g):
    e = Uci(c, g)
    e.send(f"position {uci_position(g.after_line())}")
    e.go("go depth 2", 10)
    e.send("stop")
    e.ready()
    e.send("go infinite")
    e.drain(MID_SEARCH)
    e.send("stop")
    e.send("stop")
    e.bestmove(ANSWER_TIMEOUT)
    e.ready()
    e.send("stop")
    e.finish()


@check("uci", "go while a search runs (each go one bestmove)")
def uci_go_over_go(c, g):
    e = Uci(c, g)
    e.send(f"position {uci_position(g.after_line())}")
    e.send("go infinite")
    e.drain(MID_SEARCH)
    e.send("go depth 3")
    e.bestmove(ANSWER_TIMEOUT)
    e.bestmove(10)
    e.finish()


# Commands a GUI may send while a search runs: (name, command, what its
# answer starts with). "multipv": the next search shows a second line.
DURING_SEARCH = [
    ("isready", lambda g: None, None),
    ("position startpos moves", lambda g: f"position startpos moves {g.line[0]}", None),
    ("position fen", lambda g: f"position fen {g.fen}", None),
    ("setoption Hash", lambda g: "setoption name Hash value 8", None),
    ("setoption Clear Hash", lambda g: "setoption name Clear Hash", None),
    ("setoption Threads", lambda g: "setoption name Threads value 2", None),
    ("setoption MultiPV", lambda g: "setoption name MultiPV value 2", "multipv"),
    ("setoption UCI_Variant", lambda g: f"setoption name UCI_Variant value {g.other}", None),
    ("d", lambda g: "d", "Fen:"),
    ("eval", lambda g: "eval", "Evaluation:"),
    ("ucinewgame", lambda g: "ucinewgame", None),
    ("an unknown command", lambda g: "frobnicate", "info string error"),
]


def during_search(name, make_cmd, want, go):
    """One command into a running search, then isready: readyok must come
    at once; stop then ends the search, and the command has taken effect
    for the next one."""
    def fn(c, g):
        cmd = make_cmd(g)
        e = Uci(c, g)
        if "ponder" in go:
            e.send("setoption name Ponder value true")
        e.send(f"position {uci_position(g.after_line())}")
        e.ready()
        e.send(go)
        e.drain(MID_SEARCH)
        n = len(e.seen)
        if cmd:
            e.send(cmd)
        e.ready()
        e.drain(0.05)
        t0 = e.send("stop")
        s = e.bestmove(ANSWER_TIMEOUT)
        if s.answered > t0:
            c.stop_latency((s.answered - t0) * 1000, f"stop after '{cmd}' in a search")
        e.ready()
        e.send(f"position {uci_position(e.pos)}")  # the new position or game, if the command set one
        n2 = len(e.seen)
        e.go("go depth 3", 10)
        if want == "multipv":
            if not any(" multipv 2 " in l for l in e.seen[n2:]):
                c.fail("MultiPV 2 sent during a search did not take effect")
        elif want and not any(l.startswith(want) for l in e.seen[n:]):
            c.fail(f"'{cmd}' sent during a search was never answered ('{want}' expected)")
        e.finish()
    CHECKS.append(("uci", f"{name} during {go.split(' w')[0]}, then isready", fn))


for _go in ("go infinite", "go ponder wtime 5000 btime 5000"):
    for _entry in DURING_SEARCH:
        during_search(*_entry, _go)


def bad_go(cmd):
    def fn(c, g):
        e = Uci(c, g)
        e.send(f"position {uci_position(g.after_line(2))}")
        e.ready()
        e.send(cmd)
        e.bestmove(ANSWER_TIMEOUT + 0.5)
        e.finish()
    CHECKS.append(("uci", f"'{cmd}' ends in one bestmove", fn))


for _cmd in ("go depth -1", "go depth 0", "go movetime 0", "go nodes 0", "go wtime abc", "go searchmoves z9z9",
             "go movetime", "go frobnicate"):
    bad_go(_cmd)


@check("uci", "unknown commands and options: one error line, state kept")
def uci_bad_input(c, g):
    e = Uci(c, g)
    e.send(f"position {uci_position(g.after_line(2))}")
    fen_before = [l for l in e.ask("d") if l.startswith("Fen:")]
    for cmd in ("frobnicate", "setoption name Frobnication value 3", "setoption name Hash value lots",
                "setoption name Threads value 0", "position startpos moves z9z9", "position fen nonsense",
                "go perft -1", "setoption"):
        lines = e.ask(cmd, track=False)
        errors = [l for l in lines if l.startswith("info string error")]
        if len(errors) != 1 or len(lines) != 1:
            c.fail(f"'{cmd}': expected one 'info string error' line, got {lines}")
    if e.ask("") or e.ask("   "):
        c.fail("an empty line got an answer")
    fen_after = [l for l in e.ask("d") if l.startswith("Fen:")]
    if fen_before != fen_after:
        c.fail(f"bad input changed the position: {fen_before} -> {fen_after}")
    e.go("go depth 3", 10)
    e.finish()


def ends(how, phase):
    """quit or end of input in a phase; the process must be gone within QUIT_LIMIT."""
    def fn(c, g):
        e = Uci(c, g, handshake=phase != "at once")
        if phase == "idle":
            pass
        elif phase == "after a search":
            e.send(f"position {uci_position(g.after_line())}")
            e.go("go depth 3", 10)
        elif phase == "during go infinite":
            e.send("go infinite")
            e.drain(MID_SEARCH)
        elif phase == "during go ponder":
            e.send("setoption name Ponder value true")
            e.send("go ponder wtime 10000 btime 10000")
            e.drain(MID_SEARCH)
        elif phase == "during a timed search":
            e.send("go wtime 60000 btime 60000")
            e.drain(MID_SEARCH)
        elif phase == "right after go":
            e.send("go depth 30")
        elif phase == "after position during a search":
            e.send("go infinite")
            e.drain(MID_SEARCH)
            e.send(f"position {uci_position(g.after_line(1))}")
        e.quitting = True  # answers after this are not counted
        e.quit() if how == "quit" else e.eof()
    CHECKS.append(("uci", f"{how} {phase}", fn))


for _how in ("quit", "EOF"):
    for _phase in ("at once", "idle", "after a search", "during go infinite", "during go ponder",
                   "during a timed search", "right after go", "after position during a search"):
        ends(_how, _phase)


# ---------------------------------------------------------------- CECP


class Cecp(Session):
    """An XBoard conversation. Tracks the game the engine should have;
    checks every move it plays."""

    def __init__(self, check, setup, argv=None, handshake=True):
        super().__init__(check, argv or [setup.hecto, "xboard"])
        self.setup = setup
        self.game = "chess"
        self.pos = Pos("chess", None, ())
        self.moves, self.seen, self.errors, self.results, self.thinking = [], [], [], [], []
        self.pings = 0
        self.quitting = False
        if handshake:
            self.handshake()

    def handshake(self):
        self.send("xboard")
        self.send("protover 2")
        _, done = self.read_until(lambda l: l.startswith("feature") and "done=1" in l, ANSWER_TIMEOUT,
                                  "feature done=1")
        features = " ".join(l for l in self.seen if l.startswith("feature"))
        for f in dict.fromkeys(re.findall(r"(\w+)=(?:\"[^\"]*\"|\S+)", features)):
            if f != "done":
                self.send(f"accepted {f}")
        self.ping()

    def new_game(self):
        """new, variant, as XBoard starts a game."""
        self.send("new")
        if self.setup.game != "chess":
            self.send(f"variant {cecp_name(self.setup.game)}")
        self.send("random")
        self.ping()

    def send(self, cmd, track=True):
        t = super().send(cmd)
        w = cmd.split()
        if not w or not track:
            return t
        if w[0] == "new":
            self.game, self.pos = "chess", Pos("chess", None, ())
        elif w[0] == "variant" and len(w) > 1 and game_of_cecp(w[1]) in GAMES:
            self.game = game_of_cecp(w[1])
            self.pos = Pos(self.game, None, ())
        elif w[0] == "usermove":
            self.pos = self.pos.plus(from_cecp(w[1], self.game))
        elif w[0] == "setboard":
            self.pos = Pos(self.game, " ".join(w[1:]), ())
        elif w[0] == "undo":
            self.pos = self.pos.minus(1)
        elif w[0] == "remove":
            self.pos = self.pos.minus(2)
        return t

    def on_line(self, t, line):
        self.seen.append(line)
        if self.quitting:
            return
        if line.startswith("move "):
            move = from_cecp(line[5:].strip(), self.game)
            if move not in self.setup.oracle.legal(self.pos):
                self.check.fail(f"illegal '{line}' ({move} in Hecto's notation) in {self.pos}")
            self.pos = self.pos.plus(move)
            self.moves.append((t, move))
        elif re.match(r"(1-0|0-1|1/2-1/2) ", line):
            self.results.append(line)
        elif line.startswith(("Error", "Illegal move")):
            self.errors.append(line)
        elif re.match(r"\d+ -?\d+ \d+ \d+ ", line):
            self.thinking.append(line)

    def ping(self):
        self.pings += 1
        t0 = self.send(f"ping {self.pings}")
        t, _ = self.read_until(lambda l: l == f"pong {self.pings}", ANSWER_TIMEOUT, f"pong {self.pings}")
        ms = (t - t0) * 1000
        self.check.latency(ms, f"ping {self.pings}")
        return ms

    def ask(self, cmd, track=True):
        n = len(self.seen)
        self.send(cmd, track)
        self.ping()
        return self.seen[n:-1]

    def move(self, timeout, what="move"):
        n = len(self.moves)
        self.read_until(lambda l: len(self.moves) > n, timeout, what)
        return self.moves[n]

    def no_move(self, seconds, after):
        n = len(self.moves)
        self.drain(seconds)
        if len(self.moves) > n:
            self.check.fail(f"a move after {after}: {self.moves[n:]}")

    def finish(self):
        self.ping()
        self.drain(SETTLE)
        self.quit()


@check("cecp", "handshake: xboard, protover 2, features, ping")
def cecp_handshake(c, g):
    for argv in ([g.hecto, "xboard"], [g.hecto]):
        e = Cecp(c, g, argv=argv, handshake=False)
        e.send("xboard")
        e.send("protover 2")
        e.read_until(lambda l: l.startswith("feature") and "done=1" in l, ANSWER_TIMEOUT, "feature done=1")
        features = " ".join(l for l in e.seen if l.startswith("feature"))
        m = re.search(r'variants="([^"]*)"', features)
        if not m or cecp_name(g.game) not in m.group(1).split(","):
            c.fail(f"feature variants does not name {cecp_name(g.game)}")
        for f in ("ping=1", "setboard=1", "usermove=1", "analyze=1"):
            if f not in features:
                c.fail(f"no feature {f}")
        for _ in range(3):
            e.ping()
        e.new_game()
        e.finish()


@check("cecp", "a game: force, usermove, go, replies, clocks")
def cecp_game(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("level 0 0:03 0")
    e.send("post")
    e.send("force")
    e.send(f"usermove {to_cecp(g.line[0], g.game)}")
    clock = 300  # centiseconds, the engine's
    e.send(f"time {clock}")
    e.send("otim 300")
    t0 = e.send("go")
    t, _ = e.move(3 + SEARCH_GRACE)
    for ply in range(4):
        used = (t - t0) * 1000
        if used > clock * 10:
            c.fail(f"move {ply + 1} came after {used:.0f} ms with {clock * 10} ms on the clock")
        clock = max(1, clock - int(used / 10))
        legal = sorted(g.legal(e.pos))
        if not legal or e.results:
            break
        e.send(f"time {clock}")
        e.send("otim 290")
        t0 = e.send(f"usermove {to_cecp(legal[ply % len(legal)], g.game)}")
        t, _ = e.move(clock / 100 + SEARCH_GRACE)
    e.finish()


@check("cecp", "? moves now")
def cecp_move_now(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("st 30")
    e.send("?")  # nothing to do
    e.no_move(0.1, "'?' with no search")
    e.send("go")
    e.drain(0.2)
    t0 = e.send("?")
    t, _ = e.move(ANSWER_TIMEOUT)
    c.stop_latency((t - t0) * 1000, "'?' during thinking")
    e.send("force")
    e.finish()


@check("cecp", "ping while thinking")
def cecp_ping_thinking(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("st 30")
    e.send("force")
    e.send(f"usermove {to_cecp(g.line[0], g.game)}")
    e.send("go")
    for _ in range(5):
        e.drain(0.04)
        e.ping()
    if e.moves:
        c.fail("moved during a 30 s search")
    e.send("?")
    e.move(ANSWER_TIMEOUT)
    e.finish()


@check("cecp", "analyze: thinking, ping, usermove, undo, setboard, exit")
def cecp_analyze(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("force")
    e.send("post")
    e.send("analyze")
    e.read_until(lambda l: re.match(r"\d+ -?\d+ \d+ \d+ ", l) is not None, ANSWER_TIMEOUT, "thinking output")
    e.ping()
    e.send(f"usermove {to_cecp(g.line[0], g.game)}")
    e.ping()
    e.send(".")
    e.ping()
    e.send("undo")
    e.ping()
    e.send(f"setboard {cecp_fen(g)}")
    e.drain(MID_SEARCH)
    e.ping()
    e.send("exit")
    e.ping()
    e.no_move(0.2, "exit from analysis")
    if any(l.startswith("move ") for l in e.seen):
        c.fail("a move during analysis")
    e.send("sd 3")
    e.send("go")
    e.move(10)
    e.finish()


def cecp_fen(g):
    """The test FEN as XBoard would send it (en passant squares in its ranks)."""
    f = g.fen.split(" ")
    if len(f) > 3 and f[3] != "-":
        f[3] = to_cecp(f[3], g.game)
    return " ".join(f)


@check("cecp", "setboard, a bad setboard keeps the position")
def cecp_setboard(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("force")
    if e.ask(f"setboard {cecp_fen(g)}", track=False):
        c.fail("setboard of a good position answered")
    e.pos = Pos(g.game, g.fen, ())
    bad = e.ask("setboard 8/8/8 w - - 0 1", track=False)
    if len(bad) != 1 or not bad[0].startswith("Error"):
        c.fail(f"a bad setboard: expected one Error line, got {bad}")
    e.send("sd 3")
    e.send("go")
    e.move(10)
    e.finish()


@check("cecp", "undo and remove, then go")
def cecp_undo(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("force")
    for m in g.line:
        e.send(f"usermove {to_cecp(m, g.game)}")
    e.send("undo")
    e.send("remove")
    e.ping()
    e.send("sd 3")
    e.send("go")
    e.move(10)
    e.send("force")
    e.send("remove")
    e.send("undo")
    e.ping()
    e.send("go")
    e.move(10)
    e.finish()


@check("cecp", "level / st / sd / time / otim: moves within the clock")
def cecp_clocks(c, g):
    e = Cecp(c, g)
    cases = [
        (["level 40 0:02 0", "time 150", "otim 150"], 1500),
        (["level 0 0:01 0.1", "time 30", "otim 500"], 300),
        (["level 0 1 0", "time 10", "otim 10"], 100),
        (["st 1"], 1000),
        (["sd 2"], 3000),
    ]
    for setup, limit in cases:
        e.new_game()
        e.send("force")
        e.send(f"usermove {to_cecp(g.line[0], g.game)}")
        for cmd in setup:
            e.send(cmd)
        t0 = e.send("go")
        t, _ = e.move(limit / 1000 + SEARCH_GRACE)
        if (t - t0) * 1000 > limit:
            c.fail(f"{' / '.join(setup)}: the move came after {(t - t0) * 1000:.0f} ms")
        e.send("force")
    e.finish()


@check("cecp", "result, then a new game")
def cecp_result(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("sd 3")
    e.send("go")
    e.move(10)
    e.send("result 1-0 {White resigns}")
    e.no_move(0.1, "result")
    e.new_game()
    e.send("sd 2")
    e.send(f"usermove {to_cecp(g.line[0], g.game)}")
    e.move(10)
    e.finish()


def cecp_during_thinking(name, cmds, moves):
    """A command while the engine thinks: ping answered at once, and the
    expected number of moves (0 when the command ends the search)."""
    def fn(c, g):
        e = Cecp(c, g)
        e.new_game()
        e.send("st 30")
        e.send("post")
        e.send("go")
        e.drain(MID_SEARCH)
        for cmd in cmds:
            e.send(cmd)
        e.ping()
        if moves:
            e.send("?")
            e.move(ANSWER_TIMEOUT)
        e.no_move(0.2, f"'{'; '.join(cmds)}' while thinking")
        e.finish()
    CHECKS.append(("cecp", f"{name} while thinking", fn))


cecp_during_thinking("force", ["force"], 0)
cecp_during_thinking("new", ["new"], 0)
cecp_during_thinking("easy, hard, post, nopost", ["easy", "hard", "nopost", "post"], 1)
cecp_during_thinking("option Clear Hash", ["option Clear Hash"], 1)
cecp_during_thinking("time, otim", ["time 500", "otim 500"], 1)
cecp_during_thinking("an unknown command", ["frobnicate"], 1)
cecp_during_thinking("result", ["result 0-1 {White resigns}"], 0)


@check("cecp", "bad input: one reply each, state kept")
def cecp_bad_input(c, g):
    e = Cecp(c, g)
    e.new_game()
    e.send("force")
    e.send(f"usermove {to_cecp(g.line[0], g.game)}")
    for cmd, want in (("frobnicate now", "Error"), ("usermove z9z9", "Illegal move"), ("variant shogi", "Error"),
                      ("sd 0", "Error"), ("level x y z", "Error"), ("memory lots", "Error"),
                      (f"usermove {to_cecp(g.line[0], g.game)}", "Illegal move")):
        lines = e.ask(cmd, track=False)
        if len(lines) != 1 or not lines[0].startswith(want):
            c.fail(f"'{cmd}': expected one '{want}' line, got {lines}")
    e.send("sd 3")
    e.send("go")
    e.move(10)
    e.finish()


def cecp_ends(how, phase):
    def fn(c, g):
        e = Cecp(c, g, handshake=phase != "at once")
        if phase == "thinking":
            e.new_game()
            e.send("st 30")
            e.send("go")
            e.drain(MID_SEARCH)
        elif phase == "analyzing":
            e.new_game()
            e.send("analyze")
            e.drain(MID_SEARCH)
        elif phase == "idle":
            e.new_game()
        e.quitting = True
        e.quit() if how == "quit" else e.eof()
    CHECKS.append(("cecp", f"{how} {phase}", fn))


for _how in ("quit", "EOF"):
    for _phase in ("at once", "idle", "thinking", "analyzing"):
        cecp_ends(_how, _phase)


# ---------------------------------------------------------------- running


class Stats:
    def __init__(self):
        self.passed = self.failed = 0
        self.latency = self.stop = 0.0


def run_check(proto, game, name, fn, setup, stats, out, verbose):
    """Runs one check; its report goes to the list `out`. Returns the first failure or None."""
    c = Check(proto, game, name, stats)
    t0 = time.monotonic()
    try:
        fn(c, setup)
    except Abort as e:
        c.fail(str(e))
    except Exception as e:  # a bug of this script: report it as such
        c.fail(f"{type(e).__name__} in the conformance script: {e}")
    finally:
        for s in c.sessions:
            s.pipe.kill()
    seconds = time.monotonic() - t0
    if c.failures:
        stats.failed += 1
        out.append(f"FAIL {proto} {game}: {name} ({seconds:.1f} s)")
        out.extend(f"     - {f}" for f in c.failures)
        out.append("     transcript (ms since start; > sent, < received, ! stderr):")
        out.extend(f"     {line}" for line in c.transcript())
        return c.failures[0]
    stats.passed += 1
    if verbose:
        out.append(f"ok   {proto} {game}: {name} ({seconds:.1f} s)")
    return None


def run_game(game, protos, args, hecto, oracle, stats, failed, lock):
    out = []
    setup = GameSetup(game, hecto, oracle)
    for proto in protos:
        st = stats[(game, proto)]
        for p, name, fn in CHECKS:
            if p == proto and args.only in name:
                first = run_check(proto, game, name, fn, setup, st, out, args.verbose)
                if first:
                    failed.append((game, proto, name, first))
                if args.jobs == 1:  # in order, as it happens
                    print("\n".join(out), flush=True) if out else None
                    out.clear()
    with lock:
        if out:
            print("\n".join(out), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hecto", default=os.path.join(ROOT, "build", "hecto"))
    ap.add_argument("--games", default=",".join(GAMES), help="comma-separated: " + ",".join(GAMES))
    ap.add_argument("--protocols", default="uci,cecp")
    ap.add_argument("--only", default="", help="run the checks whose name contains this text")
    ap.add_argument("--jobs", type=int, default=1, help="games checked at once (default 1: latencies are "
                                                          "measured on an otherwise idle engine)")
    ap.add_argument("--verbose", action="store_true", help="list the checks that pass too")
    args = ap.parse_args()
    games = [x for x in args.games.split(",") if x]
    protos = [x for x in args.protocols.split(",") if x]
    for x in games:
        if x not in GAMES:
            ap.error(f"unknown game '{x}'")
    for x in protos:
        if x not in ("uci", "cecp"):
            ap.error(f"unknown protocol '{x}'")
    if not os.access(args.hecto, os.X_OK):
        ap.error(f"no executable {args.hecto} (build first, or give --hecto)")
    hecto = os.path.abspath(args.hecto)
    oracle = Oracle(hecto)
    stats = {(g, p): Stats() for g in games for p in protos}
    failed, lock = [], threading.Lock()
    t0 = time.monotonic()
    todo = list(games)

    def worker():
        while True:
            with lock:
                if not todo:
                    return
                game = todo.pop(0)
            run_game(game, protos, args, hecto, oracle, stats, failed, lock)

    threads = [threading.Thread(target=worker) for _ in range(max(1, args.jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    oracle.close()

    print()
    print(f"{'game':<10} {'protocol':<8} {'passed':>6} {'failed':>6} {'max readyok/pong':>17} {'max stop':>9}")
    for (game, proto), st in stats.items():
        print(f"{game:<10} {proto:<8} {st.passed:>6} {st.failed:>6} {st.latency:>14.1f} ms {st.stop:>6.1f} ms")
    total = sum(st.passed + st.failed for st in stats.values())
    print(f"\n{total - len(failed)} of {total} checks passed in {time.monotonic() - t0:.0f} s"
          f" (limits: readyok/pong {LATENCY_LIMIT_MS} ms, stop {STOP_LIMIT_MS} ms, quit {QUIT_LIMIT:g} s)")
    if failed:
        print("\nFailed:")
        for game, proto, name, first in sorted(failed, key=lambda f: (GAMES.index(f[0]), f[1])):
            print(f"  {proto} {game}: {name}: {first}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
