#!/usr/bin/env bash
# Regenerates the Python SDK's generated code from openapi.yaml (run by scripts/gen-sdks.sh, i.e. `npm run gen`),
# with the pinned generator of .venv-sdk-python (`npm run setup` makes it). test.sh checks a fresh run gives no diff.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -x .venv-sdk-python/bin/python ]; then
  echo "sdks/python/gen.sh: .venv-sdk-python is missing: run npm run setup" >&2
  exit 1
fi
.venv-sdk-python/bin/python sdks/python/scripts/generate.py
