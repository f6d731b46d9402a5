from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_api_keys_response_200_result import ListApiKeysResponse200Result


T = TypeVar("T", bound="ListApiKeysResponse200")


@_attrs_define
class ListApiKeysResponse200:
    """
    Attributes:
        result (ListApiKeysResponse200Result):
    """

    result: ListApiKeysResponse200Result

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
        from ..models.list_api_keys_response_200_result import (
            ListApiKeysResponse200Result,
        )

        d = dict(src_dict)
        result = ListApiKeysResponse200Result.from_dict(d.pop("result"))

        list_api_keys_response_200 = cls(
            result=result,
        )

        return list_api_keys_response_200
