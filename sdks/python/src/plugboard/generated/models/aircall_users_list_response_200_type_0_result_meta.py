from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AircallUsersListResponse200Type0ResultMeta")


@_attrs_define
class AircallUsersListResponse200Type0ResultMeta:
    """
    Attributes:
        count (float):
        current_page (float):
        next_page_link (None | str):
        previous_page_link (None | str):
    """

    count: float
    current_page: float
    next_page_link: None | str
    previous_page_link: None | str

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        current_page = self.current_page

        next_page_link: None | str
        next_page_link = self.next_page_link

        previous_page_link: None | str
        previous_page_link = self.previous_page_link

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "currentPage": current_page,
                "nextPageLink": next_page_link,
                "previousPageLink": previous_page_link,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        current_page = d.pop("currentPage")

        def _parse_next_page_link(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_link = _parse_next_page_link(d.pop("nextPageLink"))

        def _parse_previous_page_link(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous_page_link = _parse_previous_page_link(d.pop("previousPageLink"))

        aircall_users_list_response_200_type_0_result_meta = cls(
            count=count,
            current_page=current_page,
            next_page_link=next_page_link,
            previous_page_link=previous_page_link,
        )

        return aircall_users_list_response_200_type_0_result_meta
