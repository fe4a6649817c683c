#!/usr/bin/env bash
# SPRT of one revision of Hecto against another, so that every strength
# claim can be repeated:
#
#   scripts/sprt.sh BASE_REF NEW_REF [hecto match arguments...]
#
# Builds both revisions side by side (git worktrees in build-sprt/, Release
# builds; a revision built before is reused), then plays NEW against BASE
# with the NEW build's `hecto match` until the SPRT decides, printing the
# running score and the result, and appending the games to
# out/sprt/BASE-NEW.pgn (log beside it). Defaults, each replaced by an
# argument naming the same option:
#   --variant chess  --each nodes=20000  --random-plies 8 --seed (the time)
#   --games 20000  --concurrency 2  --sprt elo0=0 elo1=5 alpha=0.05 beta=0.05
# Every opening is played twice, colours reversed (the pentanomial SPRT
# counts game pairs). Examples:
#   scripts/sprt.sh main HEAD
#   scripts/sprt.sh v1 v2 --variant megachess --each tc=10+0.1 --sprt elo0=-5 elo1=0
# JOBS sets the build's parallel jobs (default 2). To remove the builds:
#   rm -rf build-sprt && git worktree prune
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
cd "$(dirname "$0")/.."
base_ref=$1
new_ref=$2
shift 2

# Builds a revision; prints the path of its hecto binary.
build() {
  local sha dir
  sha=$(git rev-parse --verify "$1^{commit}")
  dir=build-sprt/${sha:0:12}
  if [ ! -x "$dir/bin/hecto" ]; then
    [ -d "$dir/src" ] || git worktree add --detach "$dir/src" "$sha" >&2
    cmake -S "$dir/src" -B "$dir/bin" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$dir/bin" -j"${JOBS:-2}" --target hecto >&2
  fi
  echo "$dir/bin/hecto"
}

# Is the option (without dashes) among the match arguments?
given() {
  local a
  for a in "${args[@]}"; do
    [ "$a" = "-$1" ] || [ "$a" = "--$1" ] && return 0
  done
  return 1
}

args=("$@")
base_bin=$(build "$base_ref")
new_bin=$(build "$new_ref")
base_name=base-$(git rev-parse --short "$base_ref")
new_name=new-$(git rev-parse --short "$new_ref")
mkdir -p out/sprt
log=out/sprt/$base_name-$new_name.log
pgn=out/sprt/$base_name-$new_name.pgn

defaults=()
given variant || defaults+=(--variant chess)
given each || given tc || defaults+=(--each nodes=20000)
given openings || given random-plies || defaults+=(--random-plies 8 --seed "$(date +%s)")
given games || defaults+=(--games 20000)
given concurrency || defaults+=(--concurrency 2)
given sprt || defaults+=(--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05)
given pgnout || given pgn || defaults+=(--pgnout "$pgn")

cmd=("$new_bin" match --engine "name=$new_name" "cmd=$new_bin" --engine "name=$base_name" "cmd=$base_bin"
     "${defaults[@]}" "${args[@]}")
echo "NEW $new_ref vs BASE $base_ref: ${cmd[*]}" | tee "$log"
set +e
"${cmd[@]}" 2>&1 | tee -a "$log"
status=${PIPESTATUS[0]}
set -e
echo "Log: $log" >&2
exit "$status"
