#!/usr/bin/env bash
# Builds the embedded FerretDB launcher into <repo>/.bin/embedded-mongo, once: reuses the binary
# while it is newer than main.go, go.mod and go.sum. Needs Go (>= the version in go.mod).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$root/.bin/embedded-mongo"

if [[ -x "$out" && "$out" -nt "$here/main.go" && "$out" -nt "$here/go.mod" && "$out" -nt "$here/go.sum" \
      && "${1:-}" != "--force" ]]; then
  echo "embedded-mongo: up to date ($out)" >&2
  exit 0
fi
if ! command -v go >/dev/null 2>&1; then
  echo "embedded-mongo: Go toolchain not found on PATH; install Go >= 1.24 (https://go.dev/dl) or set MONGODB_URI" >&2
  exit 127
fi

mkdir -p "$root/.bin"
echo "embedded-mongo: building $out with $(go version) (the first build downloads modules and takes minutes)" >&2
start=$SECONDS
cd "$here"
# ferretdb_no_postgresql: we only use the SQLite handler; dropping pgx shortens the build.
GOFLAGS=-mod=mod CGO_ENABLED=0 go build -trimpath -tags ferretdb_no_postgresql -o "$out.tmp" .
mv -f "$out.tmp" "$out"
echo "embedded-mongo: built in $((SECONDS - start))s" >&2
