from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookMetadata")


@_attrs_define
class WebhookMetadata:
    """A webhook registered on one connection (older interface).

    Attributes:
        id (str): Identifier of the webhook.
        connection_id (str): The connection whose events it receives.
        webhook_url (str): The address events are sent to.
        created_time (datetime.datetime): When it was registered.
        secret (str | Unset): The webhook's signing secret for the Standard Webhooks `webhook-signature` header. Present
            only in the
            answer that creates the webhook (and from `/webhooks/rotate-secret`): store it then.
    """

    id: str
    connection_id: str
    webhook_url: str
    created_time: datetime.datetime
    secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        connection_id = self.connection_id

        webhook_url = self.webhook_url

        created_time = self.created_time.isoformat()

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "connectionId": connection_id,
                "webhookUrl": webhook_url,
                "createdTime": created_time,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        connection_id = d.pop("connectionId")

        webhook_url = d.pop("webhookUrl")

        created_time = isoparse(d.pop("createdTime"))

        secret = d.pop("secret", UNSET)

        webhook_metadata = cls(
            id=id,
            connection_id=connection_id,
            webhook_url=webhook_url,
            created_time=created_time,
            secret=secret,
        )

        return webhook_metadata
