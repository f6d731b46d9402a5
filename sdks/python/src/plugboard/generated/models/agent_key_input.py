from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_key_budget import AgentKeyBudget


T = TypeVar("T", bound="AgentKeyInput")


@_attrs_define
class AgentKeyInput:
    """What an agent key may reach and do.

    Attributes:
        name (str): A label for people ("support bot", "Claude Desktop, Ana").
        connection_ids (list[str] | Unset): The connections the key reaches (of this environment). Absent: every
            connection, also those created later.
        tool_allow_list (list[str] | Unset): Tool-name patterns the key may list and call (`*` matches any run of
            characters, e.g. `hubspot_crm_contact_*`).
            Absent or empty: every tool (within `readOnly` and `allowPassthrough`).
        read_only (bool | Unset): true: only tools that read (list, get, search, read actions, the event log) are listed
            and callable.
        require_confirmation (bool | Unset): true: a write answers with its dry run and a confirmation id;
            `confirm_write` executes it once.
        allow_passthrough (bool | Unset): true: the passthrough tool (raw requests to the connected tool) is offered.
        budget (AgentKeyBudget | Unset): Tool calls the key may make per minute and per day (fixed windows that start at
            a window's first call),
            counted across every gateway process. Past either: 429 `AGENT_BUDGET_EXHAUSTED` with `Retry-After`. Absent:
            no budget of its own (the environment's rate limit still applies).
        expires_time (datetime.datetime | Unset): When the key stops working (in the future). Absent: never.
    """

    name: str
    connection_ids: list[str] | Unset = UNSET
    tool_allow_list: list[str] | Unset = UNSET
    read_only: bool | Unset = UNSET
    require_confirmation: bool | Unset = UNSET
    allow_passthrough: bool | Unset = UNSET
    budget: AgentKeyBudget | Unset = UNSET
    expires_time: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        connection_ids: list[str] | Unset = UNSET
        if not isinstance(self.connection_ids, Unset):
            connection_ids = self.connection_ids

        tool_allow_list: list[str] | Unset = UNSET
        if not isinstance(self.tool_allow_list, Unset):
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
                "name": name,
            }
        )
        if connection_ids is not UNSET:
            field_dict["connectionIds"] = connection_ids
        if tool_allow_list is not UNSET:
            field_dict["toolAllowList"] = tool_allow_list
        if read_only is not UNSET:
            field_dict["readOnly"] = read_only
        if require_confirmation is not UNSET:
            field_dict["requireConfirmation"] = require_confirmation
        if allow_passthrough is not UNSET:
            field_dict["allowPassthrough"] = allow_passthrough
        if budget is not UNSET:
            field_dict["budget"] = budget
        if expires_time is not UNSET:
            field_dict["expiresTime"] = expires_time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.agent_key_budget import AgentKeyBudget

        d = dict(src_dict)
        name = d.pop("name")

        connection_ids = cast(list[str], d.pop("connectionIds", UNSET))

        tool_allow_list = cast(list[str], d.pop("toolAllowList", UNSET))

        read_only = d.pop("readOnly", UNSET)

        require_confirmation = d.pop("requireConfirmation", UNSET)

        allow_passthrough = d.pop("allowPassthrough", UNSET)

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

        agent_key_input = cls(
            name=name,
            connection_ids=connection_ids,
            tool_allow_list=tool_allow_list,
            read_only=read_only,
            require_confirmation=require_confirmation,
            allow_passthrough=allow_passthrough,
            budget=budget,
            expires_time=expires_time,
        )

        return agent_key_input
