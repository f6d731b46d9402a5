from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.calendar_events_create_body_event import CalendarEventsCreateBodyEvent


T = TypeVar("T", bound="CalendarEventsCreateBody")


@_attrs_define
class CalendarEventsCreateBody:
    """
    Attributes:
        event (CalendarEventsCreateBodyEvent): Fields of the event to set (those at least one integration can write); a
            field the connected tool cannot write is refused with 400 naming it.
    """

    event: CalendarEventsCreateBodyEvent

    def to_dict(self) -> dict[str, Any]:
        event = self.event.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_events_create_body_event import (
            CalendarEventsCreateBodyEvent,
        )

        d = dict(src_dict)
        event = CalendarEventsCreateBodyEvent.from_dict(d.pop("event"))

        calendar_events_create_body = cls(
            event=event,
        )

        return calendar_events_create_body
