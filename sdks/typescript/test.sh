#!/usr/bin/env bash
# The TypeScript SDK's checks (run by scripts/test-sdks.sh, which exports PLUGBOARD_E2E; alone, the end-to-end tests
# and the quickstart are skipped): the generated types and the committed build are what `npm run gen:sdks` gives
# today, the SDK type-checks, node's own test runner runs the unit and end-to-end tests (TypeScript through tsx), and
# the packed package installs in an empty folder as a user's would: ESM, CommonJS and its types load, and the
# README's quickstart (examples/quickstart.mjs) runs against the live gateway.
# Last line: `SDK_TESTS typescript passed=N failed=M` (each check counts one, each node test one).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { # name, command...: one counted check, its output shown when it fails
  local name="$1"
  shift
  local log="$work/check-$((passed + failed)).txt"
  if "$@" >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "ok - $name"
  else
    failed=$((failed + 1))
    echo "not ok - $name"
    sed 's/^/    /' "$log" | tail -40
  fi
}

fresh_types() {
  node_modules/.bin/openapi-typescript openapi.yaml -o "$work/openapi.gen.ts" >/dev/null 2>&1 || return 1
  if ! diff -q "$work/openapi.gen.ts" sdks/typescript/src/generated/openapi.gen.ts >/dev/null; then
    echo "sdks/typescript/src/generated/openapi.gen.ts is stale: run 'npm run gen:sdks'"
    return 1
  fi
}
fresh_build() {
  bash sdks/typescript/build.sh "$work/dist" || return 1
  if ! diff -r "$work/dist" sdks/typescript/dist >/dev/null; then
    echo "sdks/typescript/dist is stale: run 'npm run gen:sdks'"
    diff -rq "$work/dist" sdks/typescript/dist | head
    return 1
  fi
}
typecheck() { node_modules/.bin/tsc -p sdks/typescript/tsconfig.json; }

# The three compile-bound checks run side by side (each is one generator or tsc process), then are reported in order.
background() { # id, command...
  local id="$1"
  shift
  ("$@" >"$work/$id.log" 2>&1; echo $? >"$work/$id.rc") &
}
report() { # id, name
  if [ "$(cat "$work/$1.rc")" = "0" ]; then
    passed=$((passed + 1))
    echo "ok - $2"
  else
    failed=$((failed + 1))
    echo "not ok - $2"
    sed 's/^/    /' "$work/$1.log" | tail -40
  fi
}
background types fresh_types
background build fresh_build
background tsc typecheck
wait
report types "generated types are fresh (openapi-typescript over openapi.yaml)"
report build "committed build (dist/) is fresh"
report tsc "type-check (tsc -p sdks/typescript)"

# node --test prints its own summary ("ℹ pass N", "ℹ fail M"): added to the checks.
node --import tsx --test --test-reporter=spec --test-concurrency=3 sdks/typescript/test/*.test.ts 2>&1 | tee "$work/node-test.txt"
rc=${PIPESTATUS[0]}
tests_passed=$(grep -E '^ℹ pass [0-9]+' "$work/node-test.txt" | tail -1 | awk '{print $3}')
tests_failed=$(grep -E '^ℹ fail [0-9]+' "$work/node-test.txt" | tail -1 | awk '{print $3}')
passed=$((passed + ${tests_passed:-0}))
failed=$((failed + ${tests_failed:-0}))
if [ "$rc" != "0" ] && [ "${tests_failed:-0}" = "0" ]; then failed=$((failed + 1)); fi

# As a user installs it: the packed tarball into an empty folder outside the repository, no registry needed.
install_packed() (
  mkdir -p "$work/app" &&
    (cd sdks/typescript && npm pack --silent --pack-destination "$work" >/dev/null) &&
    cd "$work/app" &&
    printf '{ "name": "app", "private": true, "type": "module" }\n' >package.json &&
    npm install --offline --no-audit --no-fund --loglevel=error "$work"/plugboard-node-*.tgz
)
loads_both_ways() (
  cd "$work/app" &&
    node --input-type=module -e "import { Plugboard, verifyWebhook } from '@plugboard/node'; if (typeof Plugboard !== 'function' || typeof verifyWebhook !== 'function') process.exit(1);" &&
    node --input-type=commonjs -e "const { Plugboard, RateLimitError } = require('@plugboard/node'); if (typeof Plugboard !== 'function' || typeof RateLimitError !== 'function') process.exit(1);"
)
consumer_types() (
  cd "$work/app" &&
    cat >consumer.ts <<'TS' &&
import { Plugboard, isPlugboardError, type ConnectorEvent } from '@plugboard/node';
const plugboard = new Plugboard({ baseUrl: 'http://127.0.0.1:8080', apiToken: 'pb_dev_x' });
export async function names(accessToken: string): Promise<string[]> {
  const out: string[] = [];
  for await (const c of plugboard.connection(accessToken).list('/api/unifications/crm/contacts/list', { pageSize: 10 })) out.push(c.firstName ?? '');
  return out;
}
export const typed = (e: unknown): boolean => isPlugboardError(e, 'RATE_LIMITED');
export const ev: (b: string, h: Headers) => Promise<ConnectorEvent> = (body, headers) => plugboard.verifyWebhook({ body, headers, secret: 'whsec_AA==' });
TS
    cat >consumer-cjs.cts <<'TS' &&
import sdk = require('@plugboard/node');
export const client: sdk.Plugboard = new sdk.Plugboard({ baseUrl: 'http://127.0.0.1:8080' });
export const limited = (e: unknown): e is sdk.RateLimitError => e instanceof sdk.RateLimitError;
TS
    "$root/node_modules/.bin/tsc" --noEmit --strict --module nodenext --moduleResolution nodenext --target es2022 --skipLibCheck consumer.ts consumer-cjs.cts
)
quickstart() (
  cp sdks/typescript/examples/quickstart.mjs "$work/app/" && cd "$work/app" && timeout 60 node quickstart.mjs | tee "$work/quickstart.out"
)
check "npm pack, then npm install of the tarball in an empty folder" install_packed
check "the installed package loads as ESM and as CommonJS" loads_both_ways
check "TypeScript programs type-check against the installed package (nodenext; ESM and CommonJS)" consumer_types
if [ -n "${PLUGBOARD_E2E:-}" ]; then
  check "the README's quickstart runs from the installed package (sandbox contacts, a verified webhook)" quickstart
  cat "$work/quickstart.out" 2>/dev/null || true
fi

echo "SDK_TESTS typescript passed=$passed failed=$failed"
[ "$failed" = "0" ]
