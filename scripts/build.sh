#!/usr/bin/env bash
# Configures and builds Hecto (Release) in build/. Extra arguments go to cmake,
# e.g. -DHECTO_PORTABLE=ON for a binary that runs on any x86-64 CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build build -j"$(nproc)"
