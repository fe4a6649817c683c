#!/usr/bin/env bash
# What one search technique is worth: builds Hecto with the techniques in
# MASK left out (search/search.h, enum SearchFeature; e.g. 2 = singular
# extensions) and plays it against the full build with an SPRT.
#   scripts/ablation.sh MASK [hecto match arguments...]
# Defaults: chess, 10000 nodes a move, 8 random plies, elo0=0 elo1=10
# (ELO0, ELO1 to change: e.g. -5 and 0 for a technique kept for another reason).
# Builds go to build-ablation-MASK/ and build-ablation-0/ (the full search;
# ignored); the log and PGN to out/ablation/. GAMES (default 20000) caps a match
# the SPRT has not decided.
set -euo pipefail
cd "$(dirname "$0")/.."
mask=${1:?usage: scripts/ablation.sh MASK [match args]}
shift
build() {
  cmake -S . -B "build-ablation-$1" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS="-DHECTO_SEARCH_ABLATION=$1" >/dev/null
  cmake --build "build-ablation-$1" -j"$(nproc)" --target hecto >/dev/null
}
build 0
build "$mask"
mkdir -p out/ablation
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(--variant chess --each nodes=10000)
build-ablation-0/hecto match --engine name=full cmd=build-ablation-0/hecto \
  --engine name=without-$mask cmd=build-ablation-$mask/hecto \
  --games "${GAMES:-20000}" --concurrency "${CONCURRENCY:-2}" --random-plies 8 --seed "${SEED:-1}" \
  --sprt elo0=${ELO0:-0} elo1=${ELO1:-10} --pgn "out/ablation/$mask.pgn" "${args[@]}" | tee "out/ablation/$mask.log" | grep -E "^(SPRT|Results|full vs|  Elo|  Pent)"
