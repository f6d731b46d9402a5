#!/usr/bin/env bash
# Regenerates the Python SDK's generated code from openapi.yaml (run by scripts/gen-sdks.sh, i.e. `npm run gen`),
# with the pinned generator of .venv-sdk-python (made here when missing). test.sh checks a fresh run gives no diff.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash sdks/python/venv.sh
.venv-sdk-python/bin/python sdks/python/scripts/generate.py
