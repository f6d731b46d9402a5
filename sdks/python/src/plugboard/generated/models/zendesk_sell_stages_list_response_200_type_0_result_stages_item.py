from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ZendeskSellStagesListResponse200Type0ResultStagesItem")


@_attrs_define
class ZendeskSellStagesListResponse200Type0ResultStagesItem:
    """
    Attributes:
        id (str):
        name (str):
        category (None | str):
        pipeline_id (None | str):
        position (int | None | Unset):
    """

    id: str
    name: str
    category: None | str
    pipeline_id: None | str
    position: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        category: None | str
        category = self.category

        pipeline_id: None | str
        pipeline_id = self.pipeline_id

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "category": category,
                "pipelineId": pipeline_id,
            }
        )
        if position is not UNSET:
            field_dict["position"] = position

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        category = _parse_category(d.pop("category"))

        def _parse_pipeline_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pipeline_id = _parse_pipeline_id(d.pop("pipelineId"))

        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        zendesk_sell_stages_list_response_200_type_0_result_stages_item = cls(
            id=id,
            name=name,
            category=category,
            pipeline_id=pipeline_id,
            position=position,
        )

        return zendesk_sell_stages_list_response_200_type_0_result_stages_item
