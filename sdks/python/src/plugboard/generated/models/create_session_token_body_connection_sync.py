from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_session_token_body_connection_sync_objects import (
        CreateSessionTokenBodyConnectionSyncObjects,
    )


T = TypeVar("T", bound="CreateSessionTokenBodyConnectionSync")


@_attrs_define
class CreateSessionTokenBodyConnectionSync:
    """Synced-cache settings.

    Attributes:
        objects (CreateSessionTokenBodyConnectionSyncObjects | Unset): Object types to keep in the synced cache, e.g.
            `{"contacts": true}`.
    """

    objects: CreateSessionTokenBodyConnectionSyncObjects | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        objects: dict[str, Any] | Unset = UNSET
        if not isinstance(self.objects, Unset):
            objects = self.objects.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if objects is not UNSET:
            field_dict["objects"] = objects

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_session_token_body_connection_sync_objects import (
            CreateSessionTokenBodyConnectionSyncObjects,
        )

        d = dict(src_dict)
        _objects = d.pop("objects", UNSET)
        objects: CreateSessionTokenBodyConnectionSyncObjects | Unset
        if isinstance(_objects, Unset):
            objects = UNSET
        else:
            objects = CreateSessionTokenBodyConnectionSyncObjects.from_dict(_objects)

        create_session_token_body_connection_sync = cls(
            objects=objects,
        )

        return create_session_token_body_connection_sync
