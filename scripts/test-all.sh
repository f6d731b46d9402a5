#!/usr/bin/env bash
# Every check and test, in the order that fails fastest. Run by `npm test` (and by .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> typecheck" >&2
npx tsc --noEmit -p tsconfig.json
npx tsc --noEmit -p web/tsconfig.json

echo "==> format (prettier)" >&2
npx prettier --check --log-level warn .

echo "==> lint (eslint, typescript-eslint strict type-checked; eslint.config.js)" >&2
npx eslint --max-warnings 0 .

echo "==> unused files, exports and dependencies (knip)" >&2
npx knip

echo "==> generated files are fresh" >&2
npx tsx scripts/gen-types.ts --check
npx tsx scripts/gen-handler-map.ts --check
if [ -f scripts/gen-manifest-types.ts ]; then npx tsx scripts/gen-manifest-types.ts --check; fi
if [ -f scripts/gen-openapi-paths.ts ]; then npx tsx scripts/gen-openapi-paths.ts --check; fi

echo "==> Dockerfile (hadolint) and compose.yaml" >&2
bash scripts/lint-docker.sh

echo "==> dependency rules (layers, no cycles)" >&2
npx depcruise --config .dependency-cruiser.cjs src

if [ -f scripts/connectors-check.ts ]; then
  echo "==> connector manifests and fixtures" >&2
  npx tsx scripts/connectors-check.ts
fi

echo "==> compiled build (src/ -> dist/, web/ -> dist/web; when stale)" >&2
node scripts/ensure-built.mjs

# Both runners' output is kept so the last line can add them up: CI reads a plain closing line
# ("N passed, N failed"), and schemathesis's own pytest-like closing line counts only warnings.
outputs="$(mktemp -d)"
trap 'rm -rf "$outputs"' EXIT

echo "==> mocha: unit, connectors, http, contract, jobs, browser" >&2
npx mocha "$@" 2>&1 | tee "$outputs/mocha.txt"

echo "==> fuzz: schemathesis over every operation (bounded; scripts/fuzz-api.sh)" >&2
bash scripts/fuzz-api.sh 2>&1 | tee "$outputs/fuzz.txt"

node scripts/test-summary.mjs "$outputs/mocha.txt" "$outputs/fuzz.txt"
