#!/usr/bin/env bash
# Strength of Hecto against the reference engines, with hecto match.
#   scripts/strength.sh [GAMES] [TC]      (defaults: 40 games, 10+0.1)
# Rows (ROWS="..." to choose; default all):
#   fsf-chess fsf-tencubed fsf-bigchess  the current Fairy-Stockfish at full strength
#                                        (classical evaluation; built from the reference
#                                        source by scripts/build_fairy_stockfish.sh)
#   sf-ELO                               Debian's Stockfish at UCI_Elo ELO (ELOS="2000 2400 2800")
#   sjaak-tencubed sjaak-bigchess sjaak-megachess   Sjaak II through scripts/sjaak/sjaak-uci
#   old-VARIANT                          Hecto against another build (OLD=path, e.g. a build of
#                                        an earlier revision from scripts/sprt.sh's build-sprt/)
# Needs stockfish and sjaakii from Debian (apt-get install stockfish sjaakii).
# Logs and PGNs go to out/strength/. CONCURRENCY (default 2) sets the games
# played at once: each engine searches with one thread, and without pondering
# two games keep the two cores busy.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-40}
tc=${2:-10+0.1}
games_dir=out/strength
mkdir -p "$games_dir"
PATH=$PATH:/usr/games
hecto="--engine name=Hecto cmd=build/hecto"
common="--games $games --tc $tc --concurrency ${CONCURRENCY:-2} --random-plies 8 --seed ${SEED:-1}"
rows=${ROWS:-"fsf-chess fsf-tencubed fsf-bigchess $(for e in ${ELOS:-2000 2400 2800}; do printf 'sf-%s ' "$e"; done)sjaak-megachess"}

run() {  # name variant engine-args...
  local name=$1 variant=$2
  shift 2
  build/hecto match $hecto "$@" --variant "$variant" $common \
    --pgn "$games_dir/$name.pgn" >"$games_dir/$name.log" 2>&1 || true
  printf '%-18s %s\n' "$name" "$(grep -E '^Hecto vs ' "$games_dir/$name.log" | tail -1)"
  grep -E '^  (Elo|Pentanomial) ' "$games_dir/$name.log" | tail -2
}

fsf() {
  local binary
  binary=$(scripts/build_fairy_stockfish.sh)
  # BigChess is not built into Fairy-Stockfish: it reads the project's definition.
  echo "--engine name=Fairy-Stockfish cmd=$binary option.VariantPath=$(pwd)/build-reference/fairy-stockfish-bigchess.ini"
}

for row in $rows; do
  case $row in
    fsf-*) run "$row" "${row#fsf-}" $(fsf) ;;
    sf-*)
      # A larger Move Overhead keeps Stockfish from losing on time when two
      # games share a 2-core machine.
      run "$row" chess --engine name=Stockfish-${row#sf-} cmd=stockfish \
        option.UCI_LimitStrength=true option.UCI_Elo=${row#sf-} "option.Move Overhead=100" ;;
    sjaak-*) run "$row" "${row#sjaak-}" --engine name=Sjaak cmd=scripts/sjaak/sjaak-uci arg=${row#sjaak-} ;;
    old-*) run "$row" "${row#old-}" --engine name=Old cmd="${OLD:?OLD=path of the other build}" ;;
    *) echo "error: unknown row '$row'" >&2; exit 2 ;;
  esac
done
