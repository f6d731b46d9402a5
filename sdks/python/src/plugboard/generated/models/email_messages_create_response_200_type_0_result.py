from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.email_message import EmailMessage


T = TypeVar("T", bound="EmailMessagesCreateResponse200Type0Result")


@_attrs_define
class EmailMessagesCreateResponse200Type0Result:
    """
    Attributes:
        message (EmailMessage | None):
    """

    message: EmailMessage | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.email_message import EmailMessage

        message: dict[str, Any] | None
        if isinstance(self.message, EmailMessage):
            message = self.message.to_dict()
        else:
            message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_message import EmailMessage

        d = dict(src_dict)

        def _parse_message(data: object) -> EmailMessage | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                message_type_0 = EmailMessage.from_dict(data)

                return message_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EmailMessage | None, data)

        message = _parse_message(d.pop("message"))

        email_messages_create_response_200_type_0_result = cls(
            message=message,
        )

        return email_messages_create_response_200_type_0_result
