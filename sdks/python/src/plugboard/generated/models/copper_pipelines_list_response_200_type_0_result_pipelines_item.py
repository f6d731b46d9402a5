from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.copper_pipelines_list_response_200_type_0_result_pipelines_item_stages_item import (
        CopperPipelinesListResponse200Type0ResultPipelinesItemStagesItem,
    )


T = TypeVar("T", bound="CopperPipelinesListResponse200Type0ResultPipelinesItem")


@_attrs_define
class CopperPipelinesListResponse200Type0ResultPipelinesItem:
    """
    Attributes:
        id (str):
        name (str):
        stages (list[CopperPipelinesListResponse200Type0ResultPipelinesItemStagesItem]):
    """

    id: str
    name: str
    stages: list[CopperPipelinesListResponse200Type0ResultPipelinesItemStagesItem]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        stages = []
        for stages_item_data in self.stages:
            stages_item = stages_item_data.to_dict()
            stages.append(stages_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "stages": stages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copper_pipelines_list_response_200_type_0_result_pipelines_item_stages_item import (
            CopperPipelinesListResponse200Type0ResultPipelinesItemStagesItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        stages = []
        _stages = d.pop("stages")
        for stages_item_data in _stages:
            stages_item = CopperPipelinesListResponse200Type0ResultPipelinesItemStagesItem.from_dict(
                stages_item_data
            )

            stages.append(stages_item)

        copper_pipelines_list_response_200_type_0_result_pipelines_item = cls(
            id=id,
            name=name,
            stages=stages,
        )

        return copper_pipelines_list_response_200_type_0_result_pipelines_item
