from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.capsule_milestones_list_response_200_type_0_result_milestones_item import (
        CapsuleMilestonesListResponse200Type0ResultMilestonesItem,
    )


T = TypeVar("T", bound="CapsuleMilestonesListResponse200Type0Result")


@_attrs_define
class CapsuleMilestonesListResponse200Type0Result:
    """
    Attributes:
        milestones (list[CapsuleMilestonesListResponse200Type0ResultMilestonesItem]):
    """

    milestones: list[CapsuleMilestonesListResponse200Type0ResultMilestonesItem]

    def to_dict(self) -> dict[str, Any]:
        milestones = []
        for milestones_item_data in self.milestones:
            milestones_item = milestones_item_data.to_dict()
            milestones.append(milestones_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "milestones": milestones,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.capsule_milestones_list_response_200_type_0_result_milestones_item import (
            CapsuleMilestonesListResponse200Type0ResultMilestonesItem,
        )

        d = dict(src_dict)
        milestones = []
        _milestones = d.pop("milestones")
        for milestones_item_data in _milestones:
            milestones_item = (
                CapsuleMilestonesListResponse200Type0ResultMilestonesItem.from_dict(
                    milestones_item_data
                )
            )

            milestones.append(milestones_item)

        capsule_milestones_list_response_200_type_0_result = cls(
            milestones=milestones,
        )

        return capsule_milestones_list_response_200_type_0_result
