from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GetIntegrationCapabilitiesBody")


@_attrs_define
class GetIntegrationCapabilitiesBody:
    """
    Attributes:
        integration_id (str | Unset): Only this integration (404 `NOT_FOUND` when unknown).
    """

    integration_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        integration_id = self.integration_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if integration_id is not UNSET:
            field_dict["integrationId"] = integration_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        integration_id = d.pop("integrationId", UNSET)

        get_integration_capabilities_body = cls(
            integration_id=integration_id,
        )

        return get_integration_capabilities_body
