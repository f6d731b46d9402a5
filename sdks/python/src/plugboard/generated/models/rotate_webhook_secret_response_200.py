from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RotateWebhookSecretResponse200")


@_attrs_define
class RotateWebhookSecretResponse200:
    """
    Attributes:
        id (str): The webhook's id.
        secret (str): The new signing secret (shown only here).
    """

    id: str
    secret: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        secret = d.pop("secret")

        rotate_webhook_secret_response_200 = cls(
            id=id,
            secret=secret,
        )

        return rotate_webhook_secret_response_200
