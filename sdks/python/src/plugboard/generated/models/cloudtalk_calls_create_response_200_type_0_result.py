from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CloudtalkCallsCreateResponse200Type0Result")


@_attrs_define
class CloudtalkCallsCreateResponse200Type0Result:
    """
    Attributes:
        status (int):
    """

    status: int

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        cloudtalk_calls_create_response_200_type_0_result = cls(
            status=status,
        )

        return cloudtalk_calls_create_response_200_type_0_result
