#!/usr/bin/env bash
# Regenerates the TypeScript SDK's generated code from openapi.yaml (run by `npm run gen:sdks`, from any folder):
# the types (openapi-typescript, a devDependency of the repository, pinned), then the committed build in dist/.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm run --silent gen:sdk:typescript-types >/dev/null
bash sdks/typescript/build.sh
