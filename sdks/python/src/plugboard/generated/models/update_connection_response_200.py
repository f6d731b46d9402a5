from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.update_connection_response_200_result import (
        UpdateConnectionResponse200Result,
    )


T = TypeVar("T", bound="UpdateConnectionResponse200")


@_attrs_define
class UpdateConnectionResponse200:
    """
    Attributes:
        result (UpdateConnectionResponse200Result):
    """

    result: UpdateConnectionResponse200Result

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_connection_response_200_result import (
            UpdateConnectionResponse200Result,
        )

        d = dict(src_dict)
        result = UpdateConnectionResponse200Result.from_dict(d.pop("result"))

        update_connection_response_200 = cls(
            result=result,
        )

        return update_connection_response_200
