#!/usr/bin/env bash
# Soak test: Hecto against Hecto with `hecto match` at 1s+10ms in every
# game, once with Threads 1 and once with Threads 2, the transposition
# table resized before every game, engine memory sampled throughout.
#   scripts/soak.sh [GAMES_PER_GAME] [extra hecto match arguments...]
# GAMES_PER_GAME (default 1000) is played per game and thread count, so
# scripts/soak.sh 2 plays 20 games in all. The extra arguments go to every
# match (e.g. --timemargin 20, --maxmoves 150, --seed 7).
#
# hecto match sends options only when it starts an engine, so each engine
# runs behind scripts/soak_engine.sh, which puts "setoption name Hash value
# N" before every ucinewgame, N cycling through HASH_A / HASH_B (MB; the
# two engines differ).
#
# Reported per run, from the runner's output and the PGN's Termination
# tags: losses on time (at a clock a hung engine also shows as one: the
# runner cannot tell them apart), illegal moves, crashes (disconnects,
# sanitizer or abort messages), stalled connections, runner errors, a run
# that stops making progress for STALL_SECONDS (killed, reported as a
# stall), games missing from the total, and engines still running after
# the match. The resident memory (VmRSS) of the engine processes is
# sampled every SAMPLE_SECONDS: the largest value over the first cycle of
# Hash sizes against the largest over the last must not grow by more than
# MEM_SLACK_MB. Exit status 1 on any of these.
#
# Environment: HECTO (build/hecto), SOAK_OUT (out/soak: logs, PGNs, RSS
# samples), TC (1+0.01), CONCURRENCY (1), SOAK_GAMES (all five games),
# SOAK_THREADS ("1 2"), HASH_A ("16 1 64 8"), HASH_B ("4 32 2 16"),
# STALL_SECONDS (120), SAMPLE_SECONDS (1), MEM_SLACK_MB (16).
set -uo pipefail
cd "$(dirname "$0")/.."
per_game=${1:-1000}
[ $# -gt 0 ] && shift
if ! [[ $per_game =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: scripts/soak.sh [GAMES_PER_GAME] [extra hecto match arguments...]" >&2
  exit 2
fi
hecto=$(realpath "${HECTO:-build/hecto}")
wrapper=$(realpath scripts/soak_engine.sh)
comm=$(basename "$hecto" | cut -c1-15)  # the engines' /proc/PID/comm
out=${SOAK_OUT:-out/soak}
tc=${TC:-1+0.01}
games=${SOAK_GAMES:-chess tencubed bigchess megachess bigbang}
threads_list=${SOAK_THREADS:-1 2}
hash_a=${HASH_A:-16 1 64 8}
hash_b=${HASH_B:-4 32 2 16}
stall=${STALL_SECONDS:-120}
sample=${SAMPLE_SECONDS:-1}
slack_kb=$(( ${MEM_SLACK_MB:-16} * 1024 ))
[ -x "$hecto" ] || { echo "soak: no executable $hecto (build first, or set HECTO)" >&2; exit 2; }
mkdir -p "$out"

match_pid=
trap '[ -n "$match_pid" ] && kill -INT "$match_pid" 2>/dev/null; exit 130' INT TERM

# Largest RSS (MB) of engine NAME over games FROM..TO (finished-game counts) of a samples file.
rss_max() {  # file name from to
  awk -v n="$2" -v a="$3" -v b="$4" '$3 == n && $2 >= a && $2 <= b && $5 > m { m = $5 } END { printf "%.1f", m / 1024 }' "$1"
}

summary=()
failed=0
run_index=0
for game in $games; do
  for threads in $threads_list; do
    run_index=$((run_index + 1))
    name=$game-t$threads
    log=$out/$name.log pgn=$out/$name.pgn samples=$out/$name.rss
    rm -f "$pgn"
    : >"$samples"
    : >"$log"
    plies=8
    [ "$game" = bigbang ] && plies=4  # its openings are only drops: keep them short
    start=$(date +%s)
    "$hecto" match \
      --engine name=A "cmd=$wrapper" "args=A $hecto $hash_a" "option.Threads=$threads" \
      --engine name=B "cmd=$wrapper" "args=B $hecto $hash_b" "option.Threads=$threads" \
      --variant "$game" --games "$per_game" --tc "$tc" --concurrency "${CONCURRENCY:-1}" \
      --random-plies "$plies" --seed "$run_index" --pgn "$pgn" "$@" >"$log" 2>&1 &
    match_pid=$!
    stalled=0
    declare -A engine_pids=()
    while kill -0 "$match_pid" 2>/dev/null; do
      now=$(date +%s)
      finished=$(grep -c '^Finished game' "$log")
      for pid in $(pgrep -P "$match_pid"); do
        [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$comm" ] || continue
        argv0=$(tr '\0' '\n' <"/proc/$pid/cmdline" 2>/dev/null | head -1)
        rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status" 2>/dev/null)
        [ -n "$rss" ] || continue
        echo "$now $finished ${argv0#hecto-} $pid $rss" >>"$samples"
        engine_pids[$pid]=1
      done
      if (( now - $(stat -c %Y "$log") > stall )); then
        stalled=1
        kill -INT "$match_pid" 2>/dev/null
        sleep 5
        kill -KILL "$match_pid" 2>/dev/null
        break
      fi
      sleep "$sample"
    done
    wait "$match_pid"
    match_rc=$?
    match_pid=
    seconds=$(( $(date +%s) - start ))
    leftover=0
    for pid in "${!engine_pids[@]}"; do
      if kill -0 "$pid" 2>/dev/null && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$comm" ]; then
        leftover=$((leftover + 1))
        kill -KILL "$pid" 2>/dev/null
      fi
    done
    unset engine_pids

    played=$(grep -c '^Finished game' "$log")
    time_losses=$(grep -c 'loses on time' "$log")
    illegal=$(grep -c 'makes an illegal move' "$log")
    crashes=$(( $(grep -c 'disconnects' "$log") +
                $(grep -cE 'Sanitizer|runtime error|terminate called|Assertion|Segmentation fault|core dumped' "$log") ))
    no_answer=$(grep -c 'does not answer' "$log")
    errors=$(grep -c '^error:' "$log")
    bad_tags=$(grep -cE '^\[Termination "(time forfeit|illegal move|abandoned|stalled connection|unterminated)"\]' "$pgn" 2>/dev/null)
    score=$(grep -E '^A vs B: ' "$log" | tail -1 | sed -E 's/^A vs B: W ([0-9]+) L ([0-9]+) D ([0-9]+).*/\1-\2-\3/')
    window=$(wc -w <<<"$hash_a")
    mem=""
    mem_bad=0
    for e in A B; do
      first=$(rss_max "$samples" "$e" 0 $((window - 1)))
      last=$(rss_max "$samples" "$e" $((played - window)) "$played")
      mem+=$(printf '%6s->%-6s ' "$first" "$last")
      if awk -v a="$first" -v b="$last" -v s="$slack_kb" 'BEGIN { exit !(b * 1024 > a * 1024 + s) }'; then
        mem_bad=1
      fi
    done

    problems=()
    (( played < per_game )) && problems+=("$((per_game - played)) games missing")
    (( time_losses )) && problems+=("$time_losses time losses")
    (( illegal )) && problems+=("$illegal illegal moves")
    (( crashes )) && problems+=("$crashes crashes")
    (( no_answer )) && problems+=("$no_answer stalled connections")
    (( errors )) && problems+=("$errors runner errors")
    (( stalled )) && problems+=("stalled: no progress for ${stall}s, killed")
    (( leftover )) && problems+=("$leftover engines still running after the match")
    (( match_rc != 0 && !stalled )) && problems+=("runner exit status $match_rc")
    (( mem_bad )) && problems+=("engine memory grows")
    verdict=ok
    if (( ${#problems[@]} )); then
      verdict=$(IFS=';'; echo "${problems[*]}" | sed 's/;/; /g')
      failed=1
    fi
    terminations=$(grep -oE '^\[Termination "[^"]*"\]' "$pgn" 2>/dev/null | sed -E 's/.*"(.*)".*/\1/' | sort | uniq -c |
                   awk '{ n = $1; $1 = ""; printf "%s%s %d", sep, substr($0, 2), n; sep = ", " }')
    line=$(printf '%-10s %2s %5s/%-5s %-11s %5ss  %s %s' "$game" "$threads" "$played" "$per_game" "${score:--}" \
           "$seconds" "$mem" "$verdict")
    echo "$line"
    echo "           terminations: ${terminations:-none}; ${bad_tags:-0} abnormal; log $log"
    summary+=("$line")
  done
done

echo
echo "Soak: hecto vs hecto at $tc, Hash cycling A: $hash_a / B: $hash_b MB before every game"
printf '%-10s %2s %11s %-11s %6s  %-27s %s\n' game th games "A W-L-D" time "RSS MB A, B (first->last)" verdict
printf '%s\n' "${summary[@]}"
exit $failed
