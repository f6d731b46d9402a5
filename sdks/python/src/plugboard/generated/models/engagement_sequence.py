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


T = TypeVar("T", bound="EngagementSequence")


@_attrs_define
class EngagementSequence:
    """A sequence (cadence) of outreach steps in a sales-engagement tool.

    Attributes:
        id (str): Plugboard's id of the sequence.
        name (None | str): Name of the sequence, or null.
        is_enabled (bool | None): Whether the sequence is active, or null when the tool does not say.
        owner_id (None | str): Plugboard's id of the user who owns the sequence, or null.
        created_time (datetime.datetime | None): When the sequence was created in the tool, or null when the tool does
            not say.
        modified_time (datetime.datetime | None): When the sequence last changed, or null when the tool does not say.
        additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
            (only when asked for).
        native (NativeRecord | Unset): The tool's raw record, unchanged (only when `include.$native` is true).
    """

    id: str
    name: None | str
    is_enabled: bool | None
    owner_id: None | str
    created_time: datetime.datetime | None
    modified_time: datetime.datetime | None
    additional: AdditionalFields | Unset = UNSET
    native: NativeRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name: None | str
        name = self.name

        is_enabled: bool | None
        is_enabled = self.is_enabled

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
                "name": name,
                "isEnabled": is_enabled,
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

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_is_enabled(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        is_enabled = _parse_is_enabled(d.pop("isEnabled"))

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

        engagement_sequence = cls(
            id=id,
            name=name,
            is_enabled=is_enabled,
            owner_id=owner_id,
            created_time=created_time,
            modified_time=modified_time,
            additional=additional,
            native=native,
        )

        return engagement_sequence
