from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dry_run_answer_dry_run_mapping_type_1_fields_item import (
        DryRunAnswerDryRunMappingType1FieldsItem,
    )


T = TypeVar("T", bound="DryRunAnswerDryRunMappingType1")


@_attrs_define
class DryRunAnswerDryRunMappingType1:
    """
    Attributes:
        model (str): Common model id, e.g. `crm.contact`.
        operation (str):
        fields (list[DryRunAnswerDryRunMappingType1FieldsItem]):
    """

    model: str
    operation: str
    fields: list[DryRunAnswerDryRunMappingType1FieldsItem]

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        operation = self.operation

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "operation": operation,
                "fields": fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dry_run_answer_dry_run_mapping_type_1_fields_item import (
            DryRunAnswerDryRunMappingType1FieldsItem,
        )

        d = dict(src_dict)
        model = d.pop("model")

        operation = d.pop("operation")

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = DryRunAnswerDryRunMappingType1FieldsItem.from_dict(
                fields_item_data
            )

            fields.append(fields_item)

        dry_run_answer_dry_run_mapping_type_1 = cls(
            model=model,
            operation=operation,
            fields=fields,
        )

        return dry_run_answer_dry_run_mapping_type_1
