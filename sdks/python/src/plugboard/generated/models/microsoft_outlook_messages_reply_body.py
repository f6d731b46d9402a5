from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MicrosoftOutlookMessagesReplyBody")


@_attrs_define
class MicrosoftOutlookMessagesReplyBody:
    """
    Attributes:
        message_id (str): the id of the message answered (email.message id)
        comment (str): the reply's text, put above the quoted message
    """

    message_id: str
    comment: str

    def to_dict(self) -> dict[str, Any]:
        message_id = self.message_id

        comment = self.comment

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "messageId": message_id,
                "comment": comment,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message_id = d.pop("messageId")

        comment = d.pop("comment")

        microsoft_outlook_messages_reply_body = cls(
            message_id=message_id,
            comment=comment,
        )

        return microsoft_outlook_messages_reply_body
