from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="IntegrationDisplay")


@_attrs_define
class IntegrationDisplay:
    """How to show the integration.

    Attributes:
        name (str): Display name.
        icon_uri (str): Absolute address of the icon, served by the gateway (`GET
            /connectors/{integrationId}/icon.svg`).
    """

    name: str
    icon_uri: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        icon_uri = self.icon_uri

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "iconURI": icon_uri,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        icon_uri = d.pop("iconURI")

        integration_display = cls(
            name=name,
            icon_uri=icon_uri,
        )

        return integration_display
