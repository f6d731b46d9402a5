from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.agent_key import AgentKey


T = TypeVar("T", bound="AgentKeyCreated")


@_attrs_define
class AgentKeyCreated:
    """A new agent key and its secret (shown only here).

    Attributes:
        agent_key (AgentKey): An agent key (never its secret).
        secret (str): The secret (`pb_agent_…`): send it as `Authorization: Bearer <secret>`. Stored only as a keyed
            hash.
    """

    agent_key: AgentKey
    secret: str

    def to_dict(self) -> dict[str, Any]:
        agent_key = self.agent_key.to_dict()

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agentKey": agent_key,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_key import AgentKey

        d = dict(src_dict)
        agent_key = AgentKey.from_dict(d.pop("agentKey"))

        secret = d.pop("secret")

        agent_key_created = cls(
            agent_key=agent_key,
            secret=secret,
        )

        return agent_key_created
