from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.revoke_api_key_response_200_result import (
        RevokeApiKeyResponse200Result,
    )


T = TypeVar("T", bound="RevokeApiKeyResponse200")


@_attrs_define
class RevokeApiKeyResponse200:
    """
    Attributes:
        result (RevokeApiKeyResponse200Result):
    """

    result: RevokeApiKeyResponse200Result

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
        from ..models.revoke_api_key_response_200_result import (
            RevokeApiKeyResponse200Result,
        )

        d = dict(src_dict)
        result = RevokeApiKeyResponse200Result.from_dict(d.pop("result"))

        revoke_api_key_response_200 = cls(
            result=result,
        )

        return revoke_api_key_response_200
