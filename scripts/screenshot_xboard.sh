#!/usr/bin/env bash
# Takes the README's pictures of XBoard playing Hecto: a BigChess and a
# Mega Chess game in progress (Hecto against itself, so no one has to move
# by hand), drawn by Debian's xboard on a virtual X server.
#   scripts/screenshot_xboard.sh [SECONDS [VARIANT...]]
# SECONDS of play before the picture (default 30); VARIANTs default to
# bigchess and megachess. Writes docs/xboard-VARIANT.png. VARIANTS_FILE=FILE
# adds the games of a variants file (e.g. variants/examples.ini).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh x11-apps imagemagick  # xwd, convert
scripts/build.sh >/dev/null

play_seconds=${1:-30}
shift $(($# > 0 ? 1 : 0))
variants=("${@:-}")
[ -n "${variants[0]}" ] || variants=(bigchess megachess)
screen=1600x1000x24
hecto="$PWD/build/hecto xboard"
[ -z "${VARIANTS_FILE:-}" ] || hecto="$PWD/build/hecto --variants $(realpath "$VARIANTS_FILE") xboard"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

shoot() {
  local variant=$1 out=$2
  # A display number nobody uses: the first free from 90 up.
  local n=90
  while [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 "$screen" -br -nolisten tcp >/dev/null 2>&1 &
  local xvfb=$!
  sleep 1
  # XBoard cannot check BigBangChess's rules; Hecto does.
  local legality=true
  [ "$variant" = bigbang ] && legality=false
  DISPLAY=":$n" /usr/games/xboard -testLegality "$legality" -fcp "$hecto" -fd "$work" -scp "$hecto" -sd "$work" \
    -variant "$variant" -matchGames 1 -tc 1 -inc 0 -showThinking true \
    -popupExitMessage false -saveSettingsOnExit false -settingsFile "$work/xboardrc" \
    -boardSize Medium >/dev/null 2>&1 &
  local xboard=$!
  sleep "$play_seconds"
  # The whole screen, cut down to the window (the background is black).
  xwd -root -silent -display ":$n" | convert xwd:- -trim +repage "$out"
  kill "$xboard" 2>/dev/null || true
  wait "$xboard" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  echo "wrote $out"
}

mkdir -p docs
for v in "${variants[@]}"; do shoot "$v" "docs/xboard-$v.png"; done
