#!/usr/bin/env bash
# Runs the unit, HTTP and contract tests on another Node line (default 24, the newest LTS), taken from the npm
# registry's `node` package, whatever Node this machine has. Called by scripts/test-all.sh in CI; by hand:
# `bash scripts/test-node-lts.sh 24`.
set -euo pipefail
cd "$(dirname "$0")/.."
line="${1:-24}"
# shellcheck disable=SC2016 # expanded by the inner shell, which runs on the chosen Node
npx -y -p "node@$line" -- bash -c '
  echo "node $(node --version)" >&2
  npx mocha --no-config --extension ts --node-option import=tsx --require test/support/root-hooks.ts --timeout 20000 --exit \
    "test/unit/**/*.test.ts" "test/http/**/*.test.ts" "test/contract/**/*.test.ts"
'
