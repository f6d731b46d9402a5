#!/usr/bin/env bash
# Regenerates api/api.gen.go from the repository's openapi.yaml with the generator pinned in tools/go.mod
# (oapi-codegen v2.8.2, Go's `tool` directive); run by scripts/gen-sdks.sh (npm run gen:sdks) from any folder. `--check` regenerates into a temporary file and fails on any difference.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
spec="$here/../../openapi.yaml"
out="$here/api/api.gen.go"
target="$out"
if [[ "${1:-}" == "--check" ]]; then
  target="$(mktemp -d)/api.gen.go"
  trap 'rm -rf "$(dirname "$target")"' EXIT
fi
(cd "$here/tools" && go tool oapi-codegen -config "$here/api/oapi-codegen.yaml" -o "$target" "$spec")
if [[ "$target" != "$out" ]]; then
  if ! cmp -s "$target" "$out"; then
    echo "sdks/go: api/api.gen.go is out of date with openapi.yaml; run sdks/go/gen.sh (or npm run gen:sdks)" >&2
    diff -u "$out" "$target" | head -40 >&2 || true
    exit 1
  fi
  echo "sdks/go: generated code is up to date" >&2
fi
