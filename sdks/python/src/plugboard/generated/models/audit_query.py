from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditQuery")


@_attrs_define
class AuditQuery:
    """
    Attributes:
        actor (str | Unset): An actor id (`apiKey:key_…`) or an actor kind (`apiKey`, `user`, `operator`, …).
        action (str | Unset): An action (`webhook.create`) or a target type (`webhook`).
        cursor (str | Unset): `nextCursor` of the previous page.
        limit (int | Unset):  Default: 50.
    """

    actor: str | Unset = UNSET
    action: str | Unset = UNSET
    cursor: str | Unset = UNSET
    limit: int | Unset = 50

    def to_dict(self) -> dict[str, Any]:
        actor = self.actor

        action = self.action

        cursor = self.cursor

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if actor is not UNSET:
            field_dict["actor"] = actor
        if action is not UNSET:
            field_dict["action"] = action
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actor = d.pop("actor", UNSET)

        action = d.pop("action", UNSET)

        cursor = d.pop("cursor", UNSET)

        limit = d.pop("limit", UNSET)

        audit_query = cls(
            actor=actor,
            action=action,
            cursor=cursor,
            limit=limit,
        )

        return audit_query
