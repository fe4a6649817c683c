#!/usr/bin/env bash
# Labelled positions for `hecto tune`: self-play games of every game with
# `hecto match` (node-limited, so the games do not depend on the machine's
# speed or load), then `hecto extract` keeps the quiet positions of each
# game, labelled with its result. The engines are deterministic at a node
# limit, so each opening's second game (colours reversed) repeats the first;
# extraction keeps one of them.
#   scripts/gen_tuning_data.sh [OUT_DIR]          (default out/tuning)
# Environment: HECTO (the engine that plays, default build/hecto), NODES
# (per move, default 15000), GAMES_CHESS / GAMES_TENCUBED / GAMES_BIGCHESS /
# GAMES_MEGACHESS (chess weighs most: the strength aim is chess), SEED,
# STEP (play, extract or all).
# Writes OUT_DIR/VARIANT.pgn and OUT_DIR/positions.txt (variant;FEN;result).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out/tuning}
hecto=${HECTO:-build/hecto}
nodes=${NODES:-15000}
seed=${SEED:-1}
step=${STEP:-all}
mkdir -p "$out"
declare -A games=(
  [chess]=${GAMES_CHESS:-1200}
  [tencubed]=${GAMES_TENCUBED:-150}
  [bigchess]=${GAMES_BIGCHESS:-200}
  [megachess]=${GAMES_MEGACHESS:-250}
)
variants="chess tencubed bigchess megachess"

if [ "$step" != extract ]; then
  for v in $variants; do
    # Random openings of 8 plies spread the games; resignation and draw
    # adjudication cut the decided and dead tails, which teach little.
    "$hecto" match --engine name=A cmd="$hecto" --engine name=B cmd="$hecto" \
      --each nodes="$nodes" --variant "$v" --games "${games[$v]}" --concurrency 1 \
      --random-plies 8 --seed "$seed" --resign movecount=4 score=1000 \
      --draw movenumber=60 movecount=10 score=5 --maxmoves 250 \
      --pgn "$out/$v.pgn" >"$out/$v.log" 2>&1
    tail -n 4 "$out/$v.log" | head -n 2
  done
fi

if [ "$step" != play ]; then
  : >"$out/positions.txt"
  for v in $variants; do
    [ -f "$out/$v.pgn" ] && build/hecto extract --variant "$v" --pgn "$out/$v.pgn" >>"$out/positions.txt"
  done
  wc -l "$out/positions.txt"
fi
