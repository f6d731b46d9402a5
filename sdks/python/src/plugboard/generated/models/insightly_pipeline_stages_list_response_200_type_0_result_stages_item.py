from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="InsightlyPipelineStagesListResponse200Type0ResultStagesItem")


@_attrs_define
class InsightlyPipelineStagesListResponse200Type0ResultStagesItem:
    """
    Attributes:
        id (str):
        name (str):
        pipeline_id (None | str):
        order (int | None | Unset):
    """

    id: str
    name: str
    pipeline_id: None | str
    order: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        pipeline_id: None | str
        pipeline_id = self.pipeline_id

        order: int | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        else:
            order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "pipelineId": pipeline_id,
            }
        )
        if order is not UNSET:
            field_dict["order"] = order

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_pipeline_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pipeline_id = _parse_pipeline_id(d.pop("pipelineId"))

        def _parse_order(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        insightly_pipeline_stages_list_response_200_type_0_result_stages_item = cls(
            id=id,
            name=name,
            pipeline_id=pipeline_id,
            order=order,
        )

        return insightly_pipeline_stages_list_response_200_type_0_result_stages_item
