#!/usr/bin/env bash
# The Go SDK's stage of `npm test` (run by scripts/test-sdks.sh, which exports PLUGBOARD_E2E, the live gateway's
# details; without it the end-to-end test skips). In order: the generated code is what openapi.yaml gives today,
# `go vet`, then `go test` of the SDK (unit and e2e tests) and of tools/ (openapi.yaml read by yaml.v3 and by the
# generator's loader). Exits non-zero on any failure; the last line is `SDK_TESTS go passed=N failed=M`.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
failed_steps=0

timings=""
step() {
  local name="$1" t0=$SECONDS
  shift
  if ! "$@" >>"$log" 2>&1; then
    echo "sdks/go: $name failed" >&2
    failed_steps=$((failed_steps + 1))
  fi
  timings+="${timings:+, }$name $((SECONDS - t0))s"
}

if ! command -v go >/dev/null 2>&1; then
  echo "sdks/go: Go toolchain not found on PATH (npm run setup checks for it)" >&2
  echo "SDK_TESTS go passed=0 failed=1"
  exit 1
fi

start=$SECONDS
step "regeneration check" ./gen.sh --check
step "gofmt" bash -c 'out="$(gofmt -l . tools)"; [[ -z "$out" ]] || { echo "not gofmt-ed: $out"; false; }'
step "go vet" go vet ./...
step "go vet (tools)" bash -c 'cd tools && go vet ./...'
step "go test" go test -count=1 -v ./...
step "go test (tools)" bash -c 'cd tools && go test -count=1 -v ./...'

passed=$(grep -cE '^\s*--- PASS' "$log" || true)
failed=$(grep -cE '^\s*--- FAIL' "$log" || true)
skipped=$(grep -cE '^\s*--- SKIP' "$log" || true)
if (( failed_steps > 0 || failed > 0 )); then
  cat "$log" >&2
  # A step that failed without a failing test (vet, regeneration, a build error) still counts as a failure.
  (( failed == 0 )) && failed=$failed_steps
  echo "sdks/go: $passed passed, $failed failed, $skipped skipped in $((SECONDS - start))s" >&2
  echo "SDK_TESTS go passed=$passed failed=$failed"
  exit 1
fi
grep -E '^\s*--- SKIP' "$log" >&2 || true
echo "sdks/go: $passed passed, $skipped skipped in $((SECONDS - start))s ($timings)" >&2
echo "SDK_TESTS go passed=$passed failed=$failed"
