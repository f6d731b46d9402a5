from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="IntegrationAction")


@_attrs_define
class IntegrationAction:
    """One action of an integration.

    Attributes:
        name (str): Action name (e.g. `users/list`).
        path (str): Endpoint of the action (e.g. `/api/actions/aircall/users/list`).
    """

    name: str
    path: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        path = self.path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "path": path,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        path = d.pop("path")

        integration_action = cls(
            name=name,
            path=path,
        )

        return integration_action
