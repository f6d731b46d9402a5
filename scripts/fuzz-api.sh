#!/usr/bin/env bash
# Fuzz stage of `npm test`: schemathesis (installed by scripts/setup.sh into .venv-fuzz) sends a handful of
# generated requests to every operation of openapi.yaml against a seeded gateway on the embedded store, and fails
# on any 5xx but 501 NOT_SUPPORTED_BY_INTEGRATION (scripts/fuzz/hooks.py) and on any answer that does not match
# the spec. No outbound network is needed: tools are fakes on 127.0.0.1 and webhook targets stay refused.
# One worker: schemathesis's workers are threads, and CPython 3.11 (the machine's Python) keeps the AST parser's
# recursion depth per process, so two threads in ast.parse (hypothesis describing a lambda) can fail with
# "SystemError: AST constructor recursion depth mismatch" (CPython gh-106905), an error in the tool, not the gateway.
# GET /openapi.yaml is left out: the spec describes that YAML document as a string, while schemathesis parses YAML
# answers into data before comparing (the contract tests check it). FUZZ_EXAMPLES (default 5) sets the generated cases per operation (plus the spec's own examples); the run stops
# when each operation had them, and is killed past FUZZ_MAX_SECONDS (default 280) so the stage stays bounded.
set -euo pipefail
cd "$(dirname "$0")/.."

ST="${SCHEMATHESIS:-.venv-fuzz/bin/schemathesis}"
if [ ! -x "$ST" ]; then
  echo "schemathesis not found at $ST: run 'npm run setup' (or set SCHEMATHESIS)" >&2
  exit 1
fi

# The gateway serves the browser bundles (SDK, modal) from dist/web: build them when stale, as npm test does.
node scripts/ensure-built.mjs

work="$(mktemp -d)"
gw_pid=""
cleanup() {
  if [ -n "$gw_pid" ] && kill -0 "$gw_pid" 2>/dev/null; then
    kill -TERM "$gw_pid" 2>/dev/null || true
    wait "$gw_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# One process (not npx -> tsx -> node), so the TERM of the cleanup reaches the gateway and it stops its store.
node --import tsx scripts/fuzz/fuzz-gateway.ts >"$work/gateway.out" 2>"$work/gateway.err" &
gw_pid=$!
for _ in $(seq 1 600); do
  if grep -q '^FUZZ_GATEWAY ' "$work/gateway.out"; then break; fi
  if ! kill -0 "$gw_pid" 2>/dev/null; then
    cat "$work/gateway.err" >&2
    echo "fuzz gateway did not start" >&2
    exit 1
  fi
  sleep 0.5
done
info="$(grep '^FUZZ_GATEWAY ' "$work/gateway.out" | head -1 | cut -d' ' -f2-)"
if [ -z "$info" ]; then
  echo "fuzz gateway did not start within 300 s" >&2
  exit 1
fi
field() { node -e "process.stdout.write(JSON.parse(process.argv[1])[process.argv[2]])" "$info" "$1"; }
url="$(field url)"
api_token="$(field apiToken)"
access_token="$(field accessToken)"

started=$(date +%s)
# schemathesis closes with a pytest-like banner ("=== 3 warnings in 13.64s ===") that counts only warnings, and a
# reader of runners' closing lines would take it for "no test ran": it is reworded, so the closing line that counts
# is npm test's own "tests: N passed, N failed" (scripts/test-summary.mjs). The exit status is schemathesis's.
set +e
SCHEMATHESIS_HOOKS=scripts/fuzz/hooks.py timeout "${FUZZ_MAX_SECONDS:-280}" "$ST" run openapi.yaml \
  --url "$url" \
  -H "x-svc-api-token: $api_token" \
  -H "svc-api-token: $api_token" \
  -H "x-svc-access-token: $access_token" \
  --checks no_server_error_but_unsupported,response_schema_conformance,content_type_conformance \
  --phases examples,fuzzing \
  --exclude-operation-id getOpenapiYaml \
  --max-examples "${FUZZ_EXAMPLES:-5}" \
  --workers 1 \
  --request-timeout 20 \
  --seed "${FUZZ_SEED:-13}" \
  --no-color \
  --suppress-health-check all \
  --output-truncate true \
  "$@" 2>&1 | sed -u -E 's/^=+ (.*) in ([0-9.]+)s =+$/schemathesis finished (\2 s): \1/'
status=${PIPESTATUS[0]}
set -e
echo "fuzz stage: $(($(date +%s) - started)) s" >&2
exit $status
