from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdateConnectionBodySandboxActivityType0")


@_attrs_define
class UpdateConnectionBodySandboxActivityType0:
    """
    Attributes:
        changes_per_minute (int):
    """

    changes_per_minute: int

    def to_dict(self) -> dict[str, Any]:
        changes_per_minute = self.changes_per_minute

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "changesPerMinute": changes_per_minute,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        changes_per_minute = d.pop("changesPerMinute")

        update_connection_body_sandbox_activity_type_0 = cls(
            changes_per_minute=changes_per_minute,
        )

        return update_connection_body_sandbox_activity_type_0
