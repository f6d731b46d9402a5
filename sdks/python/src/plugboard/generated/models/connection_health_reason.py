from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.connection_health_reason_code import ConnectionHealthReasonCode

T = TypeVar("T", bound="ConnectionHealthReason")


@_attrs_define
class ConnectionHealthReason:
    """One reason a connection is degraded.

    Attributes:
        code (ConnectionHealthReasonCode): `missing_scopes`: the tool granted fewer scopes than the integration needs;
            `refresh_failed`: token
            refreshes failed; `auth_rejected`: the tool answered 401/403 repeatedly; `needs_reauth`: the tool
            refused the credentials for good (the end user must connect again).
        message (str): What happened, for people.
    """

    code: ConnectionHealthReasonCode
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = ConnectionHealthReasonCode(d.pop("code"))

        message = d.pop("message")

        connection_health_reason = cls(
            code=code,
            message=message,
        )

        return connection_health_reason
