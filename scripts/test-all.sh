#!/usr/bin/env bash
# Every check and test, in the order that fails fastest. Run by `npm test` (and by .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> npm install left the clone clean (package-lock.json as committed)" >&2
# npm 10 (bundled with Node 20 and 22) drops the lock's "libc" fields that npm 11 writes, and an old lock gains
# them under npm 11: the lock is kept in npm 11's form (README: Requirements) and a drift fails here, so CI
# (.ci/run installs first) catches an install that rewrote it.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && ! git diff --exit-code --stat -- package-lock.json >&2; then
  echo "package-lock.json changed since the last commit: npm install rewrote it (npm $(npm --version); the lock is written by npm 11), or a dependency change is not committed yet" >&2
  exit 1
fi

echo "==> typecheck" >&2
# The server compiles without DOM types; the browser tests (page.evaluate code runs in Chromium) and web/ with them.
npx tsc --noEmit -p tsconfig.json
npx tsc --noEmit -p test/browser/tsconfig.json
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
npx tsx scripts/gen-catalog.ts --check

echo "==> Dockerfile (hadolint) and compose.yaml" >&2
bash scripts/lint-docker.sh

echo "==> dependency rules (layers, no cycles)" >&2
npx depcruise --config .dependency-cruiser.cjs src

if [ -f scripts/connectors-check.ts ]; then
  echo "==> connector manifests and fixtures" >&2
  npx tsx scripts/connectors-check.ts --strict
fi

echo "==> compiled build (src/ -> dist/, web/ -> dist/web; when stale)" >&2
node scripts/ensure-built.mjs

# Both runners' output is kept so the last line can add them up: CI reads a plain closing line
# ("N passed, N failed"), and schemathesis's own pytest-like closing line counts only warnings.
outputs="$(mktemp -d)"
trap 'rm -rf "$outputs"' EXIT

echo "==> mocha: unit, connectors, http, contract, jobs, browser" >&2
npx mocha "$@" 2>&1 | tee "$outputs/mocha.txt"

# CI also runs the unit, HTTP and contract tests on the newest LTS line (Node 24, from the npm registry's `node`
# package): the whole suite twice would not fit CI's budget, and these three cover what depends on the runtime
# (the request path, the store driver, crypto, the spec validation); the jobs, browser, scale and process tests
# run on the machine's Node above. PLUGBOARD_TEST_NODE_LTS=0 skips it, any other value names the line.
node_lts="${PLUGBOARD_TEST_NODE_LTS:-$([ -n "${CI:-}" ] && echo 24 || echo 0)}"
if [ "$node_lts" != "0" ]; then
  echo "==> mocha on Node $node_lts: unit, http, contract (scripts/test-node-lts.sh)" >&2
  bash scripts/test-node-lts.sh "$node_lts" 2>&1 | tee "$outputs/mocha-lts.txt"
fi

echo "==> SDKs: generated code fresh, each SDK's unit and end-to-end tests against a live gateway (scripts/test-sdks.sh)" >&2
bash scripts/test-sdks.sh 2>&1 | tee "$outputs/sdks.txt"

echo "==> fuzz: schemathesis over every operation (bounded; scripts/fuzz-api.sh)" >&2
bash scripts/fuzz-api.sh 2>&1 | tee "$outputs/fuzz.txt"

node scripts/test-summary.mjs --sdks="$outputs/sdks.txt" "$outputs/mocha.txt" "$outputs/fuzz.txt" $([ -f "$outputs/mocha-lts.txt" ] && echo "$outputs/mocha-lts.txt")
