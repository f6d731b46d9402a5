from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KeapOpportunityStagesListResponse200Type0ResultStagesItem")


@_attrs_define
class KeapOpportunityStagesListResponse200Type0ResultStagesItem:
    """
    Attributes:
        id (str):
        name (str):
        order (int | None | Unset):
        probability (float | None | Unset):
    """

    id: str
    name: str
    order: int | None | Unset = UNSET
    probability: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        order: int | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        else:
            order = self.order

        probability: float | None | Unset
        if isinstance(self.probability, Unset):
            probability = UNSET
        else:
            probability = self.probability

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if order is not UNSET:
            field_dict["order"] = order
        if probability is not UNSET:
            field_dict["probability"] = probability

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_order(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        def _parse_probability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        probability = _parse_probability(d.pop("probability", UNSET))

        keap_opportunity_stages_list_response_200_type_0_result_stages_item = cls(
            id=id,
            name=name,
            order=order,
            probability=probability,
        )

        return keap_opportunity_stages_list_response_200_type_0_result_stages_item
