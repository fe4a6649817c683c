#!/usr/bin/env python3
"""Perft speed of two hecto_bench builds, compared by CPU time.

On a loaded machine wall-clock rates say little; the CPU time of the
process (perf stat's task-clock, or user + system time without perf) varies
much less. Each game's start position is counted once per run, the two
builds alternating, ROUNDS times; the best CPU time of each build counts.
The start-up (static tables of every board) is measured alone with --help
and subtracted, so that builds with more boards are not charged for it.

Usage: scripts/compare_perft_speed.py BASE_BENCH NEW_BENCH [--rounds 5] [--variant KEY ...]
Prints a Markdown table: nodes, best CPU seconds of each build, the change.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

GAMES = ["chess", "tencubed", "bigchess", "megachess", "bigbang"]


def cpu_seconds(cmd):
    """CPU seconds of one run of cmd, and its output."""
    if shutil.which("perf"):
        p = subprocess.run(["perf", "stat", "-x,", "-e", "task-clock"] + cmd, capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr}")
        for line in p.stderr.splitlines():
            fields = line.split(",")
            if len(fields) > 2 and fields[2].startswith("task-clock"):
                return float(fields[0]) / 1000.0, p.stdout
        sys.exit("no task-clock in perf's output:\n" + p.stderr)
    before = os.times()
    p = subprocess.run(cmd, capture_output=True, text=True)
    after = os.times()
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr}")
    return (after.children_user - before.children_user) + (after.children_system - before.children_system), p.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("base")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--variant", action="append")
    args = ap.parse_args()
    games = args.variant or GAMES
    builds = [args.base, args.new]

    startup = [min(cpu_seconds([b, "--help"])[0] for _ in range(args.rounds)) for b in builds]
    best = {g: [float("inf"), float("inf")] for g in games}
    nodes = {}
    for _ in range(args.rounds):
        for g in games:
            for i, b in enumerate(builds):
                secs, out = cpu_seconds([b, "--variant", g, "--reps", "1"])
                m = re.search(rf"^{g}\s+(\d+)\s+(\d+)", out, re.M)
                if not m:
                    sys.exit(f"unexpected output of {b}:\n{out}")
                n = int(m.group(2))
                if nodes.setdefault(g, n) != n:
                    sys.exit(f"{g}: the builds count different nodes ({nodes[g]} and {n})")
                best[g][i] = min(best[g][i], secs - startup[i])

    print(f"start-up CPU: base {startup[0] * 1000:.0f} ms, new {startup[1] * 1000:.0f} ms (subtracted)\n")
    print("| game | nodes | base CPU s | new CPU s | base Mnps | new Mnps | change |")
    print("|---|---|---|---|---|---|---|")
    for g in games:
        b, n = best[g]
        print(f"| {g} | {nodes[g]} | {b:.3f} | {n:.3f} | {nodes[g] / b / 1e6:.1f} | {nodes[g] / n / 1e6:.1f} | "
              f"{(b / n - 1) * 100:+.1f}% |")


if __name__ == "__main__":
    main()
