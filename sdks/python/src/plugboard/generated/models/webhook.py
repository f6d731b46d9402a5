from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_delivery_state import WebhookDeliveryState


T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    """A project webhook.

    Attributes:
        id (str): Identifier of the webhook.
        project_id (str): The project it belongs to.
        url (str): The address events are sent to.
        created_time (datetime.datetime): When it was registered.
        delivery (WebhookDeliveryState): Whether deliveries go to the webhook. After
            `PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES` failed attempts in a row
            (default 5) the webhook is `parked`: nothing is sent to it until `parkedUntil`, then one delivery probes it
            (`probing`); a 2xx makes it `active` again, a failure parks it for twice as long (at most 10 minutes).
            Deliveries wait meanwhile (parking spends none of their attempts). See docs/webhooks.md.
        secret (str | Unset): The webhook's signing secret for the Standard Webhooks `webhook-signature` header. Present
            only in the
            answer that creates the webhook (and from `/webhooks/rotate-secret`): store it then.
    """

    id: str
    project_id: str
    url: str
    created_time: datetime.datetime
    delivery: WebhookDeliveryState
    secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        project_id = self.project_id

        url = self.url

        created_time = self.created_time.isoformat()

        delivery = self.delivery.to_dict()

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "projectId": project_id,
                "url": url,
                "createdTime": created_time,
                "delivery": delivery,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_state import WebhookDeliveryState

        d = dict(src_dict)
        id = d.pop("id")

        project_id = d.pop("projectId")

        url = d.pop("url")

        created_time = isoparse(d.pop("createdTime"))

        delivery = WebhookDeliveryState.from_dict(d.pop("delivery"))

        secret = d.pop("secret", UNSET)

        webhook = cls(
            id=id,
            project_id=project_id,
            url=url,
            created_time=created_time,
            delivery=delivery,
            secret=secret,
        )

        return webhook
