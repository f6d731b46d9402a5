from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_key_policy import AgentKeyPolicy


T = TypeVar("T", bound="GetAgentKeyPolicyResponse200")


@_attrs_define
class GetAgentKeyPolicyResponse200:
    """
    Attributes:
        result (AgentKeyPolicy): What the presented agent key may do, as the MCP server and `/api/tools/*` enforce it.
    """

    result: AgentKeyPolicy

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
        from ..models.agent_key_policy import AgentKeyPolicy

        d = dict(src_dict)
        result = AgentKeyPolicy.from_dict(d.pop("result"))

        get_agent_key_policy_response_200 = cls(
            result=result,
        )

        return get_agent_key_policy_response_200
