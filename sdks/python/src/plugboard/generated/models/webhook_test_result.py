from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_test_result_event_type import WebhookTestResultEventType

T = TypeVar("T", bound="WebhookTestResult")


@_attrs_define
class WebhookTestResult:
    """A test event published by `POST /webhooks/test`.

    Attributes:
        event_id (str): The event's id, as the receiver and the event log see it.
        event_type (WebhookTestResultEventType):
        deliveries (int): Deliveries queued, one per webhook.
    """

    event_id: str
    event_type: WebhookTestResultEventType
    deliveries: int

    def to_dict(self) -> dict[str, Any]:
        event_id = self.event_id

        event_type = self.event_type.value

        deliveries = self.deliveries

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "eventId": event_id,
                "eventType": event_type,
                "deliveries": deliveries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_id = d.pop("eventId")

        event_type = WebhookTestResultEventType(d.pop("eventType"))

        deliveries = d.pop("deliveries")

        webhook_test_result = cls(
            event_id=event_id,
            event_type=event_type,
            deliveries=deliveries,
        )

        return webhook_test_result
