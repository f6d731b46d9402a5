from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connection_health_notice import ConnectionHealthNotice
    from ..models.connection_revocation import ConnectionRevocation
    from ..models.connector_event_data import ConnectorEventData


T = TypeVar("T", bound="ConnectorEvent")


@_attrs_define
class ConnectorEvent:
    """Body of an event sent to webhooks.

    Attributes:
        connection_id (str): The connection the event is for.
        event_id (str): Unique id of the event (the same across retries; use it to de-duplicate).
        event_time (datetime.datetime): When the event occurred.
        event_type (str): `system.sync.initial.complete`, `object.<category>.<object_type>.created|updated|deleted`,
            `connection.degraded`, `connection.recovered`, `connection.deleted`, `connection.revocation.updated` or
            `system.webhook.test` (`POST /webhooks/test`).
        data (ConnectorEventData | Unset): The affected object (object events only).
        health (ConnectionHealthNotice | Unset): `connection.degraded` and `connection.recovered` only: the connection's
            health and how to mend it.
        revocation (ConnectionRevocation | Unset): `connection.deleted` and `connection.revocation.updated` only: what
            became of the tool's grant. The gateway
            asks the tool to revoke its tokens (the manifest's `revoke`) before it erases the stored credentials.
            `revoked`: the tool revoked them (or said they were already invalid); `not_supported`: the tool has no
            revocation endpoint, or the connection used an API key or a token its owner manages (revoke it in the
            tool); `retrying`: the tool did not answer or refused, the gateway keeps the credentials sealed and tries
            again (a later `connection.revocation.updated` says how it ended); `abandoned`: every attempt failed, the
            credentials were erased anyway (revoke the app's access in the tool).
    """

    connection_id: str
    event_id: str
    event_time: datetime.datetime
    event_type: str
    data: ConnectorEventData | Unset = UNSET
    health: ConnectionHealthNotice | Unset = UNSET
    revocation: ConnectionRevocation | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        event_id = self.event_id

        event_time = self.event_time.isoformat()

        event_type = self.event_type

        data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.data, Unset):
            data = self.data.to_dict()

        health: dict[str, Any] | Unset = UNSET
        if not isinstance(self.health, Unset):
            health = self.health.to_dict()

        revocation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.revocation, Unset):
            revocation = self.revocation.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "connectionId": connection_id,
                "eventId": event_id,
                "eventTime": event_time,
                "eventType": event_type,
            }
        )
        if data is not UNSET:
            field_dict["data"] = data
        if health is not UNSET:
            field_dict["health"] = health
        if revocation is not UNSET:
            field_dict["revocation"] = revocation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connection_health_notice import ConnectionHealthNotice
        from ..models.connection_revocation import ConnectionRevocation
        from ..models.connector_event_data import ConnectorEventData

        d = dict(src_dict)
        connection_id = d.pop("connectionId")

        event_id = d.pop("eventId")

        event_time = isoparse(d.pop("eventTime"))

        event_type = d.pop("eventType")

        _data = d.pop("data", UNSET)
        data: ConnectorEventData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = ConnectorEventData.from_dict(_data)

        _health = d.pop("health", UNSET)
        health: ConnectionHealthNotice | Unset
        if isinstance(_health, Unset):
            health = UNSET
        else:
            health = ConnectionHealthNotice.from_dict(_health)

        _revocation = d.pop("revocation", UNSET)
        revocation: ConnectionRevocation | Unset
        if isinstance(_revocation, Unset):
            revocation = UNSET
        else:
            revocation = ConnectionRevocation.from_dict(_revocation)

        connector_event = cls(
            connection_id=connection_id,
            event_id=event_id,
            event_time=event_time,
            event_type=event_type,
            data=data,
            health=health,
            revocation=revocation,
        )

        return connector_event
