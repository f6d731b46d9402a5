from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_key_budget import AgentKeyBudget


T = TypeVar("T", bound="AgentKeyPolicy")


@_attrs_define
class AgentKeyPolicy:
    """What the presented agent key may do, as the MCP server and `/api/tools/*` enforce it.

    Attributes:
        key_id (str): The key's public id.
        project_id (str): The project of the key's environment.
        environment_id (str): The environment the key is bound to.
        all_connections (bool): true: every connection of the environment.
        connection_ids (list[str]): The connections reached, when not all.
        tool_allow_list (list[str]): Tool-name patterns (empty means every tool).
        read_only (bool): Only reading tools.
        require_confirmation (bool): Writes need confirmation.
        allow_passthrough (bool): The passthrough tool is offered.
        budget (AgentKeyBudget | Unset): Tool calls the key may make per minute and per day (fixed windows that start at
            a window's first call),
            counted across every gateway process. Past either: 429 `AGENT_BUDGET_EXHAUSTED` with `Retry-After`. Absent:
            no budget of its own (the environment's rate limit still applies).
        expires_time (datetime.datetime | Unset): When the key stops working (absent = never).
    """

    key_id: str
    project_id: str
    environment_id: str
    all_connections: bool
    connection_ids: list[str]
    tool_allow_list: list[str]
    read_only: bool
    require_confirmation: bool
    allow_passthrough: bool
    budget: AgentKeyBudget | Unset = UNSET
    expires_time: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        project_id = self.project_id

        environment_id = self.environment_id

        all_connections = self.all_connections

        connection_ids = self.connection_ids

        tool_allow_list = self.tool_allow_list

        read_only = self.read_only

        require_confirmation = self.require_confirmation

        allow_passthrough = self.allow_passthrough

        budget: dict[str, Any] | Unset = UNSET
        if not isinstance(self.budget, Unset):
            budget = self.budget.to_dict()

        expires_time: str | Unset = UNSET
        if not isinstance(self.expires_time, Unset):
            expires_time = self.expires_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keyId": key_id,
                "projectId": project_id,
                "environmentId": environment_id,
                "allConnections": all_connections,
                "connectionIds": connection_ids,
                "toolAllowList": tool_allow_list,
                "readOnly": read_only,
                "requireConfirmation": require_confirmation,
                "allowPassthrough": allow_passthrough,
            }
        )
        if budget is not UNSET:
            field_dict["budget"] = budget
        if expires_time is not UNSET:
            field_dict["expiresTime"] = expires_time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_key_budget import AgentKeyBudget

        d = dict(src_dict)
        key_id = d.pop("keyId")

        project_id = d.pop("projectId")

        environment_id = d.pop("environmentId")

        all_connections = d.pop("allConnections")

        connection_ids = cast(list[str], d.pop("connectionIds"))

        tool_allow_list = cast(list[str], d.pop("toolAllowList"))

        read_only = d.pop("readOnly")

        require_confirmation = d.pop("requireConfirmation")

        allow_passthrough = d.pop("allowPassthrough")

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

        agent_key_policy = cls(
            key_id=key_id,
            project_id=project_id,
            environment_id=environment_id,
            all_connections=all_connections,
            connection_ids=connection_ids,
            tool_allow_list=tool_allow_list,
            read_only=read_only,
            require_confirmation=require_confirmation,
            allow_passthrough=allow_passthrough,
            budget=budget,
            expires_time=expires_time,
        )

        return agent_key_policy
