from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_lead import CrmLead


T = TypeVar("T", bound="CrmLeadsListResponse200Type0Result")


@_attrs_define
class CrmLeadsListResponse200Type0Result:
    """
    Attributes:
        leads (list[CrmLead]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    leads: list[CrmLead]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        leads = []
        for leads_item_data in self.leads:
            leads_item = leads_item_data.to_dict()
            leads.append(leads_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leads": leads,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_lead import CrmLead

        d = dict(src_dict)
        leads = []
        _leads = d.pop("leads")
        for leads_item_data in _leads:
            leads_item = CrmLead.from_dict(leads_item_data)

            leads.append(leads_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        crm_leads_list_response_200_type_0_result = cls(
            leads=leads,
            next_page_cursor=next_page_cursor,
        )

        return crm_leads_list_response_200_type_0_result
