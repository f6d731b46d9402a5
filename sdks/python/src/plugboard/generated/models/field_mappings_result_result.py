from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.field_mappings_result_result_field_mappings import (
        FieldMappingsResultResultFieldMappings,
    )


T = TypeVar("T", bound="FieldMappingsResultResult")


@_attrs_define
class FieldMappingsResultResult:
    """
    Attributes:
        field_mappings (FieldMappingsResultResultFieldMappings): Overrides by model id.
    """

    field_mappings: FieldMappingsResultResultFieldMappings

    def to_dict(self) -> dict[str, Any]:
        field_mappings = self.field_mappings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fieldMappings": field_mappings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_mappings_result_result_field_mappings import (
            FieldMappingsResultResultFieldMappings,
        )

        d = dict(src_dict)
        field_mappings = FieldMappingsResultResultFieldMappings.from_dict(
            d.pop("fieldMappings")
        )

        field_mappings_result_result = cls(
            field_mappings=field_mappings,
        )

        return field_mappings_result_result
