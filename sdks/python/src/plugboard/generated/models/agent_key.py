from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.agent_key_status import AgentKeyStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_key_budget import AgentKeyBudget


T = TypeVar("T", bound="AgentKey")


@_attrs_define
class AgentKey:
    """An agent key (never its secret).

    Attributes:
        id (str): The key's public id (in logs and metrics).
        name (str): The label given at creation.
        key_hint (str): The secret's last 4 characters, to tell keys apart.
        status (AgentKeyStatus): Whether the key works now.
        all_connections (bool): true: the key reaches every connection of the environment (connectionIds is empty).
        connection_ids (list[str]): The connections the key reaches, when not all.
        tool_allow_list (list[str]): Tool-name patterns (empty means every tool).
        read_only (bool): Only reading tools.
        require_confirmation (bool): Writes need confirmation (preview, then `confirm_write`).
        allow_passthrough (bool): The passthrough tool is offered.
        created_time (datetime.datetime): When the key was created.
        budget (AgentKeyBudget | Unset): Tool calls the key may make per minute and per day (fixed windows that start at
            a window's first call),
            counted across every gateway process. Past either: 429 `AGENT_BUDGET_EXHAUSTED` with `Retry-After`. Absent:
            no budget of its own (the environment's rate limit still applies).
        expires_time (datetime.datetime | Unset): When the key stops working (absent = never).
        revoked_time (datetime.datetime | Unset): When the key was revoked (absent unless revoked).
    """

    id: str
    name: str
    key_hint: str
    status: AgentKeyStatus
    all_connections: bool
    connection_ids: list[str]
    tool_allow_list: list[str]
    read_only: bool
    require_confirmation: bool
    allow_passthrough: bool
    created_time: datetime.datetime
    budget: AgentKeyBudget | Unset = UNSET
    expires_time: datetime.datetime | Unset = UNSET
    revoked_time: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        key_hint = self.key_hint

        status = self.status.value

        all_connections = self.all_connections

        connection_ids = self.connection_ids

        tool_allow_list = self.tool_allow_list

        read_only = self.read_only

        require_confirmation = self.require_confirmation

        allow_passthrough = self.allow_passthrough

        created_time = self.created_time.isoformat()

        budget: dict[str, Any] | Unset = UNSET
        if not isinstance(self.budget, Unset):
            budget = self.budget.to_dict()

        expires_time: str | Unset = UNSET
        if not isinstance(self.expires_time, Unset):
            expires_time = self.expires_time.isoformat()

        revoked_time: str | Unset = UNSET
        if not isinstance(self.revoked_time, Unset):
            revoked_time = self.revoked_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "keyHint": key_hint,
                "status": status,
                "allConnections": all_connections,
                "connectionIds": connection_ids,
                "toolAllowList": tool_allow_list,
                "readOnly": read_only,
                "requireConfirmation": require_confirmation,
                "allowPassthrough": allow_passthrough,
                "createdTime": created_time,
            }
        )
        if budget is not UNSET:
            field_dict["budget"] = budget
        if expires_time is not UNSET:
            field_dict["expiresTime"] = expires_time
        if revoked_time is not UNSET:
            field_dict["revokedTime"] = revoked_time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_key_budget import AgentKeyBudget

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        key_hint = d.pop("keyHint")

        status = AgentKeyStatus(d.pop("status"))

        all_connections = d.pop("allConnections")

        connection_ids = cast(list[str], d.pop("connectionIds"))

        tool_allow_list = cast(list[str], d.pop("toolAllowList"))

        read_only = d.pop("readOnly")

        require_confirmation = d.pop("requireConfirmation")

        allow_passthrough = d.pop("allowPassthrough")

        created_time = isoparse(d.pop("createdTime"))

        _budget = d.pop("budget", UNSET)
        budget: AgentKeyBudget | Unset
        if isinstance(_budget, Unset):
            budget = UNSET
        else:
            budget = AgentKeyBudget.from_dict(_budget)

        _expires_time = d.pop("expiresTime", UNSET)
        expires_time: datetime.datetime | Unset
        if isinstance(_expires_time, Unset):
            expires_time = UNSET
        else:
            expires_time = isoparse(_expires_time)

        _revoked_time = d.pop("revokedTime", UNSET)
        revoked_time: datetime.datetime | Unset
        if isinstance(_revoked_time, Unset):
            revoked_time = UNSET
        else:
            revoked_time = isoparse(_revoked_time)

        agent_key = cls(
            id=id,
            name=name,
            key_hint=key_hint,
            status=status,
            all_connections=all_connections,
            connection_ids=connection_ids,
            tool_allow_list=tool_allow_list,
            read_only=read_only,
            require_confirmation=require_confirmation,
            allow_passthrough=allow_passthrough,
            created_time=created_time,
            budget=budget,
            expires_time=expires_time,
            revoked_time=revoked_time,
        )

        return agent_key
