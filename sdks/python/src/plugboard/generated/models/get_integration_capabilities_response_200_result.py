from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.integration_capability_entry import IntegrationCapabilityEntry


T = TypeVar("T", bound="GetIntegrationCapabilitiesResponse200Result")


@_attrs_define
class GetIntegrationCapabilitiesResponse200Result:
    """
    Attributes:
        capabilities (list[IntegrationCapabilityEntry]):
    """

    capabilities: list[IntegrationCapabilityEntry]

    def to_dict(self) -> dict[str, Any]:
        capabilities = []
        for capabilities_item_data in self.capabilities:
            capabilities_item = capabilities_item_data.to_dict()
            capabilities.append(capabilities_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "capabilities": capabilities,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.integration_capability_entry import IntegrationCapabilityEntry

        d = dict(src_dict)
        capabilities = []
        _capabilities = d.pop("capabilities")
        for capabilities_item_data in _capabilities:
            capabilities_item = IntegrationCapabilityEntry.from_dict(
                capabilities_item_data
            )

            capabilities.append(capabilities_item)

        get_integration_capabilities_response_200_result = cls(
            capabilities=capabilities,
        )

        return get_integration_capabilities_response_200_result
