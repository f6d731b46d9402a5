#!/usr/bin/env bash
# The Python SDK's checks (run by scripts/test-sdks.sh, which exports PLUGBOARD_E2E for the end-to-end tests):
# generated code fresh from openapi.yaml, ruff and mypy over the hand-written code, the package installed as pip does,
# then pytest (unit tests, the spec's OpenAPI 3.1 validation, and the end-to-end tests against the live gateway when
# PLUGBOARD_E2E is set, the README's program among them). Each step's time goes to stderr.
# pytest runs with -rs, so each skipped test is named (scripts/test-sdks.sh fails the stage on any skip).
# Exits non-zero on any failure; the last line is `SDK_TESTS python passed=N failed=M`.
set -uo pipefail
cd "$(dirname "$0")"
root="$(cd ../.. && pwd)"
py="$root/.venv-sdk-python/bin/python"
passed=0
failed=0
started=$(date +%s)
finish() {
  echo "sdks/python: $(($(date +%s) - started)) s in all" >&2
  echo "SDK_TESTS python passed=$passed failed=$failed"
  [ "$failed" = 0 ]
  exit
}
if ! bash ./venv.sh >&2; then
  echo "sdks/python: could not make $root/.venv-sdk-python (npm run setup makes it)" >&2
  failed=1
  finish
fi

step() {
  local name="$1" t0
  shift
  t0=$(date +%s)
  if "$@"; then
    passed=$((passed + 1))
    echo "sdks/python: $name passed ($(($(date +%s) - t0)) s)" >&2
  else
    echo "sdks/python: $name failed ($(($(date +%s) - t0)) s)" >&2
    failed=$((failed + 1))
  fi
}

# The regeneration check runs beside pytest (it waits mostly on the generator's subprocesses).
regen_log="$(mktemp)"
"$py" scripts/generate.py --check >"$regen_log" 2>&1 &
regen_pid=$!
# The package as a user installs it (pip, the pyproject's build backend; offline, into a folder): the README's
# program runs from there in the end-to-end tests, not from src/.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# It runs beside the other steps; the end-to-end test that needs it waits for its marker file.
(
  if "$py" -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation --no-index \
    --target "$work/installed" . >"$work/install.log" 2>&1; then
    touch "$work/installed.done"
  else
    touch "$work/installed.failed"
    exit 1
  fi
) &
install_pid=$!
# The spec's OpenAPI 3.1 validation (seconds of pure-Python YAML parsing and validating) runs beside the rest too.
"$py" -m pytest -rs tests/test_openapi_spec.py --junitxml="$work/spec.xml" -o junit_family=xunit2 >"$work/spec.log" 2>&1 &
spec_pid=$!
step "ruff check" "$py" -m ruff check --quiet src/plugboard/_*.py src/plugboard/__init__.py tests scripts
step "ruff format --check" "$py" -m ruff format --check --quiet src/plugboard/_*.py src/plugboard/__init__.py tests scripts
# The type hints the package ships (py.typed), on the oldest Python it supports; the generated code is checked by its
# generator's own tests.
step "mypy --strict" "$py" -m mypy --strict --python-version 3.10 --no-error-summary \
  --cache-dir "$root/.venv-sdk-python/mypy-cache" --exclude 'plugboard/generated/' -p plugboard

t0=$(date +%s)
PLUGBOARD_SDK_INSTALLED="$work/installed" "$py" -m pytest -rs --ignore=tests/test_openapi_spec.py \
  --junitxml="$work/pytest.xml" -o junit_family=xunit2 >&2
echo "sdks/python: pytest ran in $(($(date +%s) - t0)) s" >&2
wait "$spec_pid"
cat "$work/spec.log" >&2
step "pip install ./sdks/python" wait "$install_pid"
cat "$work/install.log" >&2
counts="$("$py" - "$work/pytest.xml" "$work/spec.xml" <<'PY'
import sys, xml.etree.ElementTree as ET
passed = failed = 0
for path in sys.argv[1:]:
    try:
        suite = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        failed += 1  # the run left no report: it crashed
        continue
    suite = suite if suite.tag == "testsuite" else suite.find("testsuite")
    tests, failures, errors, skipped = (int(suite.get(k, 0)) for k in ("tests", "failures", "errors", "skipped"))
    passed += tests - failures - errors - skipped
    failed += failures + errors
print(passed, failed)
PY
)" || counts="0 1"
read -r p f <<<"$counts"
passed=$((passed + p))
failed=$((failed + f))
step "regeneration check (scripts/generate.py --check)" wait "$regen_pid"
cat "$regen_log" >&2
rm -f "$regen_log"
finish
