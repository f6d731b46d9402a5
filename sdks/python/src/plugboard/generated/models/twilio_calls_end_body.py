from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.twilio_calls_end_body_status import TwilioCallsEndBodyStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="TwilioCallsEndBody")


@_attrs_define
class TwilioCallsEndBody:
    """
    Attributes:
        call_id (str): the call's SID (CA…)
        status (TwilioCallsEndBodyStatus | Unset):  Default: TwilioCallsEndBodyStatus.COMPLETED.
    """

    call_id: str
    status: TwilioCallsEndBodyStatus | Unset = TwilioCallsEndBodyStatus.COMPLETED

    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "callId": call_id,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("callId")

        _status = d.pop("status", UNSET)
        status: TwilioCallsEndBodyStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = TwilioCallsEndBodyStatus(_status)

        twilio_calls_end_body = cls(
            call_id=call_id,
            status=status,
        )

        return twilio_calls_end_body
