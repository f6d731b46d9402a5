from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.audit_actor_kind import AuditActorKind
from ..models.audit_actor_via import AuditActorVia
from ..types import UNSET, Unset

T = TypeVar("T", bound="AuditActor")


@_attrs_define
class AuditActor:
    """Who made the change. `kind` is one of `apiKey` (keyId, name, environmentId), `environmentToken`
    (environmentId: the environment's original token), `dashboardSession` (environmentId: a dashboard session
    signed in with that environment's token), `user` (userId, email), `operator` (via `adminToken` or `cli`),
    `agentKey` (keyId, environmentId), `system`.

        Attributes:
            kind (AuditActorKind):
            key_id (str | Unset):
            name (str | Unset):
            environment_id (str | Unset):
            user_id (str | Unset):
            email (str | Unset):
            via (AuditActorVia | Unset):
    """

    kind: AuditActorKind
    key_id: str | Unset = UNSET
    name: str | Unset = UNSET
    environment_id: str | Unset = UNSET
    user_id: str | Unset = UNSET
    email: str | Unset = UNSET
    via: AuditActorVia | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        key_id = self.key_id

        name = self.name

        environment_id = self.environment_id

        user_id = self.user_id

        email = self.email

        via: str | Unset = UNSET
        if not isinstance(self.via, Unset):
            via = self.via.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if key_id is not UNSET:
            field_dict["keyId"] = key_id
        if name is not UNSET:
            field_dict["name"] = name
        if environment_id is not UNSET:
            field_dict["environmentId"] = environment_id
        if user_id is not UNSET:
            field_dict["userId"] = user_id
        if email is not UNSET:
            field_dict["email"] = email
        if via is not UNSET:
            field_dict["via"] = via

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = AuditActorKind(d.pop("kind"))

        key_id = d.pop("keyId", UNSET)

        name = d.pop("name", UNSET)

        environment_id = d.pop("environmentId", UNSET)

        user_id = d.pop("userId", UNSET)

        email = d.pop("email", UNSET)

        _via = d.pop("via", UNSET)
        via: AuditActorVia | Unset
        if isinstance(_via, Unset):
            via = UNSET
        else:
            via = AuditActorVia(_via)

        audit_actor = cls(
            kind=kind,
            key_id=key_id,
            name=name,
            environment_id=environment_id,
            user_id=user_id,
            email=email,
            via=via,
        )

        audit_actor.additional_properties = d
        return audit_actor

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
