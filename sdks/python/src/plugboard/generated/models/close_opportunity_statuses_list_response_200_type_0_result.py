from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.close_opportunity_statuses_list_response_200_type_0_result_statuses_item import (
        CloseOpportunityStatusesListResponse200Type0ResultStatusesItem,
    )


T = TypeVar("T", bound="CloseOpportunityStatusesListResponse200Type0Result")


@_attrs_define
class CloseOpportunityStatusesListResponse200Type0Result:
    """
    Attributes:
        statuses (list[CloseOpportunityStatusesListResponse200Type0ResultStatusesItem]):
    """

    statuses: list[CloseOpportunityStatusesListResponse200Type0ResultStatusesItem]

    def to_dict(self) -> dict[str, Any]:
        statuses = []
        for statuses_item_data in self.statuses:
            statuses_item = statuses_item_data.to_dict()
            statuses.append(statuses_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "statuses": statuses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.close_opportunity_statuses_list_response_200_type_0_result_statuses_item import (
            CloseOpportunityStatusesListResponse200Type0ResultStatusesItem,
        )

        d = dict(src_dict)
        statuses = []
        _statuses = d.pop("statuses")
        for statuses_item_data in _statuses:
            statuses_item = CloseOpportunityStatusesListResponse200Type0ResultStatusesItem.from_dict(
                statuses_item_data
            )

            statuses.append(statuses_item)

        close_opportunity_statuses_list_response_200_type_0_result = cls(
            statuses=statuses,
        )

        return close_opportunity_statuses_list_response_200_type_0_result
