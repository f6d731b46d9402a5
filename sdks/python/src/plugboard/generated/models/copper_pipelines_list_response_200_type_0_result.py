from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.copper_pipelines_list_response_200_type_0_result_pipelines_item import (
        CopperPipelinesListResponse200Type0ResultPipelinesItem,
    )


T = TypeVar("T", bound="CopperPipelinesListResponse200Type0Result")


@_attrs_define
class CopperPipelinesListResponse200Type0Result:
    """
    Attributes:
        pipelines (list[CopperPipelinesListResponse200Type0ResultPipelinesItem]):
    """

    pipelines: list[CopperPipelinesListResponse200Type0ResultPipelinesItem]

    def to_dict(self) -> dict[str, Any]:
        pipelines = []
        for pipelines_item_data in self.pipelines:
            pipelines_item = pipelines_item_data.to_dict()
            pipelines.append(pipelines_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pipelines": pipelines,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copper_pipelines_list_response_200_type_0_result_pipelines_item import (
            CopperPipelinesListResponse200Type0ResultPipelinesItem,
        )

        d = dict(src_dict)
        pipelines = []
        _pipelines = d.pop("pipelines")
        for pipelines_item_data in _pipelines:
            pipelines_item = (
                CopperPipelinesListResponse200Type0ResultPipelinesItem.from_dict(
                    pipelines_item_data
                )
            )

            pipelines.append(pipelines_item)

        copper_pipelines_list_response_200_type_0_result = cls(
            pipelines=pipelines,
        )

        return copper_pipelines_list_response_200_type_0_result
