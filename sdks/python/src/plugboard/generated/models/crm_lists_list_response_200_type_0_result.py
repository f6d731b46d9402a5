from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_list import CrmList


T = TypeVar("T", bound="CrmListsListResponse200Type0Result")


@_attrs_define
class CrmListsListResponse200Type0Result:
    """
    Attributes:
        lists (list[CrmList]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    lists: list[CrmList]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        lists = []
        for lists_item_data in self.lists:
            lists_item = lists_item_data.to_dict()
            lists.append(lists_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lists": lists,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_list import CrmList

        d = dict(src_dict)
        lists = []
        _lists = d.pop("lists")
        for lists_item_data in _lists:
            lists_item = CrmList.from_dict(lists_item_data)

            lists.append(lists_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        crm_lists_list_response_200_type_0_result = cls(
            lists=lists,
            next_page_cursor=next_page_cursor,
        )

        return crm_lists_list_response_200_type_0_result
