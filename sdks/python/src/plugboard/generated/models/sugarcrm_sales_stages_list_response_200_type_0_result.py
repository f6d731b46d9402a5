from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sugarcrm_sales_stages_list_response_200_type_0_result_stages_item import (
        SugarcrmSalesStagesListResponse200Type0ResultStagesItem,
    )


T = TypeVar("T", bound="SugarcrmSalesStagesListResponse200Type0Result")


@_attrs_define
class SugarcrmSalesStagesListResponse200Type0Result:
    """
    Attributes:
        stages (list[SugarcrmSalesStagesListResponse200Type0ResultStagesItem]):
    """

    stages: list[SugarcrmSalesStagesListResponse200Type0ResultStagesItem]

    def to_dict(self) -> dict[str, Any]:
        stages = []
        for stages_item_data in self.stages:
            stages_item = stages_item_data.to_dict()
            stages.append(stages_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stages": stages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sugarcrm_sales_stages_list_response_200_type_0_result_stages_item import (
            SugarcrmSalesStagesListResponse200Type0ResultStagesItem,
        )

        d = dict(src_dict)
        stages = []
        _stages = d.pop("stages")
        for stages_item_data in _stages:
            stages_item = (
                SugarcrmSalesStagesListResponse200Type0ResultStagesItem.from_dict(
                    stages_item_data
                )
            )

            stages.append(stages_item)

        sugarcrm_sales_stages_list_response_200_type_0_result = cls(
            stages=stages,
        )

        return sugarcrm_sales_stages_list_response_200_type_0_result
