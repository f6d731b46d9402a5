from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook_metadata import WebhookMetadata


T = TypeVar("T", bound="LegacyListConnectionWebhooksResponse200")


@_attrs_define
class LegacyListConnectionWebhooksResponse200:
    """
    Attributes:
        webhooks (list[WebhookMetadata]):
    """

    webhooks: list[WebhookMetadata]

    def to_dict(self) -> dict[str, Any]:
        webhooks = []
        for webhooks_item_data in self.webhooks:
            webhooks_item = webhooks_item_data.to_dict()
            webhooks.append(webhooks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "webhooks": webhooks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_metadata import WebhookMetadata

        d = dict(src_dict)
        webhooks = []
        _webhooks = d.pop("webhooks")
        for webhooks_item_data in _webhooks:
            webhooks_item = WebhookMetadata.from_dict(webhooks_item_data)

            webhooks.append(webhooks_item)

        legacy_list_connection_webhooks_response_200 = cls(
            webhooks=webhooks,
        )

        return legacy_list_connection_webhooks_response_200
