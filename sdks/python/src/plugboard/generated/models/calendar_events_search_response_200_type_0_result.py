from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.calendar_event import CalendarEvent


T = TypeVar("T", bound="CalendarEventsSearchResponse200Type0Result")


@_attrs_define
class CalendarEventsSearchResponse200Type0Result:
    """
    Attributes:
        events (list[CalendarEvent]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    events: list[CalendarEvent]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_event import CalendarEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = CalendarEvent.from_dict(events_item_data)

            events.append(events_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        calendar_events_search_response_200_type_0_result = cls(
            events=events,
            next_page_cursor=next_page_cursor,
        )

        return calendar_events_search_response_200_type_0_result
