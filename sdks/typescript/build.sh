#!/usr/bin/env bash
# Builds dist/ (committed, so `npm install ./sdks/typescript` works from a fresh clone without a build step):
# dist/esm (ES modules + .d.ts) and dist/cjs (CommonJS + .d.ts, marked by its own package.json), whose types.d.ts
# both import the generated API types from one file, dist/types/openapi.gen.d.ts (about 0.9 MB: shipped once, not
# once per build). That file holds types only (openapi-typescript's `paths`, `components`, `operations`): no
# JavaScript imports it, so neither build keeps an openapi.gen.js. `build.sh <dir>` builds into <dir> instead
# (test.sh compares a fresh build with the committed one). Uses the repository's tsc.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${1:-$here/dist}"
tsc="$root/node_modules/.bin/tsc"
rm -rf "$out"
"$tsc" -p "$here/tsconfig.esm.json" --outDir "$out/esm"
"$tsc" -p "$here/tsconfig.cjs.json" --outDir "$out/cjs"
printf '{\n  "type": "commonjs"\n}\n' >"$out/cjs/package.json"
mkdir -p "$out/types"
mv "$out/esm/generated/openapi.gen.d.ts" "$out/types/openapi.gen.d.ts"
rm -rf "$out/esm/generated" "$out/cjs/generated"
for build in esm cjs; do
  file="$out/$build/types.d.ts"
  grep -q "'./generated/openapi.gen.js'" "$file" || {
    echo "build.sh: $file no longer imports ./generated/openapi.gen.js: update the rewrite below" >&2
    exit 1
  }
  sed -i.bak "s#'./generated/openapi.gen.js'#'../types/openapi.gen.js'#g" "$file"
  rm "$file.bak"
done
