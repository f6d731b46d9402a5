from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.calendar_events_update_body_event import CalendarEventsUpdateBodyEvent


T = TypeVar("T", bound="CalendarEventsUpdateBody")


@_attrs_define
class CalendarEventsUpdateBody:
    """
    Attributes:
        id (str): The event's id.
        event (CalendarEventsUpdateBodyEvent): Fields of the event to set (those at least one integration can write); a
            field the connected tool cannot write is refused with 400 naming it.
    """

    id: str
    event: CalendarEventsUpdateBodyEvent

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event = self.event.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_events_update_body_event import (
            CalendarEventsUpdateBodyEvent,
        )

        d = dict(src_dict)
        id = d.pop("id")

        event = CalendarEventsUpdateBodyEvent.from_dict(d.pop("event"))

        calendar_events_update_body = cls(
            id=id,
            event=event,
        )

        return calendar_events_update_body
