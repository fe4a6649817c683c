#!/usr/bin/env bash
# Takes the README's pictures of `hecto serve` (docs/serve-*.png): the
# browser test plays every game in headless Chromium and saves them there.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh >/dev/null
cd tests/serve_browser
node e2e.mjs --hecto ../../build/hecto --shots ../../docs
