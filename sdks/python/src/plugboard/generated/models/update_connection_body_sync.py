from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.update_connection_body_sync_objects_type_0 import (
        UpdateConnectionBodySyncObjectsType0,
    )


T = TypeVar("T", bound="UpdateConnectionBodySync")


@_attrs_define
class UpdateConnectionBodySync:
    """Synced-cache settings.

    Attributes:
        objects (None | UpdateConnectionBodySyncObjectsType0): Object types to keep in the synced cache, e.g.
            `{"contacts": true}`; null for the connector's defaults.
    """

    objects: None | UpdateConnectionBodySyncObjectsType0

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_connection_body_sync_objects_type_0 import (
            UpdateConnectionBodySyncObjectsType0,
        )

        objects: dict[str, Any] | None
        if isinstance(self.objects, UpdateConnectionBodySyncObjectsType0):
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
        from ..models.update_connection_body_sync_objects_type_0 import (
            UpdateConnectionBodySyncObjectsType0,
        )

        d = dict(src_dict)

        def _parse_objects(data: object) -> None | UpdateConnectionBodySyncObjectsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                objects_type_0 = UpdateConnectionBodySyncObjectsType0.from_dict(data)

                return objects_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UpdateConnectionBodySyncObjectsType0, data)

        objects = _parse_objects(d.pop("objects"))

        update_connection_body_sync = cls(
            objects=objects,
        )

        return update_connection_body_sync
