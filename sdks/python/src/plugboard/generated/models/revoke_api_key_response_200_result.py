from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.api_key import ApiKey


T = TypeVar("T", bound="RevokeApiKeyResponse200Result")


@_attrs_define
class RevokeApiKeyResponse200Result:
    """
    Attributes:
        api_key (ApiKey): An API key of the environment (never its secret).
    """

    api_key: ApiKey

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "apiKey": api_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key import ApiKey

        d = dict(src_dict)
        api_key = ApiKey.from_dict(d.pop("apiKey"))

        revoke_api_key_response_200_result = cls(
            api_key=api_key,
        )

        return revoke_api_key_response_200_result
