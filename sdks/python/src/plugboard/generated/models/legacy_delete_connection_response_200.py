from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LegacyDeleteConnectionResponse200")


@_attrs_define
class LegacyDeleteConnectionResponse200:
    """
    Attributes:
        connection_id (str): The deleted connection's id.
        deleted (bool): Always true.
    """

    connection_id: str
    deleted: bool

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        deleted = self.deleted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "connectionId": connection_id,
                "deleted": deleted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        connection_id = d.pop("connectionId")

        deleted = d.pop("deleted")

        legacy_delete_connection_response_200 = cls(
            connection_id=connection_id,
            deleted=deleted,
        )

        return legacy_delete_connection_response_200
