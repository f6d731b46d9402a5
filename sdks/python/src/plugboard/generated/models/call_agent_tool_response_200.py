from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.call_agent_tool_response_200_result import (
        CallAgentToolResponse200Result,
    )


T = TypeVar("T", bound="CallAgentToolResponse200")


@_attrs_define
class CallAgentToolResponse200:
    """
    Attributes:
        result (CallAgentToolResponse200Result):
    """

    result: CallAgentToolResponse200Result

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
        from ..models.call_agent_tool_response_200_result import (
            CallAgentToolResponse200Result,
        )

        d = dict(src_dict)
        result = CallAgentToolResponse200Result.from_dict(d.pop("result"))

        call_agent_tool_response_200 = cls(
            result=result,
        )

        return call_agent_tool_response_200
