from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TwilioCallsCreateResponse200Type0Result")


@_attrs_define
class TwilioCallsCreateResponse200Type0Result:
    """
    Attributes:
        call_id (str):
        status (str):
    """

    call_id: str
    status: str

    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "callId": call_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("callId")

        status = d.pop("status")

        twilio_calls_create_response_200_type_0_result = cls(
            call_id=call_id,
            status=status,
        )

        return twilio_calls_create_response_200_type_0_result
