#!/usr/bin/env bash
# Strength of Hecto against Debian's reference engines, with hecto match.
#   scripts/strength.sh [GAMES] [TC]      (defaults: 20 games, 10+0.1)
# Chess: Stockfish at UCI_Elo 2000 / 2400 (ELOS="..." to change), and Fairy-Stockfish at full
# strength. TenCubed, BigChess, Mega Chess: Sjaak II through
# scripts/sjaak/sjaak-uci. Needs stockfish, fairy-stockfish and sjaakii
# (apt-get install stockfish fairy-stockfish sjaakii). Logs and PGNs go to
# out/strength/. CONCURRENCY (default 2) sets the games played at once; 1
# leaves the other core to the engines on a loaded 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-20}
tc=${2:-10+0.1}
games_dir=out/strength
mkdir -p "$games_dir"
PATH=$PATH:/usr/games
hecto="--engine name=Hecto cmd=build/hecto"
common="--games $games --tc $tc --concurrency ${CONCURRENCY:-2} --random-plies 8 --seed 1"

run() {  # name variant engine-args...
  local name=$1 variant=$2
  shift 2
  build/hecto match $hecto "$@" --variant "$variant" $common \
    --pgn "$games_dir/$name.pgn" >"$games_dir/$name.log" 2>&1 || true
  printf '%-22s %s\n' "$name" "$(grep -E '^Hecto vs ' "$games_dir/$name.log" | head -1)"
  grep -E '^  Elo ' "$games_dir/$name.log" | head -1
}

for elo in ${ELOS:-2000 2400}; do
  # A larger Move Overhead keeps Stockfish from losing on time when both
  # games of --concurrency 2 share a 2-core machine.
  run "chess-sf$elo" chess --engine name=Stockfish-$elo cmd=stockfish \
    option.UCI_LimitStrength=true option.UCI_Elo=$elo "option.Move Overhead=100"
done
[ -n "${CHESS_ONLY:-}" ] && exit 0
run chess-fairysf chess --engine name=Fairy-Stockfish cmd=fairy-stockfish
for v in tencubed bigchess megachess; do
  run "$v-sjaak" "$v" --engine name=Sjaak cmd=scripts/sjaak/sjaak-uci arg=$v
done
