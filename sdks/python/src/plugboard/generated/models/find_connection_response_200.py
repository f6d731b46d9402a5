from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.find_connection_response_200_result import (
        FindConnectionResponse200Result,
    )


T = TypeVar("T", bound="FindConnectionResponse200")


@_attrs_define
class FindConnectionResponse200:
    """
    Attributes:
        result (FindConnectionResponse200Result):
    """

    result: FindConnectionResponse200Result

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
        from ..models.find_connection_response_200_result import (
            FindConnectionResponse200Result,
        )

        d = dict(src_dict)
        result = FindConnectionResponse200Result.from_dict(d.pop("result"))

        find_connection_response_200 = cls(
            result=result,
        )

        return find_connection_response_200
