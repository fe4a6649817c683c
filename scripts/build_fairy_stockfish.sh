#!/usr/bin/env bash
# Unpacks and builds the current Fairy-Stockfish (largeboards, classical
# evaluation: no net is embedded) from the project's reference folder, for
# strength comparisons and perft cross-checks in TenCubed and BigChess.
#   scripts/build_fairy_stockfish.sh [SOURCE_TARBALL]
# Prints the path of the binary. Nothing is committed: it lands in
# build-reference/ (ignored), and is rebuilt only when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
tarball=${1:-../shared/reference/fairy-stockfish-c19b5f6c.tar.gz}
dir=build-reference
binary=$dir/fairy-stockfish/src/stockfish
if [ ! -x "$binary" ]; then
  [ -f "$tarball" ] || { echo "error: no Fairy-Stockfish source at $tarball" >&2; exit 2; }
  mkdir -p "$dir"
  tar xzf "$tarball" -C "$dir"
  arch=x86-64-modern
  grep -q bmi2 /proc/cpuinfo && arch=x86-64-bmi2
  make -C "$dir/fairy-stockfish/src" -j"$(nproc)" build ARCH=$arch largeboards=yes all=yes >"$dir/build.log" 2>&1 ||
    { echo "error: the build failed; see $dir/build.log" >&2; exit 1; }
fi
# The project's BigChess definition (the built-in 'bigchess' of Fairy-Stockfish differs).
cp -f ../shared/reference/fairy-stockfish-bigchess.ini "$dir/fairy-stockfish-bigchess.ini" 2>/dev/null || true
echo "$binary"
