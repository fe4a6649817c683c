#!/usr/bin/env bash
# An engine for scripts/soak.sh: runs HECTO and passes it the match
# runner's commands, with one added before every "ucinewgame": "setoption
# name Hash value N", N taken in turn from the sizes given. hecto match
# sends options only when it starts an engine, so this is how the table of
# a running engine gets resized between games.
#   scripts/soak_engine.sh NAME HECTO SIZE_MB...
# The engine replaces this shell (same process id, argv[0] "hecto-NAME" so
# that soak.sh can tell the engines apart) and writes straight to the
# runner; only its input passes through the loop, which stops after "quit".
set -uo pipefail
name=$1
hecto=$2
shift 2
sizes=("$@")
exec -a "hecto-$name" "$hecto" < <(
  game=0
  while IFS= read -r line; do
    if [[ $line == ucinewgame* && ${#sizes[@]} -gt 0 ]]; then
      printf 'setoption name Hash value %s\n' "${sizes[game % ${#sizes[@]}]}"
      game=$((game + 1))
    fi
    printf '%s\n' "$line"
    [[ $line == quit* ]] && break
  done
)
