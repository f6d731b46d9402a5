"""Event-log catch-up: read `GET /api/events/list` from a saved cursor until caught up."""

from __future__ import annotations

from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

Page = dict[str, Any]


class _CatchUpState:
    def __init__(self, after: str | None) -> None:
        self.cursor = after
        self._buffer: deque[dict[str, Any]] = deque()
        self._next_cursor: str | None = None
        self._done = False

    def want_page(self) -> bool:
        """True when a page must be fetched before the next event; raises StopIteration-worthy state via done."""
        if self._next_cursor is not None:
            # Every event of the previous page was handed out: move the resume point past it.
            self.cursor = self._next_cursor
            self._next_cursor = None
        return not self._done

    def add(self, page: Page) -> None:
        events = page.get("events") or []
        self._buffer.extend(events)
        self._next_cursor = page.get("nextCursor") or self.cursor
        # hasMore with an empty page would ask again at once: treat it as caught up for this pass.
        self._done = not page.get("hasMore") or not events


class EventCatchUp(Iterator[dict[str, Any]]):
    """Iterates the events after a saved cursor, page by page, until the log has no more ready now.

    `cursor` is where to resume: it moves past a page once every event of that page was handed out, so save it
    after handling events and a crash replays at most the page in hand (delivery is at least once; de-duplicate on
    `eventId`). After the loop ends, `cursor` is the log's position: poll again from it later.
    """

    def __init__(self, fetch: Callable[[str | None], Page], after: str | None = None) -> None:
        self._fetch = fetch
        self._state = _CatchUpState(after)

    @property
    def cursor(self) -> str | None:
        return self._state.cursor

    def __iter__(self) -> EventCatchUp:
        return self

    def __next__(self) -> dict[str, Any]:
        state = self._state
        while not state._buffer:
            if not state.want_page():
                raise StopIteration
            state.add(self._fetch(state.cursor))
        return state._buffer.popleft()


class AsyncEventCatchUp(AsyncIterator[dict[str, Any]]):
    """The asyncio form of EventCatchUp (`async for event in ...`)."""

    def __init__(self, fetch: Callable[[str | None], Awaitable[Page]], after: str | None = None) -> None:
        self._fetch = fetch
        self._state = _CatchUpState(after)

    @property
    def cursor(self) -> str | None:
        return self._state.cursor

    def __aiter__(self) -> AsyncEventCatchUp:
        return self

    async def __anext__(self) -> dict[str, Any]:
        state = self._state
        while not state._buffer:
            if not state.want_page():
                raise StopAsyncIteration
            state.add(await self._fetch(state.cursor))
        return state._buffer.popleft()
