#!/usr/bin/env bash
# Installs the Debian packages Hecto needs to build and test, if missing.
set -euo pipefail

# xboard, xvfb and xauth: the test that plays games in XBoard under a virtual X server.
packages=(g++ make cmake catch2 libfmt-dev libcxxopts-dev procps xboard xvfb xauth "$@")
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
