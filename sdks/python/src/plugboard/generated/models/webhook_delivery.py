from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.webhook_delivery_status import WebhookDeliveryStatus

if TYPE_CHECKING:
    from ..models.webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """The delivery of one event to one webhook.

    Attributes:
        id (str): Identifier of the delivery.
        webhook_id (str): The webhook delivered to.
        event_id (str): The event's `eventId`.
        event_type (str): The event's `eventType`.
        connection_id (str): The connection the event is for.
        status (WebhookDeliveryStatus): `pending` while attempts remain, `delivered` after a 2xx, `failed` after the
            last attempt failed.
        attempts (list[WebhookDeliveryAttemptsItem]): Attempts so far, oldest first (at most 4 - the first and 3
            retries).
        created_time (datetime.datetime): When the delivery was created.
    """

    id: str
    webhook_id: str
    event_id: str
    event_type: str
    connection_id: str
    status: WebhookDeliveryStatus
    attempts: list[WebhookDeliveryAttemptsItem]
    created_time: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        webhook_id = self.webhook_id

        event_id = self.event_id

        event_type = self.event_type

        connection_id = self.connection_id

        status = self.status.value

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        created_time = self.created_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "webhookId": webhook_id,
                "eventId": event_id,
                "eventType": event_type,
                "connectionId": connection_id,
                "status": status,
                "attempts": attempts,
                "createdTime": created_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_attempts_item import WebhookDeliveryAttemptsItem

        d = dict(src_dict)
        id = d.pop("id")

        webhook_id = d.pop("webhookId")

        event_id = d.pop("eventId")

        event_type = d.pop("eventType")

        connection_id = d.pop("connectionId")

        status = WebhookDeliveryStatus(d.pop("status"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = WebhookDeliveryAttemptsItem.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        created_time = isoparse(d.pop("createdTime"))

        webhook_delivery = cls(
            id=id,
            webhook_id=webhook_id,
            event_id=event_id,
            event_type=event_type,
            connection_id=connection_id,
            status=status,
            attempts=attempts,
            created_time=created_time,
        )

        return webhook_delivery
