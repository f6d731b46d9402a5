from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.connection_environment import ConnectionEnvironment
from ..models.connection_health import ConnectionHealth
from ..models.connection_status import ConnectionStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connection_health_state import ConnectionHealthState
    from ..models.connection_subscription import ConnectionSubscription
    from ..models.connection_sync import ConnectionSync


T = TypeVar("T", bound="Connection")


@_attrs_define
class Connection:
    """A connection of an end user's tool account to a project environment.

    Attributes:
        id (str): Public identifier (the `connectionId`).
        project_id (str): The project the connection belongs to.
        environment (ConnectionEnvironment): The environment the connection belongs to.
        integration_id (str): The connected integration.
        status (ConnectionStatus): Sync state: `NEW_CONNECTION` (created; /crm/ endpoints blocked), `INITIAL_SYNCED`
            (first 30 days of
            data synced; /crm/ unblocked), `READY` (all data synced).
        health (ConnectionHealth): `needs_reauth` when the credentials were revoked or could not be refreshed; `error`
            when the tool keeps refusing calls or the sync failed 3 runs in a row (`healthReason` starts with `sync
            failing:`; back to `ok` after a run that succeeds).
        created_time (datetime.datetime): When the connection was created.
        health_state (ConnectionHealthState | Unset): The connection's health: `degraded` while a reason holds (scopes
            the tool did not grant, token refreshes
            failing, 401/403 answers in a row, credentials refused for good), `healthy` otherwise. Changes are announced by
            the `connection.degraded` and `connection.recovered` events.
        last_sync_error (None | str | Unset): Message of the last failed sync, or null.
        subscriptions (list[ConnectionSubscription] | Unset): The connection's subscriptions to its tool's change
            notifications, made by the gateway when the manifest
            declares them (`webhooks.subscriptions`; docs/webhooks.md). Empty when the tool's webhooks are set up by
            hand or at the app (HubSpot) or not at all. Whatever their state the connection keeps its sync schedule:
            notifications only make changes arrive sooner, polling is the safety net.
        sync (ConnectionSync | Unset): Synced-cache settings (session token `connection.sync.objects`, or changed with
            /api/connections/update).
        modified_time (datetime.datetime | Unset): When the connection last changed.
    """

    id: str
    project_id: str
    environment: ConnectionEnvironment
    integration_id: str
    status: ConnectionStatus
    health: ConnectionHealth
    created_time: datetime.datetime
    health_state: ConnectionHealthState | Unset = UNSET
    last_sync_error: None | str | Unset = UNSET
    subscriptions: list[ConnectionSubscription] | Unset = UNSET
    sync: ConnectionSync | Unset = UNSET
    modified_time: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        project_id = self.project_id

        environment = self.environment.value

        integration_id = self.integration_id

        status = self.status.value

        health = self.health.value

        created_time = self.created_time.isoformat()

        health_state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.health_state, Unset):
            health_state = self.health_state.to_dict()

        last_sync_error: None | str | Unset
        if isinstance(self.last_sync_error, Unset):
            last_sync_error = UNSET
        else:
            last_sync_error = self.last_sync_error

        subscriptions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.subscriptions, Unset):
            subscriptions = []
            for subscriptions_item_data in self.subscriptions:
                subscriptions_item = subscriptions_item_data.to_dict()
                subscriptions.append(subscriptions_item)

        sync: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sync, Unset):
            sync = self.sync.to_dict()

        modified_time: str | Unset = UNSET
        if not isinstance(self.modified_time, Unset):
            modified_time = self.modified_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "projectId": project_id,
                "environment": environment,
                "integrationId": integration_id,
                "status": status,
                "health": health,
                "createdTime": created_time,
            }
        )
        if health_state is not UNSET:
            field_dict["healthState"] = health_state
        if last_sync_error is not UNSET:
            field_dict["lastSyncError"] = last_sync_error
        if subscriptions is not UNSET:
            field_dict["subscriptions"] = subscriptions
        if sync is not UNSET:
            field_dict["sync"] = sync
        if modified_time is not UNSET:
            field_dict["modifiedTime"] = modified_time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connection_health_state import ConnectionHealthState
        from ..models.connection_subscription import ConnectionSubscription
        from ..models.connection_sync import ConnectionSync

        d = dict(src_dict)
        id = d.pop("id")

        project_id = d.pop("projectId")

        environment = ConnectionEnvironment(d.pop("environment"))

        integration_id = d.pop("integrationId")

        status = ConnectionStatus(d.pop("status"))

        health = ConnectionHealth(d.pop("health"))

        created_time = isoparse(d.pop("createdTime"))

        _health_state = d.pop("healthState", UNSET)
        health_state: ConnectionHealthState | Unset
        if isinstance(_health_state, Unset):
            health_state = UNSET
        else:
            health_state = ConnectionHealthState.from_dict(_health_state)

        def _parse_last_sync_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_sync_error = _parse_last_sync_error(d.pop("lastSyncError", UNSET))

        _subscriptions = d.pop("subscriptions", UNSET)
        subscriptions: list[ConnectionSubscription] | Unset = UNSET
        if _subscriptions is not UNSET:
            subscriptions = []
            for subscriptions_item_data in _subscriptions:
                subscriptions_item = ConnectionSubscription.from_dict(
                    subscriptions_item_data
                )

                subscriptions.append(subscriptions_item)

        _sync = d.pop("sync", UNSET)
        sync: ConnectionSync | Unset
        if isinstance(_sync, Unset):
            sync = UNSET
        else:
            sync = ConnectionSync.from_dict(_sync)

        _modified_time = d.pop("modifiedTime", UNSET)
        modified_time: datetime.datetime | Unset
        if isinstance(_modified_time, Unset):
            modified_time = UNSET
        else:
            modified_time = isoparse(_modified_time)

        connection = cls(
            id=id,
            project_id=project_id,
            environment=environment,
            integration_id=integration_id,
            status=status,
            health=health,
            created_time=created_time,
            health_state=health_state,
            last_sync_error=last_sync_error,
            subscriptions=subscriptions,
            sync=sync,
            modified_time=modified_time,
        )

        return connection
