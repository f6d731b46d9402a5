from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.connection_health_notice_state import ConnectionHealthNoticeState

if TYPE_CHECKING:
    from ..models.connection_health_reason import ConnectionHealthReason


T = TypeVar("T", bound="ConnectionHealthNotice")


@_attrs_define
class ConnectionHealthNotice:
    """`connection.degraded` and `connection.recovered` only: the connection's health and how to mend it.

    Attributes:
        state (ConnectionHealthNoticeState): `degraded` while at least one reason holds.
        reasons (list[ConnectionHealthReason]): Why the connection is degraded (empty when healthy).
        reconnect_url (None | str): A connect link that authorises the same connection again (degraded only; show it to
            the end user), or null.
    """

    state: ConnectionHealthNoticeState
    reasons: list[ConnectionHealthReason]
    reconnect_url: None | str

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        reconnect_url: None | str
        reconnect_url = self.reconnect_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "reasons": reasons,
                "reconnectUrl": reconnect_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connection_health_reason import ConnectionHealthReason

        d = dict(src_dict)
        state = ConnectionHealthNoticeState(d.pop("state"))

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = ConnectionHealthReason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        def _parse_reconnect_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reconnect_url = _parse_reconnect_url(d.pop("reconnectUrl"))

        connection_health_notice = cls(
            state=state,
            reasons=reasons,
            reconnect_url=reconnect_url,
        )

        return connection_health_notice
