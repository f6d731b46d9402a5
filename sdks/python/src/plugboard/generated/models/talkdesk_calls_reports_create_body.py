from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TalkdeskCallsReportsCreateBody")


@_attrs_define
class TalkdeskCallsReportsCreateBody:
    """
    Attributes:
        from_ (str): start of the span (ISO 8601)
        to (str): end of the span (ISO 8601), at most a month after from
        timezone (str | Unset): IANA time zone the span is read in (default UTC)
        name (str | Unset):
    """

    from_: str
    to: str
    timezone: str | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        timezone = self.timezone

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        timezone = d.pop("timezone", UNSET)

        name = d.pop("name", UNSET)

        talkdesk_calls_reports_create_body = cls(
            from_=from_,
            to=to,
            timezone=timezone,
            name=name,
        )

        return talkdesk_calls_reports_create_body
