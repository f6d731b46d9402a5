from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.audit_actor import AuditActor
    from ..models.audit_entry_after_type_0 import AuditEntryAfterType0
    from ..models.audit_entry_before_type_0 import AuditEntryBeforeType0
    from ..models.audit_entry_target import AuditEntryTarget


T = TypeVar("T", bound="AuditEntry")


@_attrs_define
class AuditEntry:
    """One administrative change. Summaries never hold secrets.

    Attributes:
        id (str):
        time (datetime.datetime):
        environment_id (None | str): The environment the change belongs to; null for changes of the whole gateway
            (master key, users).
        actor (AuditActor): Who made the change. `kind` is one of `apiKey` (keyId, name, environmentId),
            `environmentToken`
            (environmentId: the environment's original token), `dashboardSession` (environmentId: a dashboard session
            signed in with that environment's token), `user` (userId, email), `operator` (via `adminToken` or `cli`),
            `agentKey` (keyId, environmentId), `system`.
        actor_id (str): A stable string of the actor (`apiKey:key_…`, `user:usr_…`, `operator:cli`).
        source_address (None | str): The client address as the gateway derives it (`PLUGBOARD_TRUST_PROXY`); null for
            the CLI.
        action (str): `<target type>.<verb>`, e.g. `webhook.create`, `webhook.rotateSecret`, `agentKey.revoke`,
            `masterKey.rotate`.
        target (AuditEntryTarget):
        before (AuditEntryBeforeType0 | None): A summary of the target before the change (null when it did not exist).
        after (AuditEntryAfterType0 | None): A summary of the target after the change (null when it no longer exists).
    """

    id: str
    time: datetime.datetime
    environment_id: None | str
    actor: AuditActor
    actor_id: str
    source_address: None | str
    action: str
    target: AuditEntryTarget
    before: AuditEntryBeforeType0 | None
    after: AuditEntryAfterType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_entry_after_type_0 import AuditEntryAfterType0
        from ..models.audit_entry_before_type_0 import AuditEntryBeforeType0

        id = self.id

        time = self.time.isoformat()

        environment_id: None | str
        environment_id = self.environment_id

        actor = self.actor.to_dict()

        actor_id = self.actor_id

        source_address: None | str
        source_address = self.source_address

        action = self.action

        target = self.target.to_dict()

        before: dict[str, Any] | None
        if isinstance(self.before, AuditEntryBeforeType0):
            before = self.before.to_dict()
        else:
            before = self.before

        after: dict[str, Any] | None
        if isinstance(self.after, AuditEntryAfterType0):
            after = self.after.to_dict()
        else:
            after = self.after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "time": time,
                "environmentId": environment_id,
                "actor": actor,
                "actorId": actor_id,
                "sourceAddress": source_address,
                "action": action,
                "target": target,
                "before": before,
                "after": after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_actor import AuditActor
        from ..models.audit_entry_after_type_0 import AuditEntryAfterType0
        from ..models.audit_entry_before_type_0 import AuditEntryBeforeType0
        from ..models.audit_entry_target import AuditEntryTarget

        d = dict(src_dict)
        id = d.pop("id")

        time = isoparse(d.pop("time"))

        def _parse_environment_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        environment_id = _parse_environment_id(d.pop("environmentId"))

        actor = AuditActor.from_dict(d.pop("actor"))

        actor_id = d.pop("actorId")

        def _parse_source_address(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_address = _parse_source_address(d.pop("sourceAddress"))

        action = d.pop("action")

        target = AuditEntryTarget.from_dict(d.pop("target"))

        def _parse_before(data: object) -> AuditEntryBeforeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                before_type_0 = AuditEntryBeforeType0.from_dict(data)

                return before_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditEntryBeforeType0 | None, data)

        before = _parse_before(d.pop("before"))

        def _parse_after(data: object) -> AuditEntryAfterType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = AuditEntryAfterType0.from_dict(data)

                return after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditEntryAfterType0 | None, data)

        after = _parse_after(d.pop("after"))

        audit_entry = cls(
            id=id,
            time=time,
            environment_id=environment_id,
            actor=actor,
            actor_id=actor_id,
            source_address=source_address,
            action=action,
            target=target,
            before=before,
            after=after,
        )

        return audit_entry
