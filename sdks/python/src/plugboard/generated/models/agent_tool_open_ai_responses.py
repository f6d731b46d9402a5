from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.agent_tool_open_ai_responses_type import AgentToolOpenAiResponsesType

if TYPE_CHECKING:
    from ..models.agent_tool_open_ai_responses_parameters import (
        AgentToolOpenAiResponsesParameters,
    )


T = TypeVar("T", bound="AgentToolOpenAiResponses")


@_attrs_define
class AgentToolOpenAiResponses:
    """An OpenAI Responses API function tool (`tools` of `POST /v1/responses`).

    Attributes:
        type_ (AgentToolOpenAiResponsesType): Always function.
        name (str): The tool name.
        description (str): What it does.
        parameters (AgentToolOpenAiResponsesParameters): JSON Schema of the arguments.
    """

    type_: AgentToolOpenAiResponsesType
    name: str
    description: str
    parameters: AgentToolOpenAiResponsesParameters

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        name = self.name

        description = self.description

        parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "name": name,
                "description": description,
                "parameters": parameters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_tool_open_ai_responses_parameters import (
            AgentToolOpenAiResponsesParameters,
        )

        d = dict(src_dict)
        type_ = AgentToolOpenAiResponsesType(d.pop("type"))

        name = d.pop("name")

        description = d.pop("description")

        parameters = AgentToolOpenAiResponsesParameters.from_dict(d.pop("parameters"))

        agent_tool_open_ai_responses = cls(
            type_=type_,
            name=name,
            description=description,
            parameters=parameters,
        )

        return agent_tool_open_ai_responses
