#!/usr/bin/env bash
# Builds dist/ (committed, so `npm install ./sdks/typescript` works from a fresh clone without a build step):
# dist/esm (ES modules + .d.ts) and dist/cjs (CommonJS + .d.ts, marked by its own package.json). `build.sh <dir>`
# builds into <dir> instead (test.sh compares a fresh build with the committed one). Uses the repository's tsc.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${1:-$here/dist}"
tsc="$root/node_modules/.bin/tsc"
rm -rf "$out"
"$tsc" -p "$here/tsconfig.esm.json" --outDir "$out/esm"
"$tsc" -p "$here/tsconfig.cjs.json" --outDir "$out/cjs"
printf '{\n  "type": "commonjs"\n}\n' >"$out/cjs/package.json"
