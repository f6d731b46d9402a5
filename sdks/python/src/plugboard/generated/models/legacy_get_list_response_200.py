from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_list import CrmList


T = TypeVar("T", bound="LegacyGetListResponse200")


@_attrs_define
class LegacyGetListResponse200:
    """
    Attributes:
        list_ (CrmList): A list or view in a CRM, with its members.
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    list_: CrmList
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        list_ = self.list_.to_dict()

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "list": list_,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_list import CrmList

        d = dict(src_dict)
        list_ = CrmList.from_dict(d.pop("list"))

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        legacy_get_list_response_200 = cls(
            list_=list_,
            next_page_cursor=next_page_cursor,
        )

        return legacy_get_list_response_200
