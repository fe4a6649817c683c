#!/usr/bin/env bash
# Builds the fuzzers (clang's libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer, in build-fuzz/) and runs each target for
# SECONDS_PER_TARGET (default 60), one after the other. Reports executions
# and failures (crash, undefined behaviour, broken check, hang, memory
# blow-up) per target; each failing input is kept in
# build-fuzz/fuzz/crashes/TARGET/. Exits 1 if any target failed.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET]
#   FUZZ_TARGETS="uci cecp" scripts/fuzz.sh 600    # only these targets
#
# Each target's corpus grows in build-fuzz/fuzz/corpus/TARGET/, from the
# seeds in fuzz/corpus/TARGET/. After a failure the target starts again
# for the rest of its time, without the corpus input that failed (so that
# one known bug does not stop the search for others).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
read -r -a targets <<< "${FUZZ_TARGETS:-fen uci cecp moves openings labelled extract variants}"
# Seconds one input may take before it counts as a hang: a protocol input
# of 48 lines with bounded searches takes well under a second.
timeout=${FUZZ_TIMEOUT:-20}

scripts/setup.sh clang libclang-rt-14-dev
CC=clang CXX=clang++ cmake -S . -B build-fuzz -DHECTO_FUZZ=ON -DHECTO_PORTABLE=ON >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target "${targets[@]/#/fuzz_}" >/dev/null

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
out=build-fuzz/fuzz
failed=0
for t in "${targets[@]}"; do
    corpus=$out/corpus/$t crashes=$out/crashes/$t logs=$out/logs/$t
    mkdir -p "$corpus" "$crashes" "$logs"
    for f in "fuzz/corpus/$t"/*; do
        [ -e "$corpus/${f##*/}" ] || cp "$f" "$corpus/"
    done
    end=$((SECONDS + seconds)) execs=0 failures=0 run=0
    kinds=()
    while ((SECONDS < end)); do
        run=$((run + 1))
        log=$logs/run$run.log
        rc=0
        "build-fuzz/fuzz_$t" -max_total_time=$((end - SECONDS)) -timeout="$timeout" -rss_limit_mb=2048 \
            -malloc_limit_mb=1024 -print_final_stats=1 -artifact_prefix="$crashes/" "$corpus" >"$log" 2>&1 || rc=$?
        n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        execs=$((execs + ${n:-0}))
        unit=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
        if [ -z "$unit" ]; then
            if ((rc != 0)); then
                echo "$t: the fuzzer failed without an input (exit $rc), see $log"
                failures=$((failures + 1))
            fi
            break
        fi
        failures=$((failures + 1))
        what=$(grep -m1 -E "hecto fuzz|runtime error:|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)" "$log" || true)
        what=${what:-failure}
        # One line per kind of failure: the same bug found again differs only in numbers.
        kind=$(sed -E 's/==[0-9]+==//; s/[0-9]{4,}/N/g; s/after [0-9]+ seconds/after N seconds/' <<< "$what")
        if [[ " ${kinds[*]:-} " != *" ${kind// /_} "* ]]; then
            kinds+=("${kind// /_}")
            echo "$t: $what -- input $unit, log $log"
        fi
        # A corpus input that fails fails at every start: set it aside.
        for f in "$corpus"/*; do
            if cmp -s "$f" "$unit"; then rm -f "$f"; fi
        done
    done
    echo "$t: $execs executions, $failures failures, ${#kinds[@]} distinct"
    ((failures == 0)) || failed=1
done
exit "$failed"
