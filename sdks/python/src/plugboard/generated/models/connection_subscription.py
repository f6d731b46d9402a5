from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.connection_subscription_state import ConnectionSubscriptionState

T = TypeVar("T", bound="ConnectionSubscription")


@_attrs_define
class ConnectionSubscription:
    """One subscription of a connection to its tool's change notifications. Its secrets are never shown.

    Attributes:
        name (str): The subscription's name in the manifest (`webhooks.subscriptions[].name`).
        state (ConnectionSubscriptionState): `pending`: about to be made (after connect or re-authorisation); `active`:
            the tool sends its changes
            (a renewal failure keeps it active until the expiry, with `lastError`); `failed`: making it failed, retried
            at `nextActionTime` (30 s, 2 min, 8 min, 32 min, then every 2 hours); `unavailable`: the gateway cannot be
            reached by the tool (`PUBLIC_BASE_URL` is loopback or private) or subscriptions are off
            (`PLUGBOARD_TOOL_SUBSCRIPTIONS`). In every state but `active` changes arrive with each sync only.
        expires_time (datetime.datetime | None): When the tool ends the subscription unless it is renewed, or null (it
            does not expire).
        next_action_time (datetime.datetime | None): When the gateway renews it (before `expiresTime`) or retries making
            it, or null.
        subscribed_time (datetime.datetime | None): When it was last made or renewed at the tool, or null.
        last_error (None | str): Why the last attempt failed (or why subscribing is unavailable), or null.
        failures (int): Failed attempts in a row.
        modified_time (datetime.datetime): When its state last changed.
    """

    name: str
    state: ConnectionSubscriptionState
    expires_time: datetime.datetime | None
    next_action_time: datetime.datetime | None
    subscribed_time: datetime.datetime | None
    last_error: None | str
    failures: int
    modified_time: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        state = self.state.value

        expires_time: None | str
        if isinstance(self.expires_time, datetime.datetime):
            expires_time = self.expires_time.isoformat()
        else:
            expires_time = self.expires_time

        next_action_time: None | str
        if isinstance(self.next_action_time, datetime.datetime):
            next_action_time = self.next_action_time.isoformat()
        else:
            next_action_time = self.next_action_time

        subscribed_time: None | str
        if isinstance(self.subscribed_time, datetime.datetime):
            subscribed_time = self.subscribed_time.isoformat()
        else:
            subscribed_time = self.subscribed_time

        last_error: None | str
        last_error = self.last_error

        failures = self.failures

        modified_time = self.modified_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "state": state,
                "expiresTime": expires_time,
                "nextActionTime": next_action_time,
                "subscribedTime": subscribed_time,
                "lastError": last_error,
                "failures": failures,
                "modifiedTime": modified_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        state = ConnectionSubscriptionState(d.pop("state"))

        def _parse_expires_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_time_type_0 = isoparse(data)

                return expires_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_time = _parse_expires_time(d.pop("expiresTime"))

        def _parse_next_action_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_action_time_type_0 = isoparse(data)

                return next_action_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_action_time = _parse_next_action_time(d.pop("nextActionTime"))

        def _parse_subscribed_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                subscribed_time_type_0 = isoparse(data)

                return subscribed_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        subscribed_time = _parse_subscribed_time(d.pop("subscribedTime"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("lastError"))

        failures = d.pop("failures")

        modified_time = isoparse(d.pop("modifiedTime"))

        connection_subscription = cls(
            name=name,
            state=state,
            expires_time=expires_time,
            next_action_time=next_action_time,
            subscribed_time=subscribed_time,
            last_error=last_error,
            failures=failures,
            modified_time=modified_time,
        )

        return connection_subscription
