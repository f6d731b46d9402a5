from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields
    from ..models.email_messages_create_body_message_bcc_type_0_item import (
        EmailMessagesCreateBodyMessageBccType0Item,
    )
    from ..models.email_messages_create_body_message_cc_type_0_item import (
        EmailMessagesCreateBodyMessageCcType0Item,
    )
    from ..models.email_messages_create_body_message_to_type_0_item import (
        EmailMessagesCreateBodyMessageToType0Item,
    )


T = TypeVar("T", bound="EmailMessagesCreateBodyMessage")


@_attrs_define
class EmailMessagesCreateBodyMessage:
    """Fields of the message to set (those at least one integration can write); a field the connected tool cannot write is
    refused with 400 naming it.

        Attributes:
            thread_id (None | str | Unset): The tool's id of the conversation (thread) the message belongs to; set on send
                to reply in a thread (Gmail), or null.
            subject (None | str | Unset): Subject line, or null.
            to (list[EmailMessagesCreateBodyMessageToType0Item] | None | Unset): Recipients (To), each `{email, name}`.
            cc (list[EmailMessagesCreateBodyMessageCcType0Item] | None | Unset): Carbon-copy recipients, each `{email,
                name}`.
            bcc (list[EmailMessagesCreateBodyMessageBccType0Item] | None | Unset): Blind carbon-copy recipients (known only
                for messages the user sent), each `{email, name}`.
            body_text (None | str | Unset): Plain-text body, or null. Kept in the synced cache only when the connection
                opted in.
            body_html (None | str | Unset): HTML body, or null. Kept in the synced cache only when the connection opted in.
            additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
                (only when asked for).
    """

    thread_id: None | str | Unset = UNSET
    subject: None | str | Unset = UNSET
    to: list[EmailMessagesCreateBodyMessageToType0Item] | None | Unset = UNSET
    cc: list[EmailMessagesCreateBodyMessageCcType0Item] | None | Unset = UNSET
    bcc: list[EmailMessagesCreateBodyMessageBccType0Item] | None | Unset = UNSET
    body_text: None | str | Unset = UNSET
    body_html: None | str | Unset = UNSET
    additional: AdditionalFields | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        thread_id: None | str | Unset
        if isinstance(self.thread_id, Unset):
            thread_id = UNSET
        else:
            thread_id = self.thread_id

        subject: None | str | Unset
        if isinstance(self.subject, Unset):
            subject = UNSET
        else:
            subject = self.subject

        to: list[dict[str, Any]] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, list):
            to = []
            for to_type_0_item_data in self.to:
                to_type_0_item = to_type_0_item_data.to_dict()
                to.append(to_type_0_item)

        else:
            to = self.to

        cc: list[dict[str, Any]] | None | Unset
        if isinstance(self.cc, Unset):
            cc = UNSET
        elif isinstance(self.cc, list):
            cc = []
            for cc_type_0_item_data in self.cc:
                cc_type_0_item = cc_type_0_item_data.to_dict()
                cc.append(cc_type_0_item)

        else:
            cc = self.cc

        bcc: list[dict[str, Any]] | None | Unset
        if isinstance(self.bcc, Unset):
            bcc = UNSET
        elif isinstance(self.bcc, list):
            bcc = []
            for bcc_type_0_item_data in self.bcc:
                bcc_type_0_item = bcc_type_0_item_data.to_dict()
                bcc.append(bcc_type_0_item)

        else:
            bcc = self.bcc

        body_text: None | str | Unset
        if isinstance(self.body_text, Unset):
            body_text = UNSET
        else:
            body_text = self.body_text

        body_html: None | str | Unset
        if isinstance(self.body_html, Unset):
            body_html = UNSET
        else:
            body_html = self.body_html

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if thread_id is not UNSET:
            field_dict["threadId"] = thread_id
        if subject is not UNSET:
            field_dict["subject"] = subject
        if to is not UNSET:
            field_dict["to"] = to
        if cc is not UNSET:
            field_dict["cc"] = cc
        if bcc is not UNSET:
            field_dict["bcc"] = bcc
        if body_text is not UNSET:
            field_dict["bodyText"] = body_text
        if body_html is not UNSET:
            field_dict["bodyHtml"] = body_html
        if additional is not UNSET:
            field_dict["additional"] = additional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields
        from ..models.email_messages_create_body_message_bcc_type_0_item import (
            EmailMessagesCreateBodyMessageBccType0Item,
        )
        from ..models.email_messages_create_body_message_cc_type_0_item import (
            EmailMessagesCreateBodyMessageCcType0Item,
        )
        from ..models.email_messages_create_body_message_to_type_0_item import (
            EmailMessagesCreateBodyMessageToType0Item,
        )

        d = dict(src_dict)

        def _parse_thread_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        thread_id = _parse_thread_id(d.pop("threadId", UNSET))

        def _parse_subject(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subject = _parse_subject(d.pop("subject", UNSET))

        def _parse_to(
            data: object,
        ) -> list[EmailMessagesCreateBodyMessageToType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_type_0 = []
                _to_type_0 = data
                for to_type_0_item_data in _to_type_0:
                    to_type_0_item = (
                        EmailMessagesCreateBodyMessageToType0Item.from_dict(
                            to_type_0_item_data
                        )
                    )

                    to_type_0.append(to_type_0_item)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[EmailMessagesCreateBodyMessageToType0Item] | None | Unset, data
            )

        to = _parse_to(d.pop("to", UNSET))

        def _parse_cc(
            data: object,
        ) -> list[EmailMessagesCreateBodyMessageCcType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cc_type_0 = []
                _cc_type_0 = data
                for cc_type_0_item_data in _cc_type_0:
                    cc_type_0_item = (
                        EmailMessagesCreateBodyMessageCcType0Item.from_dict(
                            cc_type_0_item_data
                        )
                    )

                    cc_type_0.append(cc_type_0_item)

                return cc_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[EmailMessagesCreateBodyMessageCcType0Item] | None | Unset, data
            )

        cc = _parse_cc(d.pop("cc", UNSET))

        def _parse_bcc(
            data: object,
        ) -> list[EmailMessagesCreateBodyMessageBccType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bcc_type_0 = []
                _bcc_type_0 = data
                for bcc_type_0_item_data in _bcc_type_0:
                    bcc_type_0_item = (
                        EmailMessagesCreateBodyMessageBccType0Item.from_dict(
                            bcc_type_0_item_data
                        )
                    )

                    bcc_type_0.append(bcc_type_0_item)

                return bcc_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[EmailMessagesCreateBodyMessageBccType0Item] | None | Unset, data
            )

        bcc = _parse_bcc(d.pop("bcc", UNSET))

        def _parse_body_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        body_text = _parse_body_text(d.pop("bodyText", UNSET))

        def _parse_body_html(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        body_html = _parse_body_html(d.pop("bodyHtml", UNSET))

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        email_messages_create_body_message = cls(
            thread_id=thread_id,
            subject=subject,
            to=to,
            cc=cc,
            bcc=bcc,
            body_text=body_text,
            body_html=body_html,
            additional=additional,
        )

        return email_messages_create_body_message
