from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields
    from ..models.native_record import NativeRecord


T = TypeVar("T", bound="CrmContact")


@_attrs_define
class CrmContact:
    """A person in a CRM.

    Attributes:
        id (str): Plugboard's id of the contact.
        native_id (str): The CRM's id of the contact.
        first_name (None | str): Given name, or null.
        last_name (None | str): Family name, or null.
        email (None | str): Primary email, or null.
        phone (None | str): Primary phone number, or null.
        job_title (None | str): Job title, or null.
        account_id (None | str): Plugboard's id of the contact's account, or null.
        owner_id (None | str): Plugboard's id of the CRM user who owns the contact, or null.
        created_time (datetime.datetime | None): When the contact was created in the CRM, or null when the CRM does not
            say.
        modified_time (datetime.datetime | None): When the contact last changed in the CRM, or null when the CRM does
            not say.
        additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
            (only when asked for).
        native (NativeRecord | Unset): The tool's raw record, unchanged (only when `include.$native` is true).
    """

    id: str
    native_id: str
    first_name: None | str
    last_name: None | str
    email: None | str
    phone: None | str
    job_title: None | str
    account_id: None | str
    owner_id: None | str
    created_time: datetime.datetime | None
    modified_time: datetime.datetime | None
    additional: AdditionalFields | Unset = UNSET
    native: NativeRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        native_id = self.native_id

        first_name: None | str
        first_name = self.first_name

        last_name: None | str
        last_name = self.last_name

        email: None | str
        email = self.email

        phone: None | str
        phone = self.phone

        job_title: None | str
        job_title = self.job_title

        account_id: None | str
        account_id = self.account_id

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

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        native: dict[str, Any] | Unset = UNSET
        if not isinstance(self.native, Unset):
            native = self.native.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "nativeId": native_id,
                "firstName": first_name,
                "lastName": last_name,
                "email": email,
                "phone": phone,
                "jobTitle": job_title,
                "accountId": account_id,
                "ownerId": owner_id,
                "createdTime": created_time,
                "modifiedTime": modified_time,
            }
        )
        if additional is not UNSET:
            field_dict["additional"] = additional
        if native is not UNSET:
            field_dict["$native"] = native

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields
        from ..models.native_record import NativeRecord

        d = dict(src_dict)
        id = d.pop("id")

        native_id = d.pop("nativeId")

        def _parse_first_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_name = _parse_first_name(d.pop("firstName"))

        def _parse_last_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_name = _parse_last_name(d.pop("lastName"))

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        def _parse_phone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        phone = _parse_phone(d.pop("phone"))

        def _parse_job_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        job_title = _parse_job_title(d.pop("jobTitle"))

        def _parse_account_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account_id = _parse_account_id(d.pop("accountId"))

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

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        _native = d.pop("$native", UNSET)
        native: NativeRecord | Unset
        if isinstance(_native, Unset):
            native = UNSET
        else:
            native = NativeRecord.from_dict(_native)

        crm_contact = cls(
            id=id,
            native_id=native_id,
            first_name=first_name,
            last_name=last_name,
            email=email,
            phone=phone,
            job_title=job_title,
            account_id=account_id,
            owner_id=owner_id,
            created_time=created_time,
            modified_time=modified_time,
            additional=additional,
            native=native,
        )

        return crm_contact
