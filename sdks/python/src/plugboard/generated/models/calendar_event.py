from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.calendar_event_status_type_0 import CalendarEventStatusType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields
    from ..models.calendar_event_attendees_type_0_item import (
        CalendarEventAttendeesType0Item,
    )
    from ..models.native_record import NativeRecord


T = TypeVar("T", bound="CalendarEvent")


@_attrs_define
class CalendarEvent:
    """A meeting or other event in a user's calendar, with its attendees and conferencing link. A sales tool matches
    attendees to contacts and logs the meeting.

        Attributes:
            id (str): The calendar tool's id of the event.
            title (None | str): Title (summary), or null.
            description (None | str): Description or notes, or null.
            location (None | str): Location as typed, or null.
            start_time (datetime.datetime | None): When it starts (an all-day event: midnight UTC of its first day), or
                null.
            end_time (datetime.datetime | None): When it ends (an all-day event: midnight UTC of the day after), or null.
            is_all_day (bool | None): Whether it lasts whole days, or null.
            time_zone (None | str): IANA or Windows time zone of the start, as the tool names it, or null.
            status (CalendarEventStatusType0 | None): Whether the event takes place, or null.
            organizer_email (None | str): Address of the organizer, or null.
            organizer_name (None | str): Display name of the organizer, or null.
            attendees (list[CalendarEventAttendeesType0Item] | None): People invited, each `{email, name, responseStatus,
                isOptional}`; responseStatus is accepted, declined, tentative or needsAction.
            conference_url (None | str): Address to join the online meeting (Google Meet, Teams, ...), or null.
            recurring_event_id (None | str): The id of the recurring series this occurrence belongs to, or null.
            i_cal_uid (None | str): The iCalendar UID, the same for this event in every attendee's calendar, or null.
            web_url (None | str): Address that opens the event in the tool, or null.
            created_time (datetime.datetime | None): When the event was created, or null when the tool does not say.
            modified_time (datetime.datetime | None): When the event last changed, or null when the tool does not say.
            additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
                (only when asked for).
            native (NativeRecord | Unset): The tool's raw record, unchanged (only when `include.$native` is true).
    """

    id: str
    title: None | str
    description: None | str
    location: None | str
    start_time: datetime.datetime | None
    end_time: datetime.datetime | None
    is_all_day: bool | None
    time_zone: None | str
    status: CalendarEventStatusType0 | None
    organizer_email: None | str
    organizer_name: None | str
    attendees: list[CalendarEventAttendeesType0Item] | None
    conference_url: None | str
    recurring_event_id: None | str
    i_cal_uid: None | str
    web_url: None | str
    created_time: datetime.datetime | None
    modified_time: datetime.datetime | None
    additional: AdditionalFields | Unset = UNSET
    native: NativeRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title: None | str
        title = self.title

        description: None | str
        description = self.description

        location: None | str
        location = self.location

        start_time: None | str
        if isinstance(self.start_time, datetime.datetime):
            start_time = self.start_time.isoformat()
        else:
            start_time = self.start_time

        end_time: None | str
        if isinstance(self.end_time, datetime.datetime):
            end_time = self.end_time.isoformat()
        else:
            end_time = self.end_time

        is_all_day: bool | None
        is_all_day = self.is_all_day

        time_zone: None | str
        time_zone = self.time_zone

        status: None | str
        if isinstance(self.status, CalendarEventStatusType0):
            status = self.status.value
        else:
            status = self.status

        organizer_email: None | str
        organizer_email = self.organizer_email

        organizer_name: None | str
        organizer_name = self.organizer_name

        attendees: list[dict[str, Any]] | None
        if isinstance(self.attendees, list):
            attendees = []
            for attendees_type_0_item_data in self.attendees:
                attendees_type_0_item = attendees_type_0_item_data.to_dict()
                attendees.append(attendees_type_0_item)

        else:
            attendees = self.attendees

        conference_url: None | str
        conference_url = self.conference_url

        recurring_event_id: None | str
        recurring_event_id = self.recurring_event_id

        i_cal_uid: None | str
        i_cal_uid = self.i_cal_uid

        web_url: None | str
        web_url = self.web_url

        created_time: None | str
        if isinstance(self.created_time, datetime.datetime):
            created_time = self.created_time.isoformat()
        else:
            created_time = self.created_time

        modified_time: None | str
        if isinstance(self.modified_time, datetime.datetime):
            modified_time = self.modified_time.isoformat()
        else:
            modified_time = self.modified_time

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        native: dict[str, Any] | Unset = UNSET
        if not isinstance(self.native, Unset):
            native = self.native.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "description": description,
                "location": location,
                "startTime": start_time,
                "endTime": end_time,
                "isAllDay": is_all_day,
                "timeZone": time_zone,
                "status": status,
                "organizerEmail": organizer_email,
                "organizerName": organizer_name,
                "attendees": attendees,
                "conferenceUrl": conference_url,
                "recurringEventId": recurring_event_id,
                "iCalUid": i_cal_uid,
                "webUrl": web_url,
                "createdTime": created_time,
                "modifiedTime": modified_time,
            }
        )
        if additional is not UNSET:
            field_dict["additional"] = additional
        if native is not UNSET:
            field_dict["$native"] = native

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields
        from ..models.calendar_event_attendees_type_0_item import (
            CalendarEventAttendeesType0Item,
        )
        from ..models.native_record import NativeRecord

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        def _parse_location(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        location = _parse_location(d.pop("location"))

        def _parse_start_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_time_type_0 = isoparse(data)

                return start_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        start_time = _parse_start_time(d.pop("startTime"))

        def _parse_end_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_time_type_0 = isoparse(data)

                return end_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        end_time = _parse_end_time(d.pop("endTime"))

        def _parse_is_all_day(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        is_all_day = _parse_is_all_day(d.pop("isAllDay"))

        def _parse_time_zone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        time_zone = _parse_time_zone(d.pop("timeZone"))

        def _parse_status(data: object) -> CalendarEventStatusType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = CalendarEventStatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CalendarEventStatusType0 | None, data)

        status = _parse_status(d.pop("status"))

        def _parse_organizer_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        organizer_email = _parse_organizer_email(d.pop("organizerEmail"))

        def _parse_organizer_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        organizer_name = _parse_organizer_name(d.pop("organizerName"))

        def _parse_attendees(
            data: object,
        ) -> list[CalendarEventAttendeesType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attendees_type_0 = []
                _attendees_type_0 = data
                for attendees_type_0_item_data in _attendees_type_0:
                    attendees_type_0_item = CalendarEventAttendeesType0Item.from_dict(
                        attendees_type_0_item_data
                    )

                    attendees_type_0.append(attendees_type_0_item)

                return attendees_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CalendarEventAttendeesType0Item] | None, data)

        attendees = _parse_attendees(d.pop("attendees"))

        def _parse_conference_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        conference_url = _parse_conference_url(d.pop("conferenceUrl"))

        def _parse_recurring_event_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        recurring_event_id = _parse_recurring_event_id(d.pop("recurringEventId"))

        def _parse_i_cal_uid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        i_cal_uid = _parse_i_cal_uid(d.pop("iCalUid"))

        def _parse_web_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        web_url = _parse_web_url(d.pop("webUrl"))

        def _parse_created_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_time_type_0 = isoparse(data)

                return created_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_time = _parse_created_time(d.pop("createdTime"))

        def _parse_modified_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                modified_time_type_0 = isoparse(data)

                return modified_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        modified_time = _parse_modified_time(d.pop("modifiedTime"))

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        _native = d.pop("$native", UNSET)
        native: NativeRecord | Unset
        if isinstance(_native, Unset):
            native = UNSET
        else:
            native = NativeRecord.from_dict(_native)

        calendar_event = cls(
            id=id,
            title=title,
            description=description,
            location=location,
            start_time=start_time,
            end_time=end_time,
            is_all_day=is_all_day,
            time_zone=time_zone,
            status=status,
            organizer_email=organizer_email,
            organizer_name=organizer_name,
            attendees=attendees,
            conference_url=conference_url,
            recurring_event_id=recurring_event_id,
            i_cal_uid=i_cal_uid,
            web_url=web_url,
            created_time=created_time,
            modified_time=modified_time,
            additional=additional,
            native=native,
        )

        return calendar_event
