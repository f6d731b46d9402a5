from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CloseOpportunityStatusesListResponse200Type0ResultStatusesItem")


@_attrs_define
class CloseOpportunityStatusesListResponse200Type0ResultStatusesItem:
    """
    Attributes:
        id (str):
        label (str):
        type_ (str):
        pipeline_id (None | str | Unset):
    """

    id: str
    label: str
    type_: str
    pipeline_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        type_ = self.type_

        pipeline_id: None | str | Unset
        if isinstance(self.pipeline_id, Unset):
            pipeline_id = UNSET
        else:
            pipeline_id = self.pipeline_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "label": label,
                "type": type_,
            }
        )
        if pipeline_id is not UNSET:
            field_dict["pipelineId"] = pipeline_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        type_ = d.pop("type")

        def _parse_pipeline_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pipeline_id = _parse_pipeline_id(d.pop("pipelineId", UNSET))

        close_opportunity_statuses_list_response_200_type_0_result_statuses_item = cls(
            id=id,
            label=label,
            type_=type_,
            pipeline_id=pipeline_id,
        )

        return close_opportunity_statuses_list_response_200_type_0_result_statuses_item
