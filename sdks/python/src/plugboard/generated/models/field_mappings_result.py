from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.field_mappings_result_result import FieldMappingsResultResult


T = TypeVar("T", bound="FieldMappingsResult")


@_attrs_define
class FieldMappingsResult:
    """
    Attributes:
        result (FieldMappingsResultResult):
    """

    result: FieldMappingsResultResult

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
        from ..models.field_mappings_result_result import FieldMappingsResultResult

        d = dict(src_dict)
        result = FieldMappingsResultResult.from_dict(d.pop("result"))

        field_mappings_result = cls(
            result=result,
        )

        return field_mappings_result
