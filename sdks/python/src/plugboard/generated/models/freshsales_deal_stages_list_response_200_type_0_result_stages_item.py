from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FreshsalesDealStagesListResponse200Type0ResultStagesItem")


@_attrs_define
class FreshsalesDealStagesListResponse200Type0ResultStagesItem:
    """
    Attributes:
        id (str):
        name (str):
        position (int | None | Unset):
        forecast_type (None | str | Unset):
        pipeline_id (None | str | Unset):
    """

    id: str
    name: str
    position: int | None | Unset = UNSET
    forecast_type: None | str | Unset = UNSET
    pipeline_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        forecast_type: None | str | Unset
        if isinstance(self.forecast_type, Unset):
            forecast_type = UNSET
        else:
            forecast_type = self.forecast_type

        pipeline_id: None | str | Unset
        if isinstance(self.pipeline_id, Unset):
            pipeline_id = UNSET
        else:
            pipeline_id = self.pipeline_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if position is not UNSET:
            field_dict["position"] = position
        if forecast_type is not UNSET:
            field_dict["forecastType"] = forecast_type
        if pipeline_id is not UNSET:
            field_dict["pipelineId"] = pipeline_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        def _parse_forecast_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        forecast_type = _parse_forecast_type(d.pop("forecastType", UNSET))

        def _parse_pipeline_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pipeline_id = _parse_pipeline_id(d.pop("pipelineId", UNSET))

        freshsales_deal_stages_list_response_200_type_0_result_stages_item = cls(
            id=id,
            name=name,
            position=position,
            forecast_type=forecast_type,
            pipeline_id=pipeline_id,
        )

        return freshsales_deal_stages_list_response_200_type_0_result_stages_item
