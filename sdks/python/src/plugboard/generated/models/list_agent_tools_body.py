from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.list_agent_tools_body_format import ListAgentToolsBodyFormat
from ..types import UNSET, Unset

T = TypeVar("T", bound="ListAgentToolsBody")


@_attrs_define
class ListAgentToolsBody:
    """
    Attributes:
        format_ (ListAgentToolsBodyFormat | Unset): The definitions' shape. Default: ListAgentToolsBodyFormat.MCP.
    """

    format_: ListAgentToolsBodyFormat | Unset = ListAgentToolsBodyFormat.MCP

    def to_dict(self) -> dict[str, Any]:
        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if format_ is not UNSET:
            field_dict["format"] = format_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _format_ = d.pop("format", UNSET)
        format_: ListAgentToolsBodyFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = ListAgentToolsBodyFormat(_format_)

        list_agent_tools_body = cls(
            format_=format_,
        )

        return list_agent_tools_body
