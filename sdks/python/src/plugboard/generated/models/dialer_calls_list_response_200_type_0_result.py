from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_call import DialerCall


T = TypeVar("T", bound="DialerCallsListResponse200Type0Result")


@_attrs_define
class DialerCallsListResponse200Type0Result:
    """
    Attributes:
        calls (list[DialerCall]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    calls: list[DialerCall]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        calls = []
        for calls_item_data in self.calls:
            calls_item = calls_item_data.to_dict()
            calls.append(calls_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calls": calls,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dialer_call import DialerCall

        d = dict(src_dict)
        calls = []
        _calls = d.pop("calls")
        for calls_item_data in _calls:
            calls_item = DialerCall.from_dict(calls_item_data)

            calls.append(calls_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        dialer_calls_list_response_200_type_0_result = cls(
            calls=calls,
            next_page_cursor=next_page_cursor,
        )

        return dialer_calls_list_response_200_type_0_result
