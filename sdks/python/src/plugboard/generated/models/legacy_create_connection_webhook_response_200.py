from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_metadata import WebhookMetadata


T = TypeVar("T", bound="LegacyCreateConnectionWebhookResponse200")


@_attrs_define
class LegacyCreateConnectionWebhookResponse200:
    """
    Attributes:
        webhook (WebhookMetadata): A webhook registered on one connection (older interface).
    """

    webhook: WebhookMetadata

    def to_dict(self) -> dict[str, Any]:
        webhook = self.webhook.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "webhook": webhook,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_metadata import WebhookMetadata

        d = dict(src_dict)
        webhook = WebhookMetadata.from_dict(d.pop("webhook"))

        legacy_create_connection_webhook_response_200 = cls(
            webhook=webhook,
        )

        return legacy_create_connection_webhook_response_200
