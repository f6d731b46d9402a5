from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.connection_sync_objects_type_0 import ConnectionSyncObjectsType0


T = TypeVar("T", bound="ConnectionSync")


@_attrs_define
class ConnectionSync:
    """Synced-cache settings (session token `connection.sync.objects`, or changed with /api/connections/update).

    Attributes:
        objects (ConnectionSyncObjectsType0 | None): The object types asked for, or null for every type the connector
            syncs.
    """

    objects: ConnectionSyncObjectsType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.connection_sync_objects_type_0 import ConnectionSyncObjectsType0

        objects: dict[str, Any] | None
        if isinstance(self.objects, ConnectionSyncObjectsType0):
            objects = self.objects.to_dict()
        else:
            objects = self.objects

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "objects": objects,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connection_sync_objects_type_0 import ConnectionSyncObjectsType0

        d = dict(src_dict)

        def _parse_objects(data: object) -> ConnectionSyncObjectsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                objects_type_0 = ConnectionSyncObjectsType0.from_dict(data)

                return objects_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConnectionSyncObjectsType0 | None, data)

        objects = _parse_objects(d.pop("objects"))

        connection_sync = cls(
            objects=objects,
        )

        return connection_sync
