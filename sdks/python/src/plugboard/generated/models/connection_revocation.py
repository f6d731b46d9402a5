from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.connection_revocation_state import ConnectionRevocationState
from ..types import UNSET, Unset

T = TypeVar("T", bound="ConnectionRevocation")


@_attrs_define
class ConnectionRevocation:
    """`connection.deleted` and `connection.revocation.updated` only: what became of the tool's grant. The gateway
    asks the tool to revoke its tokens (the manifest's `revoke`) before it erases the stored credentials.
    `revoked`: the tool revoked them (or said they were already invalid); `not_supported`: the tool has no
    revocation endpoint, or the connection used an API key or a token its owner manages (revoke it in the
    tool); `retrying`: the tool did not answer or refused, the gateway keeps the credentials sealed and tries
    again (a later `connection.revocation.updated` says how it ended); `abandoned`: every attempt failed, the
    credentials were erased anyway (revoke the app's access in the tool).

        Attributes:
            state (ConnectionRevocationState):
            attempts (int): Revocation requests sent so far.
            error (str | Unset): Why the last attempt failed (a status or a transport error; never a token).
            next_attempt_time (datetime.datetime | Unset): When the next attempt is due (`retrying` only).
    """

    state: ConnectionRevocationState
    attempts: int
    error: str | Unset = UNSET
    next_attempt_time: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        attempts = self.attempts

        error = self.error

        next_attempt_time: str | Unset = UNSET
        if not isinstance(self.next_attempt_time, Unset):
            next_attempt_time = self.next_attempt_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "attempts": attempts,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if next_attempt_time is not UNSET:
            field_dict["nextAttemptTime"] = next_attempt_time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = ConnectionRevocationState(d.pop("state"))

        attempts = d.pop("attempts")

        error = d.pop("error", UNSET)

        _next_attempt_time = d.pop("nextAttemptTime", UNSET)
        next_attempt_time: datetime.datetime | Unset
        if isinstance(_next_attempt_time, Unset):
            next_attempt_time = UNSET
        else:
            next_attempt_time = isoparse(_next_attempt_time)

        connection_revocation = cls(
            state=state,
            attempts=attempts,
            error=error,
            next_attempt_time=next_attempt_time,
        )

        return connection_revocation
