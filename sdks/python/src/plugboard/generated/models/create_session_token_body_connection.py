from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_session_token_body_connection_sync import (
        CreateSessionTokenBodyConnectionSync,
    )


T = TypeVar("T", bound="CreateSessionTokenBodyConnection")


@_attrs_define
class CreateSessionTokenBodyConnection:
    """Settings of the connection this session will create (ignored when reconnecting).

    Attributes:
        sync (CreateSessionTokenBodyConnectionSync | Unset): Synced-cache settings.
    """

    sync: CreateSessionTokenBodyConnectionSync | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sync: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sync, Unset):
            sync = self.sync.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if sync is not UNSET:
            field_dict["sync"] = sync

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_session_token_body_connection_sync import (
            CreateSessionTokenBodyConnectionSync,
        )

        d = dict(src_dict)
        _sync = d.pop("sync", UNSET)
        sync: CreateSessionTokenBodyConnectionSync | Unset
        if isinstance(_sync, Unset):
            sync = UNSET
        else:
            sync = CreateSessionTokenBodyConnectionSync.from_dict(_sync)

        create_session_token_body_connection = cls(
            sync=sync,
        )

        return create_session_token_body_connection
