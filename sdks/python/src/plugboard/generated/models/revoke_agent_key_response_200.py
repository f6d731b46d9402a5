from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.revoke_agent_key_response_200_result import (
        RevokeAgentKeyResponse200Result,
    )


T = TypeVar("T", bound="RevokeAgentKeyResponse200")


@_attrs_define
class RevokeAgentKeyResponse200:
    """
    Attributes:
        result (RevokeAgentKeyResponse200Result):
    """

    result: RevokeAgentKeyResponse200Result

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
        from ..models.revoke_agent_key_response_200_result import (
            RevokeAgentKeyResponse200Result,
        )

        d = dict(src_dict)
        result = RevokeAgentKeyResponse200Result.from_dict(d.pop("result"))

        revoke_agent_key_response_200 = cls(
            result=result,
        )

        return revoke_agent_key_response_200
