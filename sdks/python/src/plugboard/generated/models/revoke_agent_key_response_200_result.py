from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_key import AgentKey


T = TypeVar("T", bound="RevokeAgentKeyResponse200Result")


@_attrs_define
class RevokeAgentKeyResponse200Result:
    """
    Attributes:
        agent_key (AgentKey): An agent key (never its secret).
    """

    agent_key: AgentKey

    def to_dict(self) -> dict[str, Any]:
        agent_key = self.agent_key.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agentKey": agent_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_key import AgentKey

        d = dict(src_dict)
        agent_key = AgentKey.from_dict(d.pop("agentKey"))

        revoke_agent_key_response_200_result = cls(
            agent_key=agent_key,
        )

        return revoke_agent_key_response_200_result
