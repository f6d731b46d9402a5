from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.email_message import EmailMessage


T = TypeVar("T", bound="EmailMessagesSearchResponse200Type0Result")


@_attrs_define
class EmailMessagesSearchResponse200Type0Result:
    """
    Attributes:
        messages (list[EmailMessage]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    messages: list[EmailMessage]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "messages": messages,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_message import EmailMessage

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = EmailMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        email_messages_search_response_200_type_0_result = cls(
            messages=messages,
            next_page_cursor=next_page_cursor,
        )

        return email_messages_search_response_200_type_0_result
