from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_deal import CrmDeal


T = TypeVar("T", bound="CrmDealsListResponse200Type0Result")


@_attrs_define
class CrmDealsListResponse200Type0Result:
    """
    Attributes:
        deals (list[CrmDeal]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    deals: list[CrmDeal]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deals": deals,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_deal import CrmDeal

        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = CrmDeal.from_dict(deals_item_data)

            deals.append(deals_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        crm_deals_list_response_200_type_0_result = cls(
            deals=deals,
            next_page_cursor=next_page_cursor,
        )

        return crm_deals_list_response_200_type_0_result
