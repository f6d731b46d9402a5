from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_tool_open_ai_function_parameters import (
        AgentToolOpenAiFunctionParameters,
    )


T = TypeVar("T", bound="AgentToolOpenAiFunction")


@_attrs_define
class AgentToolOpenAiFunction:
    """The function.

    Attributes:
        name (str): The tool name.
        description (str): What it does.
        parameters (AgentToolOpenAiFunctionParameters): JSON Schema of the arguments.
    """

    name: str
    description: str
    parameters: AgentToolOpenAiFunctionParameters

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "parameters": parameters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_tool_open_ai_function_parameters import (
            AgentToolOpenAiFunctionParameters,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        parameters = AgentToolOpenAiFunctionParameters.from_dict(d.pop("parameters"))

        agent_tool_open_ai_function = cls(
            name=name,
            description=description,
            parameters=parameters,
        )

        return agent_tool_open_ai_function
