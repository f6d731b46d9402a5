from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FreshsalesDealStagesListBody")


@_attrs_define
class FreshsalesDealStagesListBody:
    """ """

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        freshsales_deal_stages_list_body = cls()

        return freshsales_deal_stages_list_body
