from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.unified_list_request_include import UnifiedListRequestInclude


T = TypeVar("T", bound="UnifiedListRequest")


@_attrs_define
class UnifiedListRequest:
    """Body of unified list endpoints.

    Attributes:
        cursor (str | Unset): The `nextPageCursor` of the previous page.
        page_size (int | Unset): Records per page (the connector's default when absent).
        include (UnifiedListRequestInclude | Unset): Extra data per record.
    """

    cursor: str | Unset = UNSET
    page_size: int | Unset = UNSET
    include: UnifiedListRequestInclude | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cursor = self.cursor

        page_size = self.page_size

        include: dict[str, Any] | Unset = UNSET
        if not isinstance(self.include, Unset):
            include = self.include.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if page_size is not UNSET:
            field_dict["pageSize"] = page_size
        if include is not UNSET:
            field_dict["include"] = include

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.unified_list_request_include import UnifiedListRequestInclude

        d = dict(src_dict)
        cursor = d.pop("cursor", UNSET)

        page_size = d.pop("pageSize", UNSET)

        _include = d.pop("include", UNSET)
        include: UnifiedListRequestInclude | Unset
        if isinstance(_include, Unset):
            include = UNSET
        else:
            include = UnifiedListRequestInclude.from_dict(_include)

        unified_list_request = cls(
            cursor=cursor,
            page_size=page_size,
            include=include,
        )

        return unified_list_request
