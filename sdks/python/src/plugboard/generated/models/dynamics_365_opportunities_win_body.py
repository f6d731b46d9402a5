from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Dynamics365OpportunitiesWinBody")


@_attrs_define
class Dynamics365OpportunitiesWinBody:
    """
    Attributes:
        opportunity_id (str):
        subject (str): subject of the opportunity close activity
        actual_revenue (float | Unset):
        status (int | Unset): status reason of the won opportunity (3 = Won) Default: 3.
    """

    opportunity_id: str
    subject: str
    actual_revenue: float | Unset = UNSET
    status: int | Unset = 3

    def to_dict(self) -> dict[str, Any]:
        opportunity_id = self.opportunity_id

        subject = self.subject

        actual_revenue = self.actual_revenue

        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "opportunityId": opportunity_id,
                "subject": subject,
            }
        )
        if actual_revenue is not UNSET:
            field_dict["actualRevenue"] = actual_revenue
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        opportunity_id = d.pop("opportunityId")

        subject = d.pop("subject")

        actual_revenue = d.pop("actualRevenue", UNSET)

        status = d.pop("status", UNSET)

        dynamics_365_opportunities_win_body = cls(
            opportunity_id=opportunity_id,
            subject=subject,
            actual_revenue=actual_revenue,
            status=status,
        )

        return dynamics_365_opportunities_win_body
