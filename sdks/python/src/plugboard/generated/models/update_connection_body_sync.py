from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sync_fields import SyncFields
    from ..models.update_connection_body_sync_objects_type_0 import (
        UpdateConnectionBodySyncObjectsType0,
    )


T = TypeVar("T", bound="UpdateConnectionBodySync")


@_attrs_define
class UpdateConnectionBodySync:
    """Synced-cache settings (each one left out is kept as it is).

    Attributes:
        objects (None | Unset | UpdateConnectionBodySyncObjectsType0): Object types to keep in the synced cache, e.g.
            `{"contacts": true}`; null for the connector's defaults.
        frequency_seconds (int | None | Unset): Seconds between two sync runs of this connection (within the gateway's
            bounds); null for the default.
        fields (None | SyncFields | Unset): Unified fields kept in the cache, by object type, e.g. `{"contacts":
            ["email", "firstName", "lastName"]}`; null keeps every field.
        retention_days (int | None | Unset): Days a cached record's contents are kept after they last changed (within
            the gateway's bounds); null keeps them.
    """

    objects: None | Unset | UpdateConnectionBodySyncObjectsType0 = UNSET
    frequency_seconds: int | None | Unset = UNSET
    fields: None | SyncFields | Unset = UNSET
    retention_days: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sync_fields import SyncFields
        from ..models.update_connection_body_sync_objects_type_0 import (
            UpdateConnectionBodySyncObjectsType0,
        )

        objects: dict[str, Any] | None | Unset
        if isinstance(self.objects, Unset):
            objects = UNSET
        elif isinstance(self.objects, UpdateConnectionBodySyncObjectsType0):
            objects = self.objects.to_dict()
        else:
            objects = self.objects

        frequency_seconds: int | None | Unset
        if isinstance(self.frequency_seconds, Unset):
            frequency_seconds = UNSET
        else:
            frequency_seconds = self.frequency_seconds

        fields: dict[str, Any] | None | Unset
        if isinstance(self.fields, Unset):
            fields = UNSET
        elif isinstance(self.fields, SyncFields):
            fields = self.fields.to_dict()
        else:
            fields = self.fields

        retention_days: int | None | Unset
        if isinstance(self.retention_days, Unset):
            retention_days = UNSET
        else:
            retention_days = self.retention_days

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if objects is not UNSET:
            field_dict["objects"] = objects
        if frequency_seconds is not UNSET:
            field_dict["frequencySeconds"] = frequency_seconds
        if fields is not UNSET:
            field_dict["fields"] = fields
        if retention_days is not UNSET:
            field_dict["retentionDays"] = retention_days

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sync_fields import SyncFields
        from ..models.update_connection_body_sync_objects_type_0 import (
            UpdateConnectionBodySyncObjectsType0,
        )

        d = dict(src_dict)

        def _parse_objects(
            data: object,
        ) -> None | Unset | UpdateConnectionBodySyncObjectsType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                objects_type_0 = UpdateConnectionBodySyncObjectsType0.from_dict(data)

                return objects_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UpdateConnectionBodySyncObjectsType0, data)

        objects = _parse_objects(d.pop("objects", UNSET))

        def _parse_frequency_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        frequency_seconds = _parse_frequency_seconds(d.pop("frequencySeconds", UNSET))

        def _parse_fields(data: object) -> None | SyncFields | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fields_type_0 = SyncFields.from_dict(data)

                return fields_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SyncFields | Unset, data)

        fields = _parse_fields(d.pop("fields", UNSET))

        def _parse_retention_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        retention_days = _parse_retention_days(d.pop("retentionDays", UNSET))

        update_connection_body_sync = cls(
            objects=objects,
            frequency_seconds=frequency_seconds,
            fields=fields,
            retention_days=retention_days,
        )

        return update_connection_body_sync
