from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sandbox_faults_rate_limit import SandboxFaultsRateLimit
    from ..models.sandbox_faults_server_errors import SandboxFaultsServerErrors


T = TypeVar("T", bound="SandboxFaults")


@_attrs_define
class SandboxFaults:
    """Faults a sandbox connection injects, so error handling can be tested without a real account. Bursts count
    the connection's requests to the sandbox (retries included) from the moment the faults were set: first the
    `serverErrors` burst, then the `rateLimit` burst, then normal answers.

        Attributes:
            rate_limit (SandboxFaultsRateLimit | Unset): The next `count` requests answer 429 with `Retry-After`.
            server_errors (SandboxFaultsServerErrors | Unset): The next `count` requests answer `status`.
            expired_token (bool | Unset): The connection's access token is expired now; the next call gets 401, refreshes it
                and retries.
            repeat_cursor (bool | Unset): Every page of a listing names itself as the next page; the gateway stops with 502
                `PAGINATION_LOOP`.
            latency_ms (int | Unset): Every answer comes this late; at or past the integration's timeout the call fails with
                504 `DOWNSTREAM_TIMEOUT`.
    """

    rate_limit: SandboxFaultsRateLimit | Unset = UNSET
    server_errors: SandboxFaultsServerErrors | Unset = UNSET
    expired_token: bool | Unset = UNSET
    repeat_cursor: bool | Unset = UNSET
    latency_ms: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rate_limit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rate_limit, Unset):
            rate_limit = self.rate_limit.to_dict()

        server_errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.server_errors, Unset):
            server_errors = self.server_errors.to_dict()

        expired_token = self.expired_token

        repeat_cursor = self.repeat_cursor

        latency_ms = self.latency_ms

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rate_limit is not UNSET:
            field_dict["rateLimit"] = rate_limit
        if server_errors is not UNSET:
            field_dict["serverErrors"] = server_errors
        if expired_token is not UNSET:
            field_dict["expiredToken"] = expired_token
        if repeat_cursor is not UNSET:
            field_dict["repeatCursor"] = repeat_cursor
        if latency_ms is not UNSET:
            field_dict["latencyMs"] = latency_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sandbox_faults_rate_limit import SandboxFaultsRateLimit
        from ..models.sandbox_faults_server_errors import SandboxFaultsServerErrors

        d = dict(src_dict)
        _rate_limit = d.pop("rateLimit", UNSET)
        rate_limit: SandboxFaultsRateLimit | Unset
        if isinstance(_rate_limit, Unset):
            rate_limit = UNSET
        else:
            rate_limit = SandboxFaultsRateLimit.from_dict(_rate_limit)

        _server_errors = d.pop("serverErrors", UNSET)
        server_errors: SandboxFaultsServerErrors | Unset
        if isinstance(_server_errors, Unset):
            server_errors = UNSET
        else:
            server_errors = SandboxFaultsServerErrors.from_dict(_server_errors)

        expired_token = d.pop("expiredToken", UNSET)

        repeat_cursor = d.pop("repeatCursor", UNSET)

        latency_ms = d.pop("latencyMs", UNSET)

        sandbox_faults = cls(
            rate_limit=rate_limit,
            server_errors=server_errors,
            expired_token=expired_token,
            repeat_cursor=repeat_cursor,
            latency_ms=latency_ms,
        )

        return sandbox_faults
