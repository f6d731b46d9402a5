#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine: npm packages, the embedded store (FerretDB, built
# with Go), and Debian's Chromium for the browser tests. Safe to run again: each step skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> npm packages" >&2
if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi

echo "==> embedded store (FerretDB v1.24.2, SQLite backend)" >&2
bash tools/embedded-mongo/build.sh

echo "==> Chromium for browser tests" >&2
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
/usr/bin/chromium --version >&2
