from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ListWebhookDeliveriesBody")


@_attrs_define
class ListWebhookDeliveriesBody:
    """
    Attributes:
        webhook_id (str): The webhook's id.
        limit (int | Unset): At most this many deliveries (default 50). Default: 50.
    """

    webhook_id: str
    limit: int | Unset = 50

    def to_dict(self) -> dict[str, Any]:
        webhook_id = self.webhook_id

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "webhookId": webhook_id,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        webhook_id = d.pop("webhookId")

        limit = d.pop("limit", UNSET)

        list_webhook_deliveries_body = cls(
            webhook_id=webhook_id,
            limit=limit,
        )

        return list_webhook_deliveries_body
