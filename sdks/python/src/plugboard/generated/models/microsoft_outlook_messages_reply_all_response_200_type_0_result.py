from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MicrosoftOutlookMessagesReplyAllResponse200Type0Result")


@_attrs_define
class MicrosoftOutlookMessagesReplyAllResponse200Type0Result:
    """
    Attributes:
        sent (bool): true: Graph accepted the reply (202)
        message_id (str): the message answered
    """

    sent: bool
    message_id: str

    def to_dict(self) -> dict[str, Any]:
        sent = self.sent

        message_id = self.message_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sent": sent,
                "messageId": message_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sent = d.pop("sent")

        message_id = d.pop("messageId")

        microsoft_outlook_messages_reply_all_response_200_type_0_result = cls(
            sent=sent,
            message_id=message_id,
        )

        return microsoft_outlook_messages_reply_all_response_200_type_0_result
