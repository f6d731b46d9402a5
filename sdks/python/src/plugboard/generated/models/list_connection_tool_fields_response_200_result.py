from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tool_field import ToolField


T = TypeVar("T", bound="ListConnectionToolFieldsResponse200Result")


@_attrs_define
class ListConnectionToolFieldsResponse200Result:
    """
    Attributes:
        fields (list[ToolField]):
    """

    fields: list[ToolField]

    def to_dict(self) -> dict[str, Any]:
        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fields": fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tool_field import ToolField

        d = dict(src_dict)
        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = ToolField.from_dict(fields_item_data)

            fields.append(fields_item)

        list_connection_tool_fields_response_200_result = cls(
            fields=fields,
        )

        return list_connection_tool_fields_response_200_result
