from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.crm_accounts_search_body_filter import CrmAccountsSearchBodyFilter
    from ..models.crm_accounts_search_body_include import CrmAccountsSearchBodyInclude


T = TypeVar("T", bound="CrmAccountsSearchBody")


@_attrs_define
class CrmAccountsSearchBody:
    """
    Attributes:
        filter_ (CrmAccountsSearchBodyFilter): What to search for.
        cursor (str | Unset): The `nextPageCursor` of the previous page.
        page_size (int | Unset): Records per page (the connector's default when absent).
        include (CrmAccountsSearchBodyInclude | Unset): Extra data per record.
    """

    filter_: CrmAccountsSearchBodyFilter
    cursor: str | Unset = UNSET
    page_size: int | Unset = UNSET
    include: CrmAccountsSearchBodyInclude | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        filter_ = self.filter_.to_dict()

        cursor = self.cursor

        page_size = self.page_size

        include: dict[str, Any] | Unset = UNSET
        if not isinstance(self.include, Unset):
            include = self.include.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "filter": filter_,
            }
        )
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if page_size is not UNSET:
            field_dict["pageSize"] = page_size
        if include is not UNSET:
            field_dict["include"] = include

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_accounts_search_body_filter import CrmAccountsSearchBodyFilter
        from ..models.crm_accounts_search_body_include import (
            CrmAccountsSearchBodyInclude,
        )

        d = dict(src_dict)
        filter_ = CrmAccountsSearchBodyFilter.from_dict(d.pop("filter"))

        cursor = d.pop("cursor", UNSET)

        page_size = d.pop("pageSize", UNSET)

        _include = d.pop("include", UNSET)
        include: CrmAccountsSearchBodyInclude | Unset
        if isinstance(_include, Unset):
            include = UNSET
        else:
            include = CrmAccountsSearchBodyInclude.from_dict(_include)

        crm_accounts_search_body = cls(
            filter_=filter_,
            cursor=cursor,
            page_size=page_size,
            include=include,
        )

        return crm_accounts_search_body
