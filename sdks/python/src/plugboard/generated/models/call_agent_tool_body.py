from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.call_agent_tool_body_arguments import CallAgentToolBodyArguments


T = TypeVar("T", bound="CallAgentToolBody")


@_attrs_define
class CallAgentToolBody:
    """
    Attributes:
        name (str): The tool's name as listed.
        arguments (CallAgentToolBodyArguments | Unset): The tool's arguments (its input schema).
    """

    name: str
    arguments: CallAgentToolBodyArguments | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        arguments: dict[str, Any] | Unset = UNSET
        if not isinstance(self.arguments, Unset):
            arguments = self.arguments.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if arguments is not UNSET:
            field_dict["arguments"] = arguments

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_agent_tool_body_arguments import CallAgentToolBodyArguments

        d = dict(src_dict)
        name = d.pop("name")

        _arguments = d.pop("arguments", UNSET)
        arguments: CallAgentToolBodyArguments | Unset
        if isinstance(_arguments, Unset):
            arguments = UNSET
        else:
            arguments = CallAgentToolBodyArguments.from_dict(_arguments)

        call_agent_tool_body = cls(
            name=name,
            arguments=arguments,
        )

        return call_agent_tool_body
