from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="AttioNotesCreateResponse200Type0ResultNote")


@_attrs_define
class AttioNotesCreateResponse200Type0ResultNote:
    """A note attached to CRM records.

    Attributes:
        id (str): Plugboard's id of the note.
        native_id (str): The CRM's id of the note.
        content (None | str): Text of the note (HTML when the CRM stores HTML), or null.
        contact_id (None | str): Plugboard's id of the contact it is attached to, or null.
        account_id (None | str): Plugboard's id of the account it is attached to, or null.
        deal_id (None | str): Plugboard's id of the deal it is attached to, or null.
        owner_id (None | str): Plugboard's id of the CRM user who wrote it, or null.
        created_time (datetime.datetime | None): When the note was created in the CRM, or null when the CRM does not
            say.
        modified_time (datetime.datetime | None): When the note last changed, or null when the CRM does not say.
    """

    id: str
    native_id: str
    content: None | str
    contact_id: None | str
    account_id: None | str
    deal_id: None | str
    owner_id: None | str
    created_time: datetime.datetime | None
    modified_time: datetime.datetime | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        native_id = self.native_id

        content: None | str
        content = self.content

        contact_id: None | str
        contact_id = self.contact_id

        account_id: None | str
        account_id = self.account_id

        deal_id: None | str
        deal_id = self.deal_id

        owner_id: None | str
        owner_id = self.owner_id

        created_time: None | str
        if isinstance(self.created_time, datetime.datetime):
            created_time = self.created_time.isoformat()
        else:
            created_time = self.created_time

        modified_time: None | str
        if isinstance(self.modified_time, datetime.datetime):
            modified_time = self.modified_time.isoformat()
        else:
            modified_time = self.modified_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "nativeId": native_id,
                "content": content,
                "contactId": contact_id,
                "accountId": account_id,
                "dealId": deal_id,
                "ownerId": owner_id,
                "createdTime": created_time,
                "modifiedTime": modified_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        native_id = d.pop("nativeId")

        def _parse_content(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content = _parse_content(d.pop("content"))

        def _parse_contact_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contact_id = _parse_contact_id(d.pop("contactId"))

        def _parse_account_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account_id = _parse_account_id(d.pop("accountId"))

        def _parse_deal_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deal_id = _parse_deal_id(d.pop("dealId"))

        def _parse_owner_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_id = _parse_owner_id(d.pop("ownerId"))

        def _parse_created_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_time_type_0 = isoparse(data)

                return created_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_time = _parse_created_time(d.pop("createdTime"))

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

        attio_notes_create_response_200_type_0_result_note = cls(
            id=id,
            native_id=native_id,
            content=content,
            contact_id=contact_id,
            account_id=account_id,
            deal_id=deal_id,
            owner_id=owner_id,
            created_time=created_time,
            modified_time=modified_time,
        )

        return attio_notes_create_response_200_type_0_result_note
