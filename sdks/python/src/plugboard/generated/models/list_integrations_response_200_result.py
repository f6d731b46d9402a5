from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.integration import Integration


T = TypeVar("T", bound="ListIntegrationsResponse200Result")


@_attrs_define
class ListIntegrationsResponse200Result:
    """
    Attributes:
        integrations (list[Integration]): One entry per connector manifest.
    """

    integrations: list[Integration]

    def to_dict(self) -> dict[str, Any]:
        integrations = []
        for integrations_item_data in self.integrations:
            integrations_item = integrations_item_data.to_dict()
            integrations.append(integrations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "integrations": integrations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.integration import Integration

        d = dict(src_dict)
        integrations = []
        _integrations = d.pop("integrations")
        for integrations_item_data in _integrations:
            integrations_item = Integration.from_dict(integrations_item_data)

            integrations.append(integrations_item)

        list_integrations_response_200_result = cls(
            integrations=integrations,
        )

        return list_integrations_response_200_result
