#!/usr/bin/env bash
# `npm run gen:sdks` (also the last step of `npm run gen`): regenerates every SDK's generated code from openapi.yaml by
# running each `sdks/<lang>/gen.sh` (contract: run from the repository root, writes only that SDK's generated files;
# its test.sh checks that running it again gives no diff). `bash scripts/gen-sdks.sh typescript` runs the SDKs named.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  langs=("$@")
else
  langs=()
  for script in sdks/*/gen.sh; do
    [ -f "$script" ] && langs+=("$(basename "$(dirname "$script")")")
  done
fi
for lang in "${langs[@]}"; do
  echo "==> sdks/$lang/gen.sh" >&2
  bash "sdks/$lang/gen.sh"
done
