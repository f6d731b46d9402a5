from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AgentKeyBudget")


@_attrs_define
class AgentKeyBudget:
    """Tool calls the key may make per minute and per day (fixed windows that start at a window's first call),
    counted across every gateway process. Past either: 429 `AGENT_BUDGET_EXHAUSTED` with `Retry-After`. Absent:
    no budget of its own (the environment's rate limit still applies).

        Attributes:
            per_minute (int | Unset): Tool calls per minute.
            per_day (int | Unset): Tool calls per day.
    """

    per_minute: int | Unset = UNSET
    per_day: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        per_minute = self.per_minute

        per_day = self.per_day

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if per_minute is not UNSET:
            field_dict["perMinute"] = per_minute
        if per_day is not UNSET:
            field_dict["perDay"] = per_day

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_minute = d.pop("perMinute", UNSET)

        per_day = d.pop("perDay", UNSET)

        agent_key_budget = cls(
            per_minute=per_minute,
            per_day=per_day,
        )

        return agent_key_budget
