from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DialpadCallsRingBody")


@_attrs_define
class DialpadCallsRingBody:
    """
    Attributes:
        user_id (str): the Dialpad user who makes the call
        phone_number (str): the E.164 number to call
        outbound_caller_id (str | Unset): E.164 number shown to the callee, or 'blocked'
        custom_data (str | Unset): passed through to the call's events
    """

    user_id: str
    phone_number: str
    outbound_caller_id: str | Unset = UNSET
    custom_data: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        phone_number = self.phone_number

        outbound_caller_id = self.outbound_caller_id

        custom_data = self.custom_data

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "userId": user_id,
                "phoneNumber": phone_number,
            }
        )
        if outbound_caller_id is not UNSET:
            field_dict["outboundCallerId"] = outbound_caller_id
        if custom_data is not UNSET:
            field_dict["customData"] = custom_data

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("userId")

        phone_number = d.pop("phoneNumber")

        outbound_caller_id = d.pop("outboundCallerId", UNSET)

        custom_data = d.pop("customData", UNSET)

        dialpad_calls_ring_body = cls(
            user_id=user_id,
            phone_number=phone_number,
            outbound_caller_id=outbound_caller_id,
            custom_data=custom_data,
        )

        return dialpad_calls_ring_body
