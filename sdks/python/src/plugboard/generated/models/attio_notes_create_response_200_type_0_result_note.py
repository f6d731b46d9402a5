from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="AttioNotesCreateResponse200Type0ResultNote")


@_attrs_define
class AttioNotesCreateResponse200Type0ResultNote:
    """
    Attributes:
        account_id (None | str):
        contact_id (None | str):
        content (None | str):
        created_time (datetime.datetime | None):
        deal_id (None | str):
        id (str):
        modified_time (datetime.datetime | None):
        owner_id (None | str):
    """

    account_id: None | str
    contact_id: None | str
    content: None | str
    created_time: datetime.datetime | None
    deal_id: None | str
    id: str
    modified_time: datetime.datetime | None
    owner_id: None | str

    def to_dict(self) -> dict[str, Any]:
        account_id: None | str
        account_id = self.account_id

        contact_id: None | str
        contact_id = self.contact_id

        content: None | str
        content = self.content

        created_time: None | str
        if isinstance(self.created_time, datetime.datetime):
            created_time = self.created_time.isoformat()
        else:
            created_time = self.created_time

        deal_id: None | str
        deal_id = self.deal_id

        id = self.id

        modified_time: None | str
        if isinstance(self.modified_time, datetime.datetime):
            modified_time = self.modified_time.isoformat()
        else:
            modified_time = self.modified_time

        owner_id: None | str
        owner_id = self.owner_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accountId": account_id,
                "contactId": contact_id,
                "content": content,
                "createdTime": created_time,
                "dealId": deal_id,
                "id": id,
                "modifiedTime": modified_time,
                "ownerId": owner_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_account_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account_id = _parse_account_id(d.pop("accountId"))

        def _parse_contact_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contact_id = _parse_contact_id(d.pop("contactId"))

        def _parse_content(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content = _parse_content(d.pop("content"))

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

        def _parse_deal_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deal_id = _parse_deal_id(d.pop("dealId"))

        id = d.pop("id")

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

        def _parse_owner_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_id = _parse_owner_id(d.pop("ownerId"))

        attio_notes_create_response_200_type_0_result_note = cls(
            account_id=account_id,
            contact_id=contact_id,
            content=content,
            created_time=created_time,
            deal_id=deal_id,
            id=id,
            modified_time=modified_time,
            owner_id=owner_id,
        )

        return attio_notes_create_response_200_type_0_result_note
