from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LegacyCreateConnectionWebhookBodyWebhook")


@_attrs_define
class LegacyCreateConnectionWebhookBodyWebhook:
    """The webhook to register.

    Attributes:
        webhook_url (str): Absolute http(s) address that receives the connection's events.
    """

    webhook_url: str

    def to_dict(self) -> dict[str, Any]:
        webhook_url = self.webhook_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "webhookUrl": webhook_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        webhook_url = d.pop("webhookUrl")

        legacy_create_connection_webhook_body_webhook = cls(
            webhook_url=webhook_url,
        )

        return legacy_create_connection_webhook_body_webhook
