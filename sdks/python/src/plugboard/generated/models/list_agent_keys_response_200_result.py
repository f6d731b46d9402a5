from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_key import AgentKey


T = TypeVar("T", bound="ListAgentKeysResponse200Result")


@_attrs_define
class ListAgentKeysResponse200Result:
    """
    Attributes:
        agent_keys (list[AgentKey]):
    """

    agent_keys: list[AgentKey]

    def to_dict(self) -> dict[str, Any]:
        agent_keys = []
        for agent_keys_item_data in self.agent_keys:
            agent_keys_item = agent_keys_item_data.to_dict()
            agent_keys.append(agent_keys_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agentKeys": agent_keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_key import AgentKey

        d = dict(src_dict)
        agent_keys = []
        _agent_keys = d.pop("agentKeys")
        for agent_keys_item_data in _agent_keys:
            agent_keys_item = AgentKey.from_dict(agent_keys_item_data)

            agent_keys.append(agent_keys_item)

        list_agent_keys_response_200_result = cls(
            agent_keys=agent_keys,
        )

        return list_agent_keys_response_200_result
