#!/usr/bin/env python3
"""Perft speed of Hecto against Stockfish, measured in one run.

Runs build/hecto_bench (start positions: chess depth 6, bigbang depth 7, the
others depth 5, median of --reps runs each) and Stockfish's `go perft 6` from the chess start
position (median of --reps runs; the time of `go perft 1` is subtracted to
remove start-up). Prints a Markdown table with each rate as a multiple of
Stockfish's chess rate S.

Usage: scripts/bench_perft.py [--reps 5] [--bench build/hecto_bench] [--stockfish PATH]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SF_NODES = 119060324  # perft 6 of the chess start position
TARGETS = {"chess": 0.6, "tencubed": 0.25, "bigchess": 0.4, "megachess": 0.3, "bigbang": None}  # None: no target set


def stockfish_seconds(path, depth):
    start = time.perf_counter()
    out = subprocess.run([path], input=f"position startpos\ngo perft {depth}\nquit\n",
                         capture_output=True, text=True, check=True).stdout
    if depth == 6 and f"Nodes searched: {SF_NODES}" not in out:
        sys.exit("unexpected Stockfish output:\n" + out)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--bench", default=os.path.join(ROOT, "build", "hecto_bench"))
    ap.add_argument("--stockfish", default=shutil.which("stockfish") or "/usr/games/stockfish")
    args = ap.parse_args()

    startup = statistics.median(stockfish_seconds(args.stockfish, 1) for _ in range(args.reps))
    sf = statistics.median(stockfish_seconds(args.stockfish, 6) for _ in range(args.reps)) - startup
    s_rate = SF_NODES / sf / 1e6

    out = subprocess.run([args.bench, "--reps", str(args.reps)], capture_output=True, text=True, check=True).stdout
    print(f"Stockfish chess perft 6: {s_rate:.1f} Mnps (S), median of {args.reps}\n")
    print("| variant | depth | nodes | Mnps | x S | target |")
    print("|---|---|---|---|---|---|")
    failed = False
    for line in out.splitlines()[1:]:
        variant, depth, nodes, _, mnps = line.split()
        ratio = float(mnps) / s_rate
        target = TARGETS[variant]
        failed |= target is not None and ratio < target
        print(f"| {variant} | {depth} | {nodes} | {float(mnps):.1f} | {ratio:.2f} | {target or '-'} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
