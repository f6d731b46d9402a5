from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.freshsales_deal_stages_list_response_200_type_0_result_stages_item import (
        FreshsalesDealStagesListResponse200Type0ResultStagesItem,
    )


T = TypeVar("T", bound="FreshsalesDealStagesListResponse200Type0Result")


@_attrs_define
class FreshsalesDealStagesListResponse200Type0Result:
    """
    Attributes:
        stages (list[FreshsalesDealStagesListResponse200Type0ResultStagesItem]):
    """

    stages: list[FreshsalesDealStagesListResponse200Type0ResultStagesItem]

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
        from ..models.freshsales_deal_stages_list_response_200_type_0_result_stages_item import (
            FreshsalesDealStagesListResponse200Type0ResultStagesItem,
        )

        d = dict(src_dict)
        stages = []
        _stages = d.pop("stages")
        for stages_item_data in _stages:
            stages_item = (
                FreshsalesDealStagesListResponse200Type0ResultStagesItem.from_dict(
                    stages_item_data
                )
            )

            stages.append(stages_item)

        freshsales_deal_stages_list_response_200_type_0_result = cls(
            stages=stages,
        )

        return freshsales_deal_stages_list_response_200_type_0_result
