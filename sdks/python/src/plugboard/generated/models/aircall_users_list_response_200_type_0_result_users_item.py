from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="AircallUsersListResponse200Type0ResultUsersItem")


@_attrs_define
class AircallUsersListResponse200Type0ResultUsersItem:
    """
    Attributes:
        availability_status (None | str):
        available (bool | None):
        created_at (datetime.datetime | None):
        direct_link (None | str):
        email (None | str):
        id (str):
        language (None | str):
        name (None | str):
        time_zone (None | str):
        wrap_up_time (int | None):
    """

    availability_status: None | str
    available: bool | None
    created_at: datetime.datetime | None
    direct_link: None | str
    email: None | str
    id: str
    language: None | str
    name: None | str
    time_zone: None | str
    wrap_up_time: int | None

    def to_dict(self) -> dict[str, Any]:
        availability_status: None | str
        availability_status = self.availability_status

        available: bool | None
        available = self.available

        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        direct_link: None | str
        direct_link = self.direct_link

        email: None | str
        email = self.email

        id = self.id

        language: None | str
        language = self.language

        name: None | str
        name = self.name

        time_zone: None | str
        time_zone = self.time_zone

        wrap_up_time: int | None
        wrap_up_time = self.wrap_up_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "availabilityStatus": availability_status,
                "available": available,
                "createdAt": created_at,
                "directLink": direct_link,
                "email": email,
                "id": id,
                "language": language,
                "name": name,
                "timeZone": time_zone,
                "wrapUpTime": wrap_up_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_availability_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        availability_status = _parse_availability_status(d.pop("availabilityStatus"))

        def _parse_available(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        available = _parse_available(d.pop("available"))

        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = isoparse(data)

                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("createdAt"))

        def _parse_direct_link(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        direct_link = _parse_direct_link(d.pop("directLink"))

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        id = d.pop("id")

        def _parse_language(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        language = _parse_language(d.pop("language"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_time_zone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        time_zone = _parse_time_zone(d.pop("timeZone"))

        def _parse_wrap_up_time(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        wrap_up_time = _parse_wrap_up_time(d.pop("wrapUpTime"))

        aircall_users_list_response_200_type_0_result_users_item = cls(
            availability_status=availability_status,
            available=available,
            created_at=created_at,
            direct_link=direct_link,
            email=email,
            id=id,
            language=language,
            name=name,
            time_zone=time_zone,
            wrap_up_time=wrap_up_time,
        )

        return aircall_users_list_response_200_type_0_result_users_item
