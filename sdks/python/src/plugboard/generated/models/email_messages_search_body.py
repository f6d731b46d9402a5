from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.email_messages_search_body_filter import EmailMessagesSearchBodyFilter
    from ..models.email_messages_search_body_include import (
        EmailMessagesSearchBodyInclude,
    )


T = TypeVar("T", bound="EmailMessagesSearchBody")


@_attrs_define
class EmailMessagesSearchBody:
    """
    Attributes:
        filter_ (EmailMessagesSearchBodyFilter): What to search for.
        cursor (str | Unset): The `nextPageCursor` of the previous page.
        page_size (int | Unset): Records per page (the connector's default when absent).
        include (EmailMessagesSearchBodyInclude | Unset): Extra data per record.
    """

    filter_: EmailMessagesSearchBodyFilter
    cursor: str | Unset = UNSET
    page_size: int | Unset = UNSET
    include: EmailMessagesSearchBodyInclude | Unset = UNSET

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
        from ..models.email_messages_search_body_filter import (
            EmailMessagesSearchBodyFilter,
        )
        from ..models.email_messages_search_body_include import (
            EmailMessagesSearchBodyInclude,
        )

        d = dict(src_dict)
        filter_ = EmailMessagesSearchBodyFilter.from_dict(d.pop("filter"))

        cursor = d.pop("cursor", UNSET)

        page_size = d.pop("pageSize", UNSET)

        _include = d.pop("include", UNSET)
        include: EmailMessagesSearchBodyInclude | Unset
        if isinstance(_include, Unset):
            include = UNSET
        else:
            include = EmailMessagesSearchBodyInclude.from_dict(_include)

        email_messages_search_body = cls(
            filter_=filter_,
            cursor=cursor,
            page_size=page_size,
            include=include,
        )

        return email_messages_search_body
