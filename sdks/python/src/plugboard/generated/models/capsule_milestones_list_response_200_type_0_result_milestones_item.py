from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CapsuleMilestonesListResponse200Type0ResultMilestonesItem")


@_attrs_define
class CapsuleMilestonesListResponse200Type0ResultMilestonesItem:
    """
    Attributes:
        id (str):
        name (str):
        probability (float | None | Unset):
        complete (bool | None | Unset):
    """

    id: str
    name: str
    probability: float | None | Unset = UNSET
    complete: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        probability: float | None | Unset
        if isinstance(self.probability, Unset):
            probability = UNSET
        else:
            probability = self.probability

        complete: bool | None | Unset
        if isinstance(self.complete, Unset):
            complete = UNSET
        else:
            complete = self.complete

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if probability is not UNSET:
            field_dict["probability"] = probability
        if complete is not UNSET:
            field_dict["complete"] = complete

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_probability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        probability = _parse_probability(d.pop("probability", UNSET))

        def _parse_complete(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        complete = _parse_complete(d.pop("complete", UNSET))

        capsule_milestones_list_response_200_type_0_result_milestones_item = cls(
            id=id,
            name=name,
            probability=probability,
            complete=complete,
        )

        return capsule_milestones_list_response_200_type_0_result_milestones_item
