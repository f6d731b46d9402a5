from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.legacy_create_connection_webhook_body_webhook import (
        LegacyCreateConnectionWebhookBodyWebhook,
    )


T = TypeVar("T", bound="LegacyCreateConnectionWebhookBody")


@_attrs_define
class LegacyCreateConnectionWebhookBody:
    """
    Attributes:
        access_token (str): The connection's access token.
        webhook (LegacyCreateConnectionWebhookBodyWebhook): The webhook to register.
    """

    access_token: str
    webhook: LegacyCreateConnectionWebhookBodyWebhook

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        webhook = self.webhook.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accessToken": access_token,
                "webhook": webhook,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legacy_create_connection_webhook_body_webhook import (
            LegacyCreateConnectionWebhookBodyWebhook,
        )

        d = dict(src_dict)
        access_token = d.pop("accessToken")

        webhook = LegacyCreateConnectionWebhookBodyWebhook.from_dict(d.pop("webhook"))

        legacy_create_connection_webhook_body = cls(
            access_token=access_token,
            webhook=webhook,
        )

        return legacy_create_connection_webhook_body
