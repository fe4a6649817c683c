#!/usr/bin/env bash
# Installs the Debian packages Hecto needs to build and test, if missing.
set -euo pipefail

# xboard, xvfb and xauth: the test that plays games in XBoard under a virtual X server.
# libcpp-httplib-dev, nlohmann-json3-dev, pkg-config: hecto serve.
# chromium: the test that plays the served page in a headless browser.
packages=(g++ make cmake pkg-config catch2 libfmt-dev libcxxopts-dev libcpp-httplib-dev nlohmann-json3-dev procps
          xboard xvfb xauth chromium "$@")
# Node.js and npm drive the browser test; a machine may have them from elsewhere.
command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The browser test's driver (playwright-core), exactly as its lockfile pins it:
# 1.61.1, the last release that runs on Debian 12's Node.js 18 (later ones
# refuse to start on Node.js before 20).
browser_test=tests/serve_browser
cd "$(dirname "$0")/.."
stamp="$browser_test/node_modules/.installed-from-lockfile"
if ! cmp -s "$browser_test/package-lock.json" "$stamp" 2>/dev/null; then
  echo "installing the browser test's node modules" >&2
  (cd "$browser_test" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  cp "$browser_test/package-lock.json" "$stamp"
fi
