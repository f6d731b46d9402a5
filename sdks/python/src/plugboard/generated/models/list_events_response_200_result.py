from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.connector_event import ConnectorEvent


T = TypeVar("T", bound="ListEventsResponse200Result")


@_attrs_define
class ListEventsResponse200Result:
    """
    Attributes:
        events (list[ConnectorEvent]): Events in log order.
        next_cursor (str): Pass as `after` to read on from the last event of this page.
        has_more (bool): More events are ready now.
    """

    events: list[ConnectorEvent]
    next_cursor: str
    has_more: bool

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        next_cursor = self.next_cursor

        has_more = self.has_more

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "nextCursor": next_cursor,
                "hasMore": has_more,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connector_event import ConnectorEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ConnectorEvent.from_dict(events_item_data)

            events.append(events_item)

        next_cursor = d.pop("nextCursor")

        has_more = d.pop("hasMore")

        list_events_response_200_result = cls(
            events=events,
            next_cursor=next_cursor,
            has_more=has_more,
        )

        return list_events_response_200_result
