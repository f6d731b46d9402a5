#!/usr/bin/env bash
# The TypeScript SDK's checks (run by scripts/test-sdks.sh, which exports PLUGBOARD_E2E; alone, the end-to-end tests
# are skipped): the generated types and the committed build are what `npm run gen:sdks` gives today, the SDK
# type-checks, then node's own test runner runs the unit and end-to-end tests (TypeScript through tsx).
# Last line: `SDK_TESTS typescript passed=N failed=M`.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { # name, command...: one counted check
  local name="$1"
  shift
  if "$@" >"$work/check.txt" 2>&1; then
    passed=$((passed + 1))
    echo "ok - $name"
  else
    failed=$((failed + 1))
    echo "not ok - $name"
    sed 's/^/    /' "$work/check.txt" | tail -40
  fi
}

fresh_types() {
  node_modules/.bin/openapi-typescript openapi.yaml -o "$work/openapi.gen.ts" >/dev/null 2>&1 &&
    diff -q "$work/openapi.gen.ts" sdks/typescript/src/generated/openapi.gen.ts >/dev/null ||
    { echo "sdks/typescript/src/generated/openapi.gen.ts is stale: run 'npm run gen:sdks'"; return 1; }
}
fresh_build() {
  bash sdks/typescript/build.sh "$work/dist" && diff -r "$work/dist" sdks/typescript/dist >/dev/null ||
    { echo "sdks/typescript/dist is stale: run 'npm run gen:sdks'"; diff -rq "$work/dist" sdks/typescript/dist | head; return 1; }
}
check "generated types are fresh (openapi-typescript over openapi.yaml)" fresh_types
check "committed build (dist/) is fresh" fresh_build
check "type-check (tsc -p sdks/typescript)" node_modules/.bin/tsc -p sdks/typescript/tsconfig.json

# node --test prints its own summary ("ℹ pass N", "ℹ fail M"): added to the checks above.
node --import tsx --test --test-reporter=spec --test-concurrency=1 sdks/typescript/test/*.test.ts 2>&1 | tee "$work/node-test.txt"
rc=${PIPESTATUS[0]}
tests_passed=$(grep -E '^ℹ pass [0-9]+' "$work/node-test.txt" | tail -1 | awk '{print $3}')
tests_failed=$(grep -E '^ℹ fail [0-9]+' "$work/node-test.txt" | tail -1 | awk '{print $3}')
passed=$((passed + ${tests_passed:-0}))
failed=$((failed + ${tests_failed:-0}))
if [ "$rc" != "0" ] && [ "${tests_failed:-0}" = "0" ]; then failed=$((failed + 1)); fi
echo "SDK_TESTS typescript passed=$passed failed=$failed"
[ "$failed" = "0" ]
