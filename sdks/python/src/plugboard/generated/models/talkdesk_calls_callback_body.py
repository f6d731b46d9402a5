from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TalkdeskCallsCallbackBody")


@_attrs_define
class TalkdeskCallsCallbackBody:
    """
    Attributes:
        talkdesk_phone_number (str): the E.164 Talkdesk number that receives the call
        contact_phone_number (str): the E.164 number of the contact asking for the callback
    """

    talkdesk_phone_number: str
    contact_phone_number: str

    def to_dict(self) -> dict[str, Any]:
        talkdesk_phone_number = self.talkdesk_phone_number

        contact_phone_number = self.contact_phone_number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "talkdeskPhoneNumber": talkdesk_phone_number,
                "contactPhoneNumber": contact_phone_number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        talkdesk_phone_number = d.pop("talkdeskPhoneNumber")

        contact_phone_number = d.pop("contactPhoneNumber")

        talkdesk_calls_callback_body = cls(
            talkdesk_phone_number=talkdesk_phone_number,
            contact_phone_number=contact_phone_number,
        )

        return talkdesk_calls_callback_body
