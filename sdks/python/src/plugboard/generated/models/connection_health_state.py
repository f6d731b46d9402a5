from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.connection_health_state_state import ConnectionHealthStateState

if TYPE_CHECKING:
    from ..models.connection_health_reason import ConnectionHealthReason


T = TypeVar("T", bound="ConnectionHealthState")


@_attrs_define
class ConnectionHealthState:
    """The connection's health: `degraded` while a reason holds (scopes the tool did not grant, token refreshes
    failing, 401/403 answers in a row, credentials refused for good), `healthy` otherwise. Changes are announced by
    the `connection.degraded` and `connection.recovered` events.

        Attributes:
            state (ConnectionHealthStateState): `degraded` while at least one reason holds.
            reasons (list[ConnectionHealthReason]): Why the connection is degraded (empty when healthy).
            granted_scopes (list[str] | None): Scopes the tool granted (its token response's `scope`); null when it did not
                say or the connection uses no OAuth.
    """

    state: ConnectionHealthStateState
    reasons: list[ConnectionHealthReason]
    granted_scopes: list[str] | None

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        granted_scopes: list[str] | None
        if isinstance(self.granted_scopes, list):
            granted_scopes = self.granted_scopes

        else:
            granted_scopes = self.granted_scopes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "reasons": reasons,
                "grantedScopes": granted_scopes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connection_health_reason import ConnectionHealthReason

        d = dict(src_dict)
        state = ConnectionHealthStateState(d.pop("state"))

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = ConnectionHealthReason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        def _parse_granted_scopes(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                granted_scopes_type_0 = cast(list[str], data)

                return granted_scopes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        granted_scopes = _parse_granted_scopes(d.pop("grantedScopes"))

        connection_health_state = cls(
            state=state,
            reasons=reasons,
            granted_scopes=granted_scopes,
        )

        return connection_health_state
