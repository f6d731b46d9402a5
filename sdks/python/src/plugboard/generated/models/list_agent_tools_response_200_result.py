from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.list_agent_tools_response_200_result_format import (
    ListAgentToolsResponse200ResultFormat,
)

if TYPE_CHECKING:
    from ..models.agent_tool_anthropic import AgentToolAnthropic
    from ..models.agent_tool_mcp import AgentToolMcp
    from ..models.agent_tool_open_ai import AgentToolOpenAi
    from ..models.agent_tool_open_ai_responses import AgentToolOpenAiResponses


T = TypeVar("T", bound="ListAgentToolsResponse200Result")


@_attrs_define
class ListAgentToolsResponse200Result:
    """
    Attributes:
        format_ (ListAgentToolsResponse200ResultFormat): The format of `tools`.
        tools (list[AgentToolAnthropic | AgentToolMcp | AgentToolOpenAi | AgentToolOpenAiResponses]): The tool
            definitions.
    """

    format_: ListAgentToolsResponse200ResultFormat
    tools: list[
        AgentToolAnthropic | AgentToolMcp | AgentToolOpenAi | AgentToolOpenAiResponses
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.agent_tool_mcp import AgentToolMcp
        from ..models.agent_tool_open_ai import AgentToolOpenAi
        from ..models.agent_tool_open_ai_responses import AgentToolOpenAiResponses

        format_ = self.format_.value

        tools = []
        for tools_item_data in self.tools:
            tools_item: dict[str, Any]
            if isinstance(tools_item_data, AgentToolMcp):
                tools_item = tools_item_data.to_dict()
            elif isinstance(tools_item_data, AgentToolOpenAi):
                tools_item = tools_item_data.to_dict()
            elif isinstance(tools_item_data, AgentToolOpenAiResponses):
                tools_item = tools_item_data.to_dict()
            else:
                tools_item = tools_item_data.to_dict()

            tools.append(tools_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "tools": tools,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_tool_anthropic import AgentToolAnthropic
        from ..models.agent_tool_mcp import AgentToolMcp
        from ..models.agent_tool_open_ai import AgentToolOpenAi
        from ..models.agent_tool_open_ai_responses import AgentToolOpenAiResponses

        d = dict(src_dict)
        format_ = ListAgentToolsResponse200ResultFormat(d.pop("format"))

        tools = []
        _tools = d.pop("tools")
        for tools_item_data in _tools:

            def _parse_tools_item(
                data: object,
            ) -> (
                AgentToolAnthropic
                | AgentToolMcp
                | AgentToolOpenAi
                | AgentToolOpenAiResponses
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    tools_item_type_0 = AgentToolMcp.from_dict(data)

                    return tools_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    tools_item_type_1 = AgentToolOpenAi.from_dict(data)

                    return tools_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    tools_item_type_2 = AgentToolOpenAiResponses.from_dict(data)

                    return tools_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                tools_item_type_3 = AgentToolAnthropic.from_dict(data)

                return tools_item_type_3

            tools_item = _parse_tools_item(tools_item_data)

            tools.append(tools_item)

        list_agent_tools_response_200_result = cls(
            format_=format_,
            tools=tools,
        )

        return list_agent_tools_response_200_result
