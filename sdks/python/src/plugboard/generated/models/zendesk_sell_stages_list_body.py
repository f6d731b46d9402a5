from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ZendeskSellStagesListBody")


@_attrs_define
class ZendeskSellStagesListBody:
    """
    Attributes:
        page (int | Unset): Page of stages (100 a page), from 1
    """

    page: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if page is not UNSET:
            field_dict["page"] = page

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page", UNSET)

        zendesk_sell_stages_list_body = cls(
            page=page,
        )

        return zendesk_sell_stages_list_body
