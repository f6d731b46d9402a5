#!/usr/bin/env bash
# SDK stage of `npm test`: starts one live gateway for every SDK (scripts/sdk-e2e/gateway.ts: embedded store,
# sandbox and fake-tool connections, loopback webhooks; its header comment documents each field), exports what it
# prints as PLUGBOARD_E2E (JSON) plus PLUGBOARD_URL and PLUGBOARD_API_TOKEN, then runs each `sdks/<lang>/test.sh`
# that exists, in turn, from the repository root.
#
# The contract of every sdks/<lang>/test.sh: check that its generated code is what its generator gives from
# openapi.yaml today (no diff), run the SDK's own unit and end-to-end tests with its own runner, exit non-zero on any
# failure, and print as its LAST line `SDK_TESTS <lang> passed=N failed=M` (scripts/test-summary.mjs adds these up).
# Every SDK runs even when an earlier one failed; the stage fails when one did, when one's last line is missing, or
# when one reported a SKIPPED test (scripts/sdk-skips.mjs: a skipped test in CI proves nothing).
# `bash scripts/test-sdks.sh typescript` runs only the SDKs named.
set -euo pipefail
cd "$(dirname "$0")/.."

# The webhook vectors every SDK verifies (sdks/testdata/webhook-vectors.json) are what the gateway's signing code gives.
npx tsx scripts/sdk-e2e/webhook-vectors.ts --check

# The gateway serves the browser bundles from dist/web: build them when stale, as npm test does.
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

started=$(date +%s)
# One process (not npx -> tsx -> node), so the TERM of the cleanup reaches the gateway and it stops its store.
node --import tsx scripts/sdk-e2e/gateway.ts >"$work/gateway.out" 2>"$work/gateway.err" &
gw_pid=$!
for _ in $(seq 1 600); do
  if grep -q '^SDK_E2E_GATEWAY ' "$work/gateway.out"; then break; fi
  if ! kill -0 "$gw_pid" 2>/dev/null; then
    cat "$work/gateway.err" >&2
    echo "SDK e2e gateway did not start" >&2
    exit 1
  fi
  sleep 0.5
done
info="$(grep '^SDK_E2E_GATEWAY ' "$work/gateway.out" | head -1 | cut -d' ' -f2-)"
if [ -z "$info" ]; then
  echo "SDK e2e gateway did not start within 300 s" >&2
  exit 1
fi
field() { node -e "process.stdout.write(JSON.parse(process.argv[1])[process.argv[2]])" "$info" "$1"; }
export PLUGBOARD_E2E="$info"
PLUGBOARD_URL="$(field url)"
PLUGBOARD_API_TOKEN="$(field apiToken)"
export PLUGBOARD_URL PLUGBOARD_API_TOKEN
echo "SDK e2e gateway at $PLUGBOARD_URL ($(($(date +%s) - started)) s to start)" >&2

if [ $# -gt 0 ]; then
  langs=("$@")
else
  langs=()
  for script in sdks/*/test.sh; do
    [ -f "$script" ] && langs+=("$(basename "$(dirname "$script")")")
  done
fi

status=0
for lang in "${langs[@]}"; do
  script="sdks/$lang/test.sh"
  if [ ! -f "$script" ]; then
    echo "no $script" >&2
    status=1
    continue
  fi
  echo "==> SDK $lang ($script)" >&2
  t0=$(date +%s)
  set +e
  bash "$script" 2>&1 | tee "$work/$lang.txt"
  rc=${PIPESTATUS[0]}
  set -e
  last="$(grep -v '^[[:space:]]*$' "$work/$lang.txt" | tail -1)"
  if ! [[ "$last" =~ ^SDK_TESTS\ $lang\ passed=[0-9]+\ failed=[0-9]+$ ]]; then
    echo "$script did not end with 'SDK_TESTS $lang passed=N failed=M' (its last line: $last)" >&2
    echo "SDK_TESTS $lang passed=0 failed=1"
    if [ "$rc" = "0" ]; then rc=1; fi
  fi
  # A skipped test proves nothing in CI: any skip (go's `--- SKIP`, pytest's `N skipped`, node's `skipped N`) fails
  # the SDK, counted as that many failures in the summary (scripts/sdk-skips.mjs names them).
  if ! skips="$(node scripts/sdk-skips.mjs "$lang" "$work/$lang.txt")"; then
    echo "SDK_TESTS $lang passed=0 failed=${skips#SKIPPED }"
    if [ "$rc" = "0" ]; then rc=1; fi
  fi
  echo "SDK $lang: exit $rc, $(($(date +%s) - t0)) s" >&2
  if [ "$rc" != "0" ]; then status=1; fi
done

if [ "$status" != "0" ] && [ -s "$work/gateway.err" ]; then
  echo "--- SDK e2e gateway's stderr ---" >&2
  tail -50 "$work/gateway.err" >&2
fi
echo "SDK stage: $(($(date +%s) - started)) s" >&2
exit $status
