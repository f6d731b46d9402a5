from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HubspotListsMembersResponse200Type0Result")


@_attrs_define
class HubspotListsMembersResponse200Type0Result:
    """
    Attributes:
        ids (list[str]):
        next_cursor (None | str):
    """

    ids: list[str]
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        ids = self.ids

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ids": ids,
                "nextCursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ids = cast(list[str], d.pop("ids"))

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor"))

        hubspot_lists_members_response_200_type_0_result = cls(
            ids=ids,
            next_cursor=next_cursor,
        )

        return hubspot_lists_members_response_200_type_0_result
