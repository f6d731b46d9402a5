from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_key_created import AgentKeyCreated


T = TypeVar("T", bound="CreateAgentKeyResponse200")


@_attrs_define
class CreateAgentKeyResponse200:
    """
    Attributes:
        result (AgentKeyCreated): A new agent key and its secret (shown only here).
    """

    result: AgentKeyCreated

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
        from ..models.agent_key_created import AgentKeyCreated

        d = dict(src_dict)
        result = AgentKeyCreated.from_dict(d.pop("result"))

        create_agent_key_response_200 = cls(
            result=result,
        )

        return create_agent_key_response_200
