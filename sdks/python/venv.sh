#!/usr/bin/env bash
# Makes .venv-sdk-python (at the repository root) with sdks/python/requirements-dev.txt's pinned packages, or does
# nothing when it already holds them (the list's copy in the venv says what is installed, so a changed pin
# reinstalls). Called by scripts/setup.sh, and by gen.sh and test.sh so a worktree without it still works.
# Python from the machine (3.10+); Debian's python3-venv when the machine lacks venv.
set -euo pipefail
cd "$(dirname "$0")/../.."
if cmp -s sdks/python/requirements-dev.txt .venv-sdk-python/requirements-dev.txt 2>/dev/null; then
  exit 0
fi
echo "sdks/python: installing the pinned generator and test tools into .venv-sdk-python" >&2
if ! python3 -m venv .venv-sdk-python 2>/dev/null; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
  python3 -m venv .venv-sdk-python
fi
.venv-sdk-python/bin/pip install --quiet --disable-pip-version-check -r sdks/python/requirements-dev.txt
cp sdks/python/requirements-dev.txt .venv-sdk-python/requirements-dev.txt
