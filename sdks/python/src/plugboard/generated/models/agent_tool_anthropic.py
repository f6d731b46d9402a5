from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_tool_anthropic_input_schema import AgentToolAnthropicInputSchema


T = TypeVar("T", bound="AgentToolAnthropic")


@_attrs_define
class AgentToolAnthropic:
    """An Anthropic Messages API tool (`tools` of `POST /v1/messages`).

    Attributes:
        name (str): The tool name.
        description (str): What it does.
        input_schema (AgentToolAnthropicInputSchema): JSON Schema of the arguments.
    """

    name: str
    description: str
    input_schema: AgentToolAnthropicInputSchema

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        input_schema = self.input_schema.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "input_schema": input_schema,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_tool_anthropic_input_schema import (
            AgentToolAnthropicInputSchema,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        input_schema = AgentToolAnthropicInputSchema.from_dict(d.pop("input_schema"))

        agent_tool_anthropic = cls(
            name=name,
            description=description,
            input_schema=input_schema,
        )

        return agent_tool_anthropic
