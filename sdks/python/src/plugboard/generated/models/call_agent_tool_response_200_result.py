from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.call_agent_tool_response_200_result_output import (
        CallAgentToolResponse200ResultOutput,
    )


T = TypeVar("T", bound="CallAgentToolResponse200Result")


@_attrs_define
class CallAgentToolResponse200Result:
    """
    Attributes:
        name (str): The tool that ran.
        is_error (bool): true: `output` is the error shape `{error: {code, message, details}}`.
        output (CallAgentToolResponse200ResultOutput): The tool's structured result (the same as MCP's
            `structuredContent`).
    """

    name: str
    is_error: bool
    output: CallAgentToolResponse200ResultOutput

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        is_error = self.is_error

        output = self.output.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "isError": is_error,
                "output": output,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_agent_tool_response_200_result_output import (
            CallAgentToolResponse200ResultOutput,
        )

        d = dict(src_dict)
        name = d.pop("name")

        is_error = d.pop("isError")

        output = CallAgentToolResponse200ResultOutput.from_dict(d.pop("output"))

        call_agent_tool_response_200_result = cls(
            name=name,
            is_error=is_error,
            output=output,
        )

        return call_agent_tool_response_200_result
