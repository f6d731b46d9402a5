from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_deals_create_body_deal import CrmDealsCreateBodyDeal


T = TypeVar("T", bound="CrmDealsCreateBody")


@_attrs_define
class CrmDealsCreateBody:
    """
    Attributes:
        deal (CrmDealsCreateBodyDeal): Fields of the deal to set (those at least one integration can write); a field the
            connected tool cannot write is refused with 400 naming it.
    """

    deal: CrmDealsCreateBodyDeal

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
        from ..models.crm_deals_create_body_deal import CrmDealsCreateBodyDeal

        d = dict(src_dict)
        deal = CrmDealsCreateBodyDeal.from_dict(d.pop("deal"))

        crm_deals_create_body = cls(
            deal=deal,
        )

        return crm_deals_create_body
