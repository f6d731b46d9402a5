from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListConnectionToolFieldsBody")


@_attrs_define
class ListConnectionToolFieldsBody:
    """
    Attributes:
        id (str): The connection's id.
        model (str): Common model id, e.g. `crm.contact`.
    """

    id: str
    model: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        model = self.model

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "model": model,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        model = d.pop("model")

        list_connection_tool_fields_body = cls(
            id=id,
            model=model,
        )

        return list_connection_tool_fields_body
