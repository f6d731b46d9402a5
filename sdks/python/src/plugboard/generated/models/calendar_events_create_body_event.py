from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields
    from ..models.calendar_events_create_body_event_attendees_type_0_item import (
        CalendarEventsCreateBodyEventAttendeesType0Item,
    )


T = TypeVar("T", bound="CalendarEventsCreateBodyEvent")


@_attrs_define
class CalendarEventsCreateBodyEvent:
    """Fields of the event to set (those at least one integration can write); a field the connected tool cannot write is
    refused with 400 naming it.

        Attributes:
            title (None | str | Unset): Title (summary), or null.
            description (None | str | Unset): Description or notes, or null.
            location (None | str | Unset): Location as typed, or null.
            start_time (datetime.datetime | None | Unset): When it starts (an all-day event: midnight UTC of its first day),
                or null.
            end_time (datetime.datetime | None | Unset): When it ends (an all-day event: midnight UTC of the day after), or
                null.
            time_zone (None | str | Unset): IANA or Windows time zone of the start, as the tool names it, or null.
            attendees (list[CalendarEventsCreateBodyEventAttendeesType0Item] | None | Unset): People invited, each `{email,
                name, responseStatus, isOptional}`; responseStatus is accepted, declined, tentative or needsAction.
            additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
                (only when asked for).
    """

    title: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    location: None | str | Unset = UNSET
    start_time: datetime.datetime | None | Unset = UNSET
    end_time: datetime.datetime | None | Unset = UNSET
    time_zone: None | str | Unset = UNSET
    attendees: list[CalendarEventsCreateBodyEventAttendeesType0Item] | None | Unset = (
        UNSET
    )
    additional: AdditionalFields | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        start_time: None | str | Unset
        if isinstance(self.start_time, Unset):
            start_time = UNSET
        elif isinstance(self.start_time, datetime.datetime):
            start_time = self.start_time.isoformat()
        else:
            start_time = self.start_time

        end_time: None | str | Unset
        if isinstance(self.end_time, Unset):
            end_time = UNSET
        elif isinstance(self.end_time, datetime.datetime):
            end_time = self.end_time.isoformat()
        else:
            end_time = self.end_time

        time_zone: None | str | Unset
        if isinstance(self.time_zone, Unset):
            time_zone = UNSET
        else:
            time_zone = self.time_zone

        attendees: list[dict[str, Any]] | None | Unset
        if isinstance(self.attendees, Unset):
            attendees = UNSET
        elif isinstance(self.attendees, list):
            attendees = []
            for attendees_type_0_item_data in self.attendees:
                attendees_type_0_item = attendees_type_0_item_data.to_dict()
                attendees.append(attendees_type_0_item)

        else:
            attendees = self.attendees

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description
        if location is not UNSET:
            field_dict["location"] = location
        if start_time is not UNSET:
            field_dict["startTime"] = start_time
        if end_time is not UNSET:
            field_dict["endTime"] = end_time
        if time_zone is not UNSET:
            field_dict["timeZone"] = time_zone
        if attendees is not UNSET:
            field_dict["attendees"] = attendees
        if additional is not UNSET:
            field_dict["additional"] = additional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields
        from ..models.calendar_events_create_body_event_attendees_type_0_item import (
            CalendarEventsCreateBodyEventAttendeesType0Item,
        )

        d = dict(src_dict)

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))

        def _parse_start_time(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_time_type_0 = isoparse(data)

                return start_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        start_time = _parse_start_time(d.pop("startTime", UNSET))

        def _parse_end_time(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_time_type_0 = isoparse(data)

                return end_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        end_time = _parse_end_time(d.pop("endTime", UNSET))

        def _parse_time_zone(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        time_zone = _parse_time_zone(d.pop("timeZone", UNSET))

        def _parse_attendees(
            data: object,
        ) -> list[CalendarEventsCreateBodyEventAttendeesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attendees_type_0 = []
                _attendees_type_0 = data
                for attendees_type_0_item_data in _attendees_type_0:
                    attendees_type_0_item = (
                        CalendarEventsCreateBodyEventAttendeesType0Item.from_dict(
                            attendees_type_0_item_data
                        )
                    )

                    attendees_type_0.append(attendees_type_0_item)

                return attendees_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[CalendarEventsCreateBodyEventAttendeesType0Item] | None | Unset,
                data,
            )

        attendees = _parse_attendees(d.pop("attendees", UNSET))

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        calendar_events_create_body_event = cls(
            title=title,
            description=description,
            location=location,
            start_time=start_time,
            end_time=end_time,
            time_zone=time_zone,
            attendees=attendees,
            additional=additional,
        )

        return calendar_events_create_body_event
