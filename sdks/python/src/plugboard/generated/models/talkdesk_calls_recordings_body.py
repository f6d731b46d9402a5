from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TalkdeskCallsRecordingsBody")


@_attrs_define
class TalkdeskCallsRecordingsBody:
    """
    Attributes:
        call_id (str): the Talkdesk id of the call
        page (int | Unset):
    """

    call_id: str
    page: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        page = self.page

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "callId": call_id,
            }
        )
        if page is not UNSET:
            field_dict["page"] = page

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("callId")

        page = d.pop("page", UNSET)

        talkdesk_calls_recordings_body = cls(
            call_id=call_id,
            page=page,
        )

        return talkdesk_calls_recordings_body
