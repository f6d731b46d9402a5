from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_tool_annotations import AgentToolAnnotations
    from ..models.agent_tool_mcp_input_schema import AgentToolMcpInputSchema


T = TypeVar("T", bound="AgentToolMcp")


@_attrs_define
class AgentToolMcp:
    """A tool as MCP lists it.

    Attributes:
        name (str): Stable tool name, e.g. `hubspot_crm_contact_list`.
        description (str): What it does, when to use it, how paging works.
        input_schema (AgentToolMcpInputSchema): JSON Schema of the arguments (an object schema).
        annotations (AgentToolAnnotations): Hints for clients (which calls need a human's confirmation).
    """

    name: str
    description: str
    input_schema: AgentToolMcpInputSchema
    annotations: AgentToolAnnotations

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        input_schema = self.input_schema.to_dict()

        annotations = self.annotations.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
                "inputSchema": input_schema,
                "annotations": annotations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_tool_annotations import AgentToolAnnotations
        from ..models.agent_tool_mcp_input_schema import AgentToolMcpInputSchema

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        input_schema = AgentToolMcpInputSchema.from_dict(d.pop("inputSchema"))

        annotations = AgentToolAnnotations.from_dict(d.pop("annotations"))

        agent_tool_mcp = cls(
            name=name,
            description=description,
            input_schema=input_schema,
            annotations=annotations,
        )

        return agent_tool_mcp
