from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.calendar_events_create_body_event_attendees_type_0_item_response_status_type_0 import (
    CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CalendarEventsCreateBodyEventAttendeesType0Item")


@_attrs_define
class CalendarEventsCreateBodyEventAttendeesType0Item:
    """
    Attributes:
        email (str): Email address.
        name (None | str | Unset): Display name, or null.
        response_status (CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0 | None | Unset): The
            attendee's answer, or null.
        is_optional (bool | None | Unset): Whether attendance is optional, or null.
    """

    email: str
    name: None | str | Unset = UNSET
    response_status: (
        CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0
        | None
        | Unset
    ) = UNSET
    is_optional: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        response_status: None | str | Unset
        if isinstance(self.response_status, Unset):
            response_status = UNSET
        elif isinstance(
            self.response_status,
            CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0,
        ):
            response_status = self.response_status.value
        else:
            response_status = self.response_status

        is_optional: bool | None | Unset
        if isinstance(self.is_optional, Unset):
            is_optional = UNSET
        else:
            is_optional = self.is_optional

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if response_status is not UNSET:
            field_dict["responseStatus"] = response_status
        if is_optional is not UNSET:
            field_dict["isOptional"] = is_optional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_response_status(
            data: object,
        ) -> (
            CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                response_status_type_0 = (
                    CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0(
                        data
                    )
                )

                return response_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0
                | None
                | Unset,
                data,
            )

        response_status = _parse_response_status(d.pop("responseStatus", UNSET))

        def _parse_is_optional(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        is_optional = _parse_is_optional(d.pop("isOptional", UNSET))

        calendar_events_create_body_event_attendees_type_0_item = cls(
            email=email,
            name=name,
            response_status=response_status,
            is_optional=is_optional,
        )

        return calendar_events_create_body_event_attendees_type_0_item
