from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_deal import CrmDeal


T = TypeVar("T", bound="CrmDealsGetResponse200Type0Result")


@_attrs_define
class CrmDealsGetResponse200Type0Result:
    """
    Attributes:
        deal (CrmDeal): A deal (opportunity) in a CRM.
    """

    deal: CrmDeal

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal": deal,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_deal import CrmDeal

        d = dict(src_dict)
        deal = CrmDeal.from_dict(d.pop("deal"))

        crm_deals_get_response_200_type_0_result = cls(
            deal=deal,
        )

        return crm_deals_get_response_200_type_0_result
