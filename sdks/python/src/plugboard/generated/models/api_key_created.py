from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.api_key import ApiKey


T = TypeVar("T", bound="ApiKeyCreated")


@_attrs_define
class ApiKeyCreated:
    """A new API key and its secret (shown only here).

    Attributes:
        api_key (ApiKey): An API key of the environment (never its secret).
        secret (str): The secret: send it as `x-svc-api-token`. Stored only as a keyed hash.
    """

    api_key: ApiKey
    secret: str

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key.to_dict()

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "apiKey": api_key,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key import ApiKey

        d = dict(src_dict)
        api_key = ApiKey.from_dict(d.pop("apiKey"))

        secret = d.pop("secret")

        api_key_created = cls(
            api_key=api_key,
            secret=secret,
        )

        return api_key_created
