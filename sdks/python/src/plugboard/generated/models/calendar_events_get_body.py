from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.calendar_events_get_body_include import CalendarEventsGetBodyInclude


T = TypeVar("T", bound="CalendarEventsGetBody")


@_attrs_define
class CalendarEventsGetBody:
    """
    Attributes:
        id (str): The event's id.
        include (CalendarEventsGetBodyInclude | Unset): Extra data per record.
    """

    id: str
    include: CalendarEventsGetBodyInclude | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        include: dict[str, Any] | Unset = UNSET
        if not isinstance(self.include, Unset):
            include = self.include.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if include is not UNSET:
            field_dict["include"] = include

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calendar_events_get_body_include import (
            CalendarEventsGetBodyInclude,
        )

        d = dict(src_dict)
        id = d.pop("id")

        _include = d.pop("include", UNSET)
        include: CalendarEventsGetBodyInclude | Unset
        if isinstance(_include, Unset):
            include = UNSET
        else:
            include = CalendarEventsGetBodyInclude.from_dict(_include)

        calendar_events_get_body = cls(
            id=id,
            include=include,
        )

        return calendar_events_get_body
