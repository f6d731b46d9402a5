from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.gmail_threads_get_response_200_type_0_result_messages_item_attachments_type_0_item import (
        GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item,
    )
    from ..models.gmail_threads_get_response_200_type_0_result_messages_item_bcc_type_0_item import (
        GmailThreadsGetResponse200Type0ResultMessagesItemBccType0Item,
    )
    from ..models.gmail_threads_get_response_200_type_0_result_messages_item_cc_type_0_item import (
        GmailThreadsGetResponse200Type0ResultMessagesItemCcType0Item,
    )
    from ..models.gmail_threads_get_response_200_type_0_result_messages_item_to_type_0_item import (
        GmailThreadsGetResponse200Type0ResultMessagesItemToType0Item,
    )


T = TypeVar("T", bound="GmailThreadsGetResponse200Type0ResultMessagesItem")


@_attrs_define
class GmailThreadsGetResponse200Type0ResultMessagesItem:
    """An email in a user's mailbox, with its thread, participants and attachments' metadata (never their content).
    Creating a message sends it. The body (`bodyText`, `bodyHtml`) and the `snippet` are read live, but the synced cache
    keeps them only for a connection whose sync `fields` for `messages` name them (opt-in per connection: POST
    /api/connections/update with `sync.fields.messages`); without that, no body is ever stored.

        Attributes:
            id (str): The mail tool's id of the message.
            thread_id (None | str): The tool's id of the conversation (thread) the message belongs to; set on send to reply
                in a thread (Gmail), or null.
            internet_message_id (None | str): The RFC 5322 Message-ID header: the same message in another mailbox or CRM log
                has the same one, or null.
            subject (None | str): Subject line, or null.
            from_email (None | str): Address of the sender, or null.
            from_name (None | str): Display name of the sender, or null.
            to (list[GmailThreadsGetResponse200Type0ResultMessagesItemToType0Item] | None): Recipients (To), each `{email,
                name}`.
            cc (list[GmailThreadsGetResponse200Type0ResultMessagesItemCcType0Item] | None): Carbon-copy recipients, each
                `{email, name}`.
            bcc (list[GmailThreadsGetResponse200Type0ResultMessagesItemBccType0Item] | None): Blind carbon-copy recipients
                (known only for messages the user sent), each `{email, name}`.
            sent_time (datetime.datetime | None): When the message was sent (its Date), or null for a draft.
            received_time (datetime.datetime | None): When the mailbox received it, or null.
            snippet (None | str): A short plain-text preview of the body, or null. Kept in the synced cache only when opted
                in, like the body.
            body_text (None | str): Plain-text body, or null. Kept in the synced cache only when the connection opted in.
            body_html (None | str): HTML body, or null. Kept in the synced cache only when the connection opted in.
            is_read (bool | None): Whether the user has read it, or null.
            is_draft (bool | None): Whether it is an unsent draft, or null.
            labels (list[str] | None): Labels or categories as the tool names them (Gmail label ids such as INBOX, SENT;
                Outlook categories).
            has_attachments (bool | None): Whether it carries attachments, or null.
            attachments (list[GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item] | None): Attachments'
                metadata (never their content), each `{id, name, contentType, size, isInline}`.
            web_url (None | str): Address that opens the message in the tool, or null.
            modified_time (datetime.datetime | None): When the message last changed (read state, labels), or null when the
                tool does not say.
    """

    id: str
    thread_id: None | str
    internet_message_id: None | str
    subject: None | str
    from_email: None | str
    from_name: None | str
    to: list[GmailThreadsGetResponse200Type0ResultMessagesItemToType0Item] | None
    cc: list[GmailThreadsGetResponse200Type0ResultMessagesItemCcType0Item] | None
    bcc: list[GmailThreadsGetResponse200Type0ResultMessagesItemBccType0Item] | None
    sent_time: datetime.datetime | None
    received_time: datetime.datetime | None
    snippet: None | str
    body_text: None | str
    body_html: None | str
    is_read: bool | None
    is_draft: bool | None
    labels: list[str] | None
    has_attachments: bool | None
    attachments: (
        list[GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item]
        | None
    )
    web_url: None | str
    modified_time: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        thread_id: None | str
        thread_id = self.thread_id

        internet_message_id: None | str
        internet_message_id = self.internet_message_id

        subject: None | str
        subject = self.subject

        from_email: None | str
        from_email = self.from_email

        from_name: None | str
        from_name = self.from_name

        to: list[dict[str, Any]] | None
        if isinstance(self.to, list):
            to = []
            for to_type_0_item_data in self.to:
                to_type_0_item = to_type_0_item_data.to_dict()
                to.append(to_type_0_item)

        else:
            to = self.to

        cc: list[dict[str, Any]] | None
        if isinstance(self.cc, list):
            cc = []
            for cc_type_0_item_data in self.cc:
                cc_type_0_item = cc_type_0_item_data.to_dict()
                cc.append(cc_type_0_item)

        else:
            cc = self.cc

        bcc: list[dict[str, Any]] | None
        if isinstance(self.bcc, list):
            bcc = []
            for bcc_type_0_item_data in self.bcc:
                bcc_type_0_item = bcc_type_0_item_data.to_dict()
                bcc.append(bcc_type_0_item)

        else:
            bcc = self.bcc

        sent_time: None | str
        if isinstance(self.sent_time, datetime.datetime):
            sent_time = self.sent_time.isoformat()
        else:
            sent_time = self.sent_time

        received_time: None | str
        if isinstance(self.received_time, datetime.datetime):
            received_time = self.received_time.isoformat()
        else:
            received_time = self.received_time

        snippet: None | str
        snippet = self.snippet

        body_text: None | str
        body_text = self.body_text

        body_html: None | str
        body_html = self.body_html

        is_read: bool | None
        is_read = self.is_read

        is_draft: bool | None
        is_draft = self.is_draft

        labels: list[str] | None
        if isinstance(self.labels, list):
            labels = self.labels

        else:
            labels = self.labels

        has_attachments: bool | None
        has_attachments = self.has_attachments

        attachments: list[dict[str, Any]] | None
        if isinstance(self.attachments, list):
            attachments = []
            for attachments_type_0_item_data in self.attachments:
                attachments_type_0_item = attachments_type_0_item_data.to_dict()
                attachments.append(attachments_type_0_item)

        else:
            attachments = self.attachments

        web_url: None | str
        web_url = self.web_url

        modified_time: None | str
        if isinstance(self.modified_time, datetime.datetime):
            modified_time = self.modified_time.isoformat()
        else:
            modified_time = self.modified_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "threadId": thread_id,
                "internetMessageId": internet_message_id,
                "subject": subject,
                "fromEmail": from_email,
                "fromName": from_name,
                "to": to,
                "cc": cc,
                "bcc": bcc,
                "sentTime": sent_time,
                "receivedTime": received_time,
                "snippet": snippet,
                "bodyText": body_text,
                "bodyHtml": body_html,
                "isRead": is_read,
                "isDraft": is_draft,
                "labels": labels,
                "hasAttachments": has_attachments,
                "attachments": attachments,
                "webUrl": web_url,
                "modifiedTime": modified_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gmail_threads_get_response_200_type_0_result_messages_item_attachments_type_0_item import (
            GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item,
        )
        from ..models.gmail_threads_get_response_200_type_0_result_messages_item_bcc_type_0_item import (
            GmailThreadsGetResponse200Type0ResultMessagesItemBccType0Item,
        )
        from ..models.gmail_threads_get_response_200_type_0_result_messages_item_cc_type_0_item import (
            GmailThreadsGetResponse200Type0ResultMessagesItemCcType0Item,
        )
        from ..models.gmail_threads_get_response_200_type_0_result_messages_item_to_type_0_item import (
            GmailThreadsGetResponse200Type0ResultMessagesItemToType0Item,
        )

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_thread_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        thread_id = _parse_thread_id(d.pop("threadId"))

        def _parse_internet_message_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        internet_message_id = _parse_internet_message_id(d.pop("internetMessageId"))

        def _parse_subject(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        subject = _parse_subject(d.pop("subject"))

        def _parse_from_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_email = _parse_from_email(d.pop("fromEmail"))

        def _parse_from_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_name = _parse_from_name(d.pop("fromName"))

        def _parse_to(
            data: object,
        ) -> list[GmailThreadsGetResponse200Type0ResultMessagesItemToType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_type_0 = []
                _to_type_0 = data
                for to_type_0_item_data in _to_type_0:
                    to_type_0_item = GmailThreadsGetResponse200Type0ResultMessagesItemToType0Item.from_dict(
                        to_type_0_item_data
                    )

                    to_type_0.append(to_type_0_item)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[GmailThreadsGetResponse200Type0ResultMessagesItemToType0Item]
                | None,
                data,
            )

        to = _parse_to(d.pop("to"))

        def _parse_cc(
            data: object,
        ) -> list[GmailThreadsGetResponse200Type0ResultMessagesItemCcType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cc_type_0 = []
                _cc_type_0 = data
                for cc_type_0_item_data in _cc_type_0:
                    cc_type_0_item = GmailThreadsGetResponse200Type0ResultMessagesItemCcType0Item.from_dict(
                        cc_type_0_item_data
                    )

                    cc_type_0.append(cc_type_0_item)

                return cc_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[GmailThreadsGetResponse200Type0ResultMessagesItemCcType0Item]
                | None,
                data,
            )

        cc = _parse_cc(d.pop("cc"))

        def _parse_bcc(
            data: object,
        ) -> list[GmailThreadsGetResponse200Type0ResultMessagesItemBccType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bcc_type_0 = []
                _bcc_type_0 = data
                for bcc_type_0_item_data in _bcc_type_0:
                    bcc_type_0_item = GmailThreadsGetResponse200Type0ResultMessagesItemBccType0Item.from_dict(
                        bcc_type_0_item_data
                    )

                    bcc_type_0.append(bcc_type_0_item)

                return bcc_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[GmailThreadsGetResponse200Type0ResultMessagesItemBccType0Item]
                | None,
                data,
            )

        bcc = _parse_bcc(d.pop("bcc"))

        def _parse_sent_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sent_time_type_0 = isoparse(data)

                return sent_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        sent_time = _parse_sent_time(d.pop("sentTime"))

        def _parse_received_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                received_time_type_0 = isoparse(data)

                return received_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        received_time = _parse_received_time(d.pop("receivedTime"))

        def _parse_snippet(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        snippet = _parse_snippet(d.pop("snippet"))

        def _parse_body_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        body_text = _parse_body_text(d.pop("bodyText"))

        def _parse_body_html(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        body_html = _parse_body_html(d.pop("bodyHtml"))

        def _parse_is_read(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        is_read = _parse_is_read(d.pop("isRead"))

        def _parse_is_draft(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        is_draft = _parse_is_draft(d.pop("isDraft"))

        def _parse_labels(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                labels_type_0 = cast(list[str], data)

                return labels_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        labels = _parse_labels(d.pop("labels"))

        def _parse_has_attachments(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        has_attachments = _parse_has_attachments(d.pop("hasAttachments"))

        def _parse_attachments(
            data: object,
        ) -> (
            list[GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item]
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                attachments_type_0 = []
                _attachments_type_0 = data
                for attachments_type_0_item_data in _attachments_type_0:
                    attachments_type_0_item = GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item.from_dict(
                        attachments_type_0_item_data
                    )

                    attachments_type_0.append(attachments_type_0_item)

                return attachments_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item
                ]
                | None,
                data,
            )

        attachments = _parse_attachments(d.pop("attachments"))

        def _parse_web_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        web_url = _parse_web_url(d.pop("webUrl"))

        def _parse_modified_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                modified_time_type_0 = isoparse(data)

                return modified_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        modified_time = _parse_modified_time(d.pop("modifiedTime"))

        gmail_threads_get_response_200_type_0_result_messages_item = cls(
            id=id,
            thread_id=thread_id,
            internet_message_id=internet_message_id,
            subject=subject,
            from_email=from_email,
            from_name=from_name,
            to=to,
            cc=cc,
            bcc=bcc,
            sent_time=sent_time,
            received_time=received_time,
            snippet=snippet,
            body_text=body_text,
            body_html=body_html,
            is_read=is_read,
            is_draft=is_draft,
            labels=labels,
            has_attachments=has_attachments,
            attachments=attachments,
            web_url=web_url,
            modified_time=modified_time,
        )

        return gmail_threads_get_response_200_type_0_result_messages_item
