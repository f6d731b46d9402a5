from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DryRunAnswerDryRunMappingType1FieldsItem")


@_attrs_define
class DryRunAnswerDryRunMappingType1FieldsItem:
    """
    Attributes:
        field (str): The unified field.
        path (None | str): Dot path in the tool's record; null for a field computed from several.
    """

    field: str
    path: None | str

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        path: None | str
        path = self.path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "path": path,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        def _parse_path(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        path = _parse_path(d.pop("path"))

        dry_run_answer_dry_run_mapping_type_1_fields_item = cls(
            field=field,
            path=path,
        )

        return dry_run_answer_dry_run_mapping_type_1_fields_item
