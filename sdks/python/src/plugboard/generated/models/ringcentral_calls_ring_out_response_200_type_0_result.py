from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RingcentralCallsRingOutResponse200Type0Result")


@_attrs_define
class RingcentralCallsRingOutResponse200Type0Result:
    """
    Attributes:
        id (str):
        call_status (str):
    """

    id: str
    call_status: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        call_status = self.call_status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "callStatus": call_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        call_status = d.pop("callStatus")

        ringcentral_calls_ring_out_response_200_type_0_result = cls(
            id=id,
            call_status=call_status,
        )

        return ringcentral_calls_ring_out_response_200_type_0_result
