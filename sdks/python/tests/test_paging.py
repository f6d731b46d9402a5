"""Iterators over every paging style of the API, and the event-log catch-up (sync and asyncio)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from support import Answer, Recorded, ScriptedServer, ok

from plugboard import AsyncPlugboard, Plugboard, PlugboardError

LIST = "/api/unifications/crm/contacts/list"


def pages_by_cursor(key: str, pages: list[list[Any]], cursor_field: str, next_field: str) -> Any:
    """A responder answering page i+1 for cursor `c<i>` (read from the body or the query)."""

    def respond(request: Recorded) -> Answer:
        source = (request.json() or {}) if request.method == "POST" else request.query
        cursor = source.get(cursor_field)
        index = 0 if cursor is None else int(cursor[1:])
        following = f"c{index + 1}" if index + 1 < len(pages) else None
        return Answer(200, {key: pages[index], next_field: following})

    return respond


def test_unified_list_follows_next_page_cursor(server: ScriptedServer) -> None:
    pages = [[{"id": "1"}, {"id": "2"}], [{"id": "3"}, {"id": "4"}], [{"id": "5"}]]

    def respond(request: Recorded) -> Answer:
        body = request.json()
        index = 0 if "cursor" not in body else int(body["cursor"][1:])
        following = f"c{index + 1}" if index + 1 < len(pages) else None
        return ok({"contacts": pages[index], "nextPageCursor": following})

    server.answer("POST", LIST, *[respond] * 3)
    with Plugboard(base_url=server.url, api_token="t") as pb:
        ids = [c["id"] for c in pb.connection("a").list("crm/contacts", page_size=2, include_additional=True)]
    assert ids == ["1", "2", "3", "4", "5"]
    bodies = [r.json() for r in server.to("POST", LIST)]
    assert bodies[0] == {"pageSize": 2, "include": {"additional": True}}
    assert bodies[1]["cursor"] == "c1" and bodies[2]["cursor"] == "c2"


def test_a_repeated_cursor_stops_the_walk(server: ScriptedServer) -> None:
    server.answer("POST", LIST, *[ok({"contacts": [{"id": "1"}], "nextPageCursor": "same"})] * 3)
    with Plugboard(base_url=server.url, api_token="t") as pb, pytest.raises(PlugboardError) as caught:
        list(pb.connection("a").list("crm/contacts"))
    assert caught.value.code == "PAGINATION_LOOP"
    assert len(server.to("POST", LIST)) == 2


def test_action_follows_next_page_link(server: ScriptedServer) -> None:
    path = "/api/actions/aircall/users/list"
    link = "https://api.aircall.io/v1/users?page=2&per_page=1"

    def respond(request: Recorded) -> Answer:
        second = request.json().get("nextPageLink") == link
        meta = {"count": 1, "currentPage": 2 if second else 1, "previousPageLink": None}
        meta["nextPageLink"] = None if second else link
        return ok({"users": [{"id": "u2" if second else "u1"}], "meta": meta})

    server.answer("POST", path, respond, respond)
    with Plugboard(base_url=server.url, api_token="t") as pb:
        users = list(pb.connection("a").iter_action("aircall", "users/list", {"perPage": 1}, items="users"))
    assert [u["id"] for u in users] == ["u1", "u2"]
    assert [r.json() for r in server.to("POST", path)] == [{"perPage": 1}, {"perPage": 1, "nextPageLink": link}]


def test_action_follows_next_cursor(server: ScriptedServer) -> None:
    path = "/api/actions/hubspot/lists/members"
    server.answer("POST", path, ok({"ids": ["1", "2"], "nextCursor": "k2"}), ok({"ids": ["3"], "nextCursor": None}))
    with Plugboard(base_url=server.url, api_token="t") as pb:
        body = {"listId": "7", "objectType": "contact"}
        ids = list(pb.connection("a").iter_action("hubspot", "lists/members", body, items="ids"))
    assert ids == ["1", "2", "3"]
    assert server.to("POST", path)[1].json() == {"listId": "7", "objectType": "contact", "cursor": "k2"}


def test_older_interface_follows_its_query_cursor(server: ScriptedServer) -> None:
    respond = pages_by_cursor("contacts", [[{"id": "a"}], [{"id": "b"}]], "cursor", "nextPageCursor")
    server.answer("GET", "/crm/contacts", respond, respond)
    with Plugboard(base_url=server.url, api_token="tok") as pb:
        ids = [c["id"] for c in pb.connection("acc").legacy_contacts(all_fields=True)]
    assert ids == ["a", "b"]
    first, second = server.to("GET", "/crm/contacts")
    assert first.headers["svc-api-token"] == "tok"
    assert first.query == {"accessToken": "acc", "allFields": "true"}
    assert second.query["cursor"] == "c1"


def event(n: int) -> dict[str, Any]:
    return {"eventId": f"e{n}", "eventType": "system.webhook.test", "connectionId": "c", "eventTime": "2026-01-01"}


def log_responder(events: list[dict[str, Any]], page: int) -> Any:
    """The event log: cursor `p<n>` means after n events; hasMore while events remain."""

    def respond(request: Recorded) -> Answer:
        after = request.query.get("after")
        start = int(after[1:]) if after else 0
        chunk = events[start : start + page]
        end = start + len(chunk)
        return ok({"events": chunk, "nextCursor": f"p{end}", "hasMore": end < len(events)})

    return respond


def test_catch_up_reads_from_a_saved_cursor_until_caught_up(server: ScriptedServer) -> None:
    events = [event(n) for n in range(7)]
    server.answer("GET", "/api/events/list", *[log_responder(events, 3)] * 10)
    with Plugboard(base_url=server.url, api_token="t") as pb:
        catch_up = pb.catch_up_events("p2", page_size=3, type="system.webhook.test")
        seen = []
        for item in catch_up:
            seen.append(item["eventId"])
            if item["eventId"] == "e4":
                # Mid-page, the resume point is still before this page: a crash here replays it (at least once).
                assert catch_up.cursor == "p2"
        assert seen == ["e2", "e3", "e4", "e5", "e6"]
        assert catch_up.cursor == "p7"
        # Polling again from the saved cursor finds nothing new and keeps the cursor.
        again = pb.catch_up_events(catch_up.cursor)
        assert list(again) == [] and again.cursor == "p7"
    first = server.to("GET", "/api/events/list")[0]
    assert first.query == {"after": "p2", "limit": "3", "type": "system.webhook.test"}


def test_async_iterators(server: ScriptedServer) -> None:
    def respond(request: Recorded) -> Answer:
        second = request.json().get("cursor") == "n"
        return ok({"contacts": [{"id": "2" if second else "1"}], "nextPageCursor": None if second else "n"})

    server.answer("POST", LIST, respond, respond)
    events = [event(n) for n in range(4)]
    server.answer("GET", "/api/events/list", *[log_responder(events, 3)] * 3)
    legacy = pages_by_cursor("contacts", [[{"id": "a"}], [{"id": "b"}]], "cursor", "nextPageCursor")
    server.answer("GET", "/crm/contacts", legacy, legacy)

    async def main() -> tuple[list[str], list[str], str | None, list[str]]:
        async with AsyncPlugboard(base_url=server.url, api_token="t") as pb:
            conn = pb.connection("a")
            ids = [c["id"] async for c in conn.list("crm/contacts")]
            catch_up = pb.catch_up_events()
            seen = [e["eventId"] async for e in catch_up]
            older = [c["id"] async for c in conn.legacy_contacts()]
            return ids, seen, catch_up.cursor, older

    ids, seen, cursor, older = asyncio.run(main())
    assert ids == ["1", "2"]
    assert seen == ["e0", "e1", "e2", "e3"] and cursor == "p4"
    assert older == ["a", "b"]
