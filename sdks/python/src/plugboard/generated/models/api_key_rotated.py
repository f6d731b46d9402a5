from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.api_key import ApiKey


T = TypeVar("T", bound="ApiKeyRotated")


@_attrs_define
class ApiKeyRotated:
    """The key that replaces the rotated one, its secret (shown only here), and the old key as it is now.

    Attributes:
        api_key (ApiKey): An API key of the environment (never its secret).
        secret (str): The new secret: send it as `x-svc-api-token`.
        previous (ApiKey): An API key of the environment (never its secret).
    """

    api_key: ApiKey
    secret: str
    previous: ApiKey

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key.to_dict()

        secret = self.secret

        previous = self.previous.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "apiKey": api_key,
                "secret": secret,
                "previous": previous,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key import ApiKey

        d = dict(src_dict)
        api_key = ApiKey.from_dict(d.pop("apiKey"))

        secret = d.pop("secret")

        previous = ApiKey.from_dict(d.pop("previous"))

        api_key_rotated = cls(
            api_key=api_key,
            secret=secret,
            previous=previous,
        )

        return api_key_rotated
