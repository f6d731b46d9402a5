from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AircallUsersListBody")


@_attrs_define
class AircallUsersListBody:
    """
    Attributes:
        from_ (str | Unset): only users created after this UNIX timestamp (seconds)
        next_page_link (str | Unset): meta.nextPageLink of the previous page
        per_page (float | Unset):
    """

    from_: str | Unset = UNSET
    next_page_link: str | Unset = UNSET
    per_page: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        next_page_link = self.next_page_link

        per_page = self.per_page

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if from_ is not UNSET:
            field_dict["from"] = from_
        if next_page_link is not UNSET:
            field_dict["nextPageLink"] = next_page_link
        if per_page is not UNSET:
            field_dict["perPage"] = per_page

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from", UNSET)

        next_page_link = d.pop("nextPageLink", UNSET)

        per_page = d.pop("perPage", UNSET)

        aircall_users_list_body = cls(
            from_=from_,
            next_page_link=next_page_link,
            per_page=per_page,
        )

        return aircall_users_list_body
