from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.email_messages_create_body_message import (
        EmailMessagesCreateBodyMessage,
    )


T = TypeVar("T", bound="EmailMessagesCreateBody")


@_attrs_define
class EmailMessagesCreateBody:
    """
    Attributes:
        message (EmailMessagesCreateBodyMessage): Fields of the message to set (those at least one integration can
            write); a field the connected tool cannot write is refused with 400 naming it.
    """

    message: EmailMessagesCreateBodyMessage

    def to_dict(self) -> dict[str, Any]:
        message = self.message.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_messages_create_body_message import (
            EmailMessagesCreateBodyMessage,
        )

        d = dict(src_dict)
        message = EmailMessagesCreateBodyMessage.from_dict(d.pop("message"))

        email_messages_create_body = cls(
            message=message,
        )

        return email_messages_create_body
