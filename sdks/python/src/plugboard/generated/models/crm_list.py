from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields
    from ..models.crm_list_associations_item import CrmListAssociationsItem
    from ..models.native_record import NativeRecord


T = TypeVar("T", bound="CrmList")


@_attrs_define
class CrmList:
    """A list or view in a CRM, with its members.

    Attributes:
        id (str): Plugboard's id of the list.
        native_id (str): The CRM's id of the list.
        name (str): Name of the list.
        created_time (datetime.datetime | None): When the list was created in the CRM, or null when the CRM does not
            say.
        modified_time (datetime.datetime | None): When the list last changed, or null when the CRM does not say.
        associations (list[CrmListAssociationsItem]): Members of the list (this page of them). Empty on unified
            endpoints; the CRM interface fills it.
        additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
            (only when asked for).
        native (NativeRecord | Unset): The tool's raw record, unchanged (only when `include.$native` is true).
    """

    id: str
    native_id: str
    name: str
    created_time: datetime.datetime | None
    modified_time: datetime.datetime | None
    associations: list[CrmListAssociationsItem]
    additional: AdditionalFields | Unset = UNSET
    native: NativeRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        native_id = self.native_id

        name = self.name

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

        associations = []
        for associations_item_data in self.associations:
            associations_item = associations_item_data.to_dict()
            associations.append(associations_item)

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
                "createdTime": created_time,
                "modifiedTime": modified_time,
                "associations": associations,
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
        from ..models.crm_list_associations_item import CrmListAssociationsItem
        from ..models.native_record import NativeRecord

        d = dict(src_dict)
        id = d.pop("id")

        native_id = d.pop("nativeId")

        name = d.pop("name")

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

        associations = []
        _associations = d.pop("associations")
        for associations_item_data in _associations:
            associations_item = CrmListAssociationsItem.from_dict(
                associations_item_data
            )

            associations.append(associations_item)

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

        crm_list = cls(
            id=id,
            native_id=native_id,
            name=name,
            created_time=created_time,
            modified_time=modified_time,
            associations=associations,
            additional=additional,
            native=native,
        )

        return crm_list
