from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="CopperPipelinesListResponse200Type0ResultPipelinesItemStagesItem"
)


@_attrs_define
class CopperPipelinesListResponse200Type0ResultPipelinesItemStagesItem:
    """
    Attributes:
        id (str):
        name (str):
        win_probability (float | None | Unset):
    """

    id: str
    name: str
    win_probability: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        win_probability: float | None | Unset
        if isinstance(self.win_probability, Unset):
            win_probability = UNSET
        else:
            win_probability = self.win_probability

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if win_probability is not UNSET:
            field_dict["winProbability"] = win_probability

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_win_probability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        win_probability = _parse_win_probability(d.pop("winProbability", UNSET))

        copper_pipelines_list_response_200_type_0_result_pipelines_item_stages_item = (
            cls(
                id=id,
                name=name,
                win_probability=win_probability,
            )
        )

        return (
            copper_pipelines_list_response_200_type_0_result_pipelines_item_stages_item
        )
