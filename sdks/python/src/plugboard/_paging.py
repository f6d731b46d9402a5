"""Paging styles of the API, written once for the sync and async iterators.

- unified lists: `cursor` in the body, `result.nextPageCursor` back (null on the last page);
- actions: `result.meta.nextPageLink` sent back as `nextPageLink` (Aircall), or `result.nextCursor` /
  `result.nextPageCursor` sent back as `cursor`;
- the older CRM interface: `cursor` in the query, a bare `nextPageCursor` back;
- the event log: `after` in the query, `result.nextCursor` and `result.hasMore` back (see EventCatchUp).
"""

from __future__ import annotations

from typing import Any

from ._errors import PlugboardError


def action_next(result: Any) -> tuple[str, str] | None:
    """(body field, value) that asks an action for the page after `result`, or None on the last page."""
    if not isinstance(result, dict):
        return None
    meta = result.get("meta")
    if isinstance(meta, dict) and "nextPageLink" in meta:
        link = meta.get("nextPageLink")
        return ("nextPageLink", link) if isinstance(link, str) and link else None
    for key in ("nextCursor", "nextPageCursor"):
        if key in result:
            value = result.get(key)
            return ("cursor", value) if isinstance(value, str) and value else None
    return None


class CursorGuard:
    """Stops a walk that is handed a cursor it already followed (a tool looping would page forever)."""

    def __init__(self) -> None:
        self._seen: set[str] = set()

    def check(self, cursor: str) -> None:
        if cursor in self._seen:
            raise PlugboardError(f"paging returned the cursor {cursor[:40]!r} twice; stopped", code="PAGINATION_LOOP")
        self._seen.add(cursor)


def unified_items_key(model: str) -> str:
    """`crm/contacts` -> `contacts` (the key of a unified list's records)."""
    return model.strip("/").rsplit("/", 1)[-1]


def unified_path(model: str, operation: str) -> str:
    model = model.strip("/")
    if model.count("/") != 1:
        raise ValueError(f"a unified model is '<category>/<objects>', e.g. 'crm/contacts' (got {model!r})")
    return f"/api/unifications/{model}/{operation}"


def list_body(
    cursor: str | None, page_size: int | None, include_native: bool, include_additional: bool
) -> dict[str, Any]:
    body: dict[str, Any] = {}
    if cursor:
        body["cursor"] = cursor
    if page_size is not None:
        body["pageSize"] = page_size
    include = {k: True for k, on in (("$native", include_native), ("additional", include_additional)) if on}
    if include:
        body["include"] = include
    return body
