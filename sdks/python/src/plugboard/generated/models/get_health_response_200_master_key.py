from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_health_response_200_master_key_provider import (
    GetHealthResponse200MasterKeyProvider,
)

T = TypeVar("T", bound="GetHealthResponse200MasterKey")


@_attrs_define
class GetHealthResponse200MasterKey:
    """The master key new secrets are sealed with, named, never shown: `id` is derived from the key
    (HKDF, 6 bytes; the same id as in every sealed value), `provider` where it came from (`env`:
    PLUGBOARD_MASTER_KEY, `file`: a key file, `kms`: a data key unwrapped by the KMS).

        Attributes:
            id (str):
            provider (GetHealthResponse200MasterKeyProvider):
    """

    id: str
    provider: GetHealthResponse200MasterKeyProvider

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        provider = self.provider.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "provider": provider,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        provider = GetHealthResponse200MasterKeyProvider(d.pop("provider"))

        get_health_response_200_master_key = cls(
            id=id,
            provider=provider,
        )

        return get_health_response_200_master_key
