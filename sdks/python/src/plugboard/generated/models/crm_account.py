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


T = TypeVar("T", bound="CrmAccount")


@_attrs_define
class CrmAccount:
    """A company (organization) in a CRM.

    Attributes:
        id (str): Plugboard's id of the account.
        native_id (str): The CRM's id of the account.
        name (None | str): Company name, or null.
        website (None | str): Website address, or null.
        industry (None | str): Industry, or null.
        number_of_employees (int | None): Headcount, or null.
        owner_id (None | str): Plugboard's id of the CRM user who owns the account, or null.
        created_time (datetime.datetime | None): When the account was created in the CRM, or null when the CRM does not
            say.
        modified_time (datetime.datetime | None): When the account last changed, or null when the CRM does not say.
        additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
            (only when asked for).
        native (NativeRecord | Unset): The tool's raw record, unchanged (only when `include.$native` is true).
    """

    id: str
    native_id: str
    name: None | str
    website: None | str
    industry: None | str
    number_of_employees: int | None
    owner_id: None | str
    created_time: datetime.datetime | None
    modified_time: datetime.datetime | None
    additional: AdditionalFields | Unset = UNSET
    native: NativeRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        native_id = self.native_id

        name: None | str
        name = self.name

        website: None | str
        website = self.website

        industry: None | str
        industry = self.industry

        number_of_employees: int | None
        number_of_employees = self.number_of_employees

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
                "name": name,
                "website": website,
                "industry": industry,
                "numberOfEmployees": number_of_employees,
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

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_website(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        website = _parse_website(d.pop("website"))

        def _parse_industry(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        industry = _parse_industry(d.pop("industry"))

        def _parse_number_of_employees(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number_of_employees = _parse_number_of_employees(d.pop("numberOfEmployees"))

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

        crm_account = cls(
            id=id,
            native_id=native_id,
            name=name,
            website=website,
            industry=industry,
            number_of_employees=number_of_employees,
            owner_id=owner_id,
            created_time=created_time,
            modified_time=modified_time,
            additional=additional,
            native=native,
        )

        return crm_account
