"""The package as published: Python 3.10 compatible, typed, versioned like the API."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

import plugboard

SRC = Path(plugboard.__file__).resolve().parent
REPO_ROOT = Path(__file__).resolve().parents[3]
# Names the standard library gained after 3.10 (typing.Self, typing.override, ...), and typing_extensions, which is
# not a dependency: the generated code must import none of them (the generator's formatter once rewrote to Self).
NEWER_THAN_310 = re.compile(
    r"^\s*from typing import [^\n]*\b(Self|override|TypeVarTuple|Unpack|Never|LiteralString|assert_never|reveal_type)\b"
    r"|^\s*(from|import) typing_extensions\b|^\s*(from|import) tomllib\b",
    re.M,
)


def test_nothing_newer_than_python_3_10_is_imported() -> None:
    offenders = [str(p.relative_to(SRC)) for p in SRC.rglob("*.py") if NEWER_THAN_310.search(p.read_text("utf-8"))]
    assert offenders == []


def test_typed_and_versioned_like_the_api() -> None:
    assert (SRC / "py.typed").is_file()
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's parser when built: faster
    spec = yaml.load((REPO_ROOT / "openapi.yaml").read_text("utf-8"), Loader=loader)  # noqa: S506 (a safe loader)
    assert plugboard.__version__ == spec["info"]["version"]
    changelog = (SRC.parents[1] / "CHANGELOG.md").read_text("utf-8")
    assert f"## {plugboard.__version__}" in changelog


def test_docs_sdks_md_shows_the_readme_quickstart() -> None:
    """docs/sdks.md's Python program is the README's quickstart, which the end-to-end tests run."""
    quickstart = re.compile(r"```python\n(.*?)```", re.S)
    readme = (SRC.parents[1] / "README.md").read_text("utf-8")
    docs = (REPO_ROOT / "docs" / "sdks.md").read_text("utf-8")
    program = quickstart.search(readme.split("## Quickstart", 1)[1])
    python_part = docs.split("### Python", 1)[1].split("\n### ", 1)[0]
    shown = quickstart.search(python_part)
    assert program and shown and shown.group(1) == program.group(1)
