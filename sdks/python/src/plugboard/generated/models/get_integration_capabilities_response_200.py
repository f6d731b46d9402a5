from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_integration_capabilities_response_200_result import (
        GetIntegrationCapabilitiesResponse200Result,
    )


T = TypeVar("T", bound="GetIntegrationCapabilitiesResponse200")


@_attrs_define
class GetIntegrationCapabilitiesResponse200:
    """
    Attributes:
        result (GetIntegrationCapabilitiesResponse200Result):
    """

    result: GetIntegrationCapabilitiesResponse200Result

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_integration_capabilities_response_200_result import (
            GetIntegrationCapabilitiesResponse200Result,
        )

        d = dict(src_dict)
        result = GetIntegrationCapabilitiesResponse200Result.from_dict(d.pop("result"))

        get_integration_capabilities_response_200 = cls(
            result=result,
        )

        return get_integration_capabilities_response_200
