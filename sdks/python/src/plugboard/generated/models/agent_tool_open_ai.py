from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.agent_tool_open_ai_type import AgentToolOpenAiType

if TYPE_CHECKING:
    from ..models.agent_tool_open_ai_function import AgentToolOpenAiFunction


T = TypeVar("T", bound="AgentToolOpenAi")


@_attrs_define
class AgentToolOpenAi:
    """An OpenAI Chat Completions function tool (`tools` of `POST /v1/chat/completions`).

    Attributes:
        type_ (AgentToolOpenAiType): Always function.
        function (AgentToolOpenAiFunction): The function.
    """

    type_: AgentToolOpenAiType
    function: AgentToolOpenAiFunction

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        function = self.function.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "function": function,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_tool_open_ai_function import AgentToolOpenAiFunction

        d = dict(src_dict)
        type_ = AgentToolOpenAiType(d.pop("type"))

        function = AgentToolOpenAiFunction.from_dict(d.pop("function"))

        agent_tool_open_ai = cls(
            type_=type_,
            function=function,
        )

        return agent_tool_open_ai
