"""The package as published: Python 3.10 compatible, typed, versioned like the API."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

import plugboard
from plugboard._paging import unified_items_key

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


def _spec() -> dict[str, Any]:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load((REPO_ROOT / "openapi.yaml").read_text("utf-8"), Loader=loader)  # type: ignore[no-any-return]  # noqa: S506


def _resolve(spec: dict[str, Any], node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        target: Any = spec
        for part in node["$ref"][2:].split("/"):
            target = target[part]
        node = target
    return node


def _result_schema(spec: dict[str, Any], op: dict[str, Any]) -> dict[str, Any]:
    schema = _resolve(spec, op["responses"]["200"]["content"]["application/json"]["schema"])
    for option in schema.get("anyOf", [schema]):
        option = _resolve(spec, option)
        if "result" in option.get("properties", {}):
            return _resolve(spec, option["properties"]["result"])  # type: ignore[no-any-return]
    raise AssertionError("no result")


def test_the_paging_the_layer_follows_is_the_specs() -> None:
    """What the iterators assume of each paging style, read from openapi.yaml (so a change there fails here)."""
    spec = _spec()
    lists = [p for p in spec["paths"] if re.fullmatch(r"/api/unifications/\w+/\w+/list", p)]
    assert len(lists) >= 10
    for path in lists:
        op = spec["paths"][path]["post"]
        body = _resolve(spec, op["requestBody"]["content"]["application/json"]["schema"])
        assert {"cursor", "pageSize"} <= set(body["properties"]), path
        result = _result_schema(spec, op)
        model = path.removeprefix("/api/unifications/").removesuffix("/list")
        assert set(result["required"]) == {unified_items_key(model), "nextPageCursor"}, path
    events = spec["paths"]["/api/events/list"]["get"]
    assert {p["name"] for p in events["parameters"]} >= {"after", "limit", "type", "connectionId"}
    assert set(_result_schema(spec, events)["required"]) == {"events", "nextCursor", "hasMore"}
    legacy = spec["paths"]["/crm/contacts"]["get"]
    params = {_resolve(spec, p)["name"] for p in legacy["parameters"]}
    assert {"accessToken", "cursor"} <= params
    assert _resolve(spec, legacy["responses"]["200"])["content"]["application/json"]["schema"]["required"] == [
        "contacts",
        "nextPageCursor",
    ]
    # Actions page by one of the styles action_next() knows.
    paged_actions = []
    for path, item in spec["paths"].items():
        if not path.startswith("/api/actions/"):
            continue
        result = _result_schema(spec, item["post"])
        props = set(result.get("properties", {}))
        meta = _resolve(spec, result.get("properties", {}).get("meta", {}))
        paged = {"nextCursor", "nextPageCursor"} & props or "nextPageLink" in meta.get("properties", {})
        request = _resolve(spec, item["post"].get("requestBody", {}).get("content", {}).get("application/json", {}))
        fields = set(_resolve(spec, request.get("schema", {})).get("properties", {}))
        if paged:
            assert fields & {"cursor", "nextPageLink"}, path
            paged_actions.append(path)
    assert {"/api/actions/aircall/users/list", "/api/actions/hubspot/lists/members"} <= set(paged_actions)
