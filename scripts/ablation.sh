#!/usr/bin/env bash
# What one search technique is worth: builds Hecto with the techniques in
# MASK left out (search/search.h, enum SearchFeature; e.g. 2 = singular
# extensions) and plays it against the full build with an SPRT.
#   scripts/ablation.sh MASK [hecto match arguments...]
# Defaults: chess, 10000 nodes a move, 8 random plies, elo0=0 elo1=10.
# Builds go to build-ablation-MASK/ (ignored); the log and PGN to out/ablation/.
set -euo pipefail
cd "$(dirname "$0")/.."
mask=${1:?usage: scripts/ablation.sh MASK [match args]}
shift
scripts/build.sh >/dev/null
dir=build-ablation-$mask
cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS="-DHECTO_SEARCH_ABLATION=$mask" >/dev/null
cmake --build "$dir" -j"$(nproc)" --target hecto >/dev/null
mkdir -p out/ablation
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(--variant chess --each nodes=10000)
build/hecto match --engine name=full cmd=build/hecto --engine name=without-$mask cmd="$dir/hecto" \
  --games 20000 --concurrency "${CONCURRENCY:-2}" --random-plies 8 --seed "${SEED:-1}" \
  --sprt elo0=0 elo1=10 --pgn "out/ablation/$mask.pgn" "${args[@]}" | tee "out/ablation/$mask.log" | grep -E "^(SPRT|Results|full vs|  Elo|  Pent)"
