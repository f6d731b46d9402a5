from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.webhook import Webhook


T = TypeVar("T", bound="WebhookResult")


@_attrs_define
class WebhookResult:
    """One webhook (bare, no envelope).

    Attributes:
        webhook (Webhook): A project webhook.
    """

    webhook: Webhook

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
        from ..models.webhook import Webhook

        d = dict(src_dict)
        webhook = Webhook.from_dict(d.pop("webhook"))

        webhook_result = cls(
            webhook=webhook,
        )

        return webhook_result
