from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_integrations_response_200_result import (
        ListIntegrationsResponse200Result,
    )


T = TypeVar("T", bound="ListIntegrationsResponse200")


@_attrs_define
class ListIntegrationsResponse200:
    """
    Attributes:
        result (ListIntegrationsResponse200Result):
    """

    result: ListIntegrationsResponse200Result

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
        from ..models.list_integrations_response_200_result import (
            ListIntegrationsResponse200Result,
        )

        d = dict(src_dict)
        result = ListIntegrationsResponse200Result.from_dict(d.pop("result"))

        list_integrations_response_200 = cls(
            result=result,
        )

        return list_integrations_response_200
