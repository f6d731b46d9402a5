from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ToolField")


@_attrs_define
class ToolField:
    """A field of a model's records at the tool.

    Attributes:
        name (str): Its key in a record.
        label (None | str): Its label for people, or null.
        type_ (None | str): Its type as the tool names it, or null.
        path (str): Its path in a record, as a field mapping's `path` or `expose` names it.
    """

    name: str
    label: None | str
    type_: None | str
    path: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        label: None | str
        label = self.label

        type_: None | str
        type_ = self.type_

        path = self.path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "label": label,
                "type": type_,
                "path": path,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))

        def _parse_type_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        type_ = _parse_type_(d.pop("type"))

        path = d.pop("path")

        tool_field = cls(
            name=name,
            label=label,
            type_=type_,
            path=path,
        )

        return tool_field
