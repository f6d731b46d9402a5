from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.email_message import EmailMessage


T = TypeVar("T", bound="EmailMessagesCreateResponse200Type0Result")


@_attrs_define
class EmailMessagesCreateResponse200Type0Result:
    """
    Attributes:
        message (EmailMessage): An email in a user's mailbox, with its thread, participants and attachments' metadata
            (never their content). Creating a message sends it. The body (`bodyText`, `bodyHtml`) and the `snippet` are read
            live, but the synced cache keeps them only for a connection whose sync `fields` for `messages` name them (opt-in
            per connection: POST /api/connections/update with `sync.fields.messages`); without that, no body is ever stored.
    """

    message: EmailMessage

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
        from ..models.email_message import EmailMessage

        d = dict(src_dict)
        message = EmailMessage.from_dict(d.pop("message"))

        email_messages_create_response_200_type_0_result = cls(
            message=message,
        )

        return email_messages_create_response_200_type_0_result
