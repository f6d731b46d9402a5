from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_deals_update_body_deal import CrmDealsUpdateBodyDeal


T = TypeVar("T", bound="CrmDealsUpdateBody")


@_attrs_define
class CrmDealsUpdateBody:
    """
    Attributes:
        id (str): The deal's id.
        deal (CrmDealsUpdateBodyDeal): Fields of the deal to set (those at least one integration can write); a field the
            connected tool cannot write is refused with 400 naming it.
    """

    id: str
    deal: CrmDealsUpdateBodyDeal

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        deal = self.deal.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "deal": deal,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_deals_update_body_deal import CrmDealsUpdateBodyDeal

        d = dict(src_dict)
        id = d.pop("id")

        deal = CrmDealsUpdateBodyDeal.from_dict(d.pop("deal"))

        crm_deals_update_body = cls(
            id=id,
            deal=deal,
        )

        return crm_deals_update_body
