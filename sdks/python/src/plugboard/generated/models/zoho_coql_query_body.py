from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ZohoCoqlQueryBody")


@_attrs_define
class ZohoCoqlQueryBody:
    """
    Attributes:
        select_query (str):
    """

    select_query: str

    def to_dict(self) -> dict[str, Any]:
        select_query = self.select_query

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "selectQuery": select_query,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        select_query = d.pop("selectQuery")

        zoho_coql_query_body = cls(
            select_query=select_query,
        )

        return zoho_coql_query_body
