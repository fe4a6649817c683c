#!/usr/bin/env bash
# Sets up, builds and starts the engine; arguments go to hecto.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh >/dev/null
exec build/hecto "$@"
