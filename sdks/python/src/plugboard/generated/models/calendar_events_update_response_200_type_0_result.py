from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.calendar_event import CalendarEvent


T = TypeVar("T", bound="CalendarEventsUpdateResponse200Type0Result")


@_attrs_define
class CalendarEventsUpdateResponse200Type0Result:
    """
    Attributes:
        event (CalendarEvent): A meeting or other event in a user's calendar, with its attendees and conferencing link.
            A sales tool matches attendees to contacts and logs the meeting.
    """

    event: CalendarEvent

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
        from ..models.calendar_event import CalendarEvent

        d = dict(src_dict)
        event = CalendarEvent.from_dict(d.pop("event"))

        calendar_events_update_response_200_type_0_result = cls(
            event=event,
        )

        return calendar_events_update_response_200_type_0_result
