#!/usr/bin/env bash
# Hecto (UCI) against XBoard (CECP) engines, through hecto match's CECP
# support (proto=xboard):
#   scripts/xboard_engines.sh [GAMES] [TC]      (defaults: 4 games, 10+0.1)
# Hecto's own xboard mode in every game, and Debian's fairymax in chess
# where installed (apt-get install fairymax; it has no setboard, so the
# openings are random moves from the start). Logs and PGNs go to
# out/xboard/; each line printed is an engine pair's W/D/L and Elo.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-4}
tc=${2:-10+0.1}
dir=out/xboard
mkdir -p "$dir"
PATH=$PATH:/usr/games

run() {  # name variant engine-args...
  local name=$1 variant=$2
  shift 2
  local status=0
  build/hecto match --engine name=Hecto cmd=build/hecto "$@" --variant "$variant" --games "$games" --tc "$tc" \
    --random-plies 4 --pgnout "$dir/$name.pgn" >"$dir/$name.log" 2>&1 || status=$?
  printf '%-20s %s\n' "$name" "$(grep -E '^Hecto vs ' "$dir/$name.log" | tail -1)"
  grep -E '^  Elo ' "$dir/$name.log" | tail -1
  grep -E 'illegal|disconnects|stalls|error' "$dir/$name.log" || true
  return $status
}

for v in chess tencubed bigchess megachess bigbang; do
  run "hecto-xboard-$v" "$v" --engine name=Hecto-xboard cmd=build/hecto arg=xboard proto=xboard
done
if command -v fairymax >/dev/null; then
  run fairymax-chess chess --engine name=Fairy-Max cmd=fairymax proto=xboard
else
  echo "fairymax not installed: skipped"
fi
