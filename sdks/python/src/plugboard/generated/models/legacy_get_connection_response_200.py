from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.connection import Connection


T = TypeVar("T", bound="LegacyGetConnectionResponse200")


@_attrs_define
class LegacyGetConnectionResponse200:
    """
    Attributes:
        connection (Connection): A connection of an end user's tool account to a project environment.
    """

    connection: Connection

    def to_dict(self) -> dict[str, Any]:
        connection = self.connection.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "connection": connection,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connection import Connection

        d = dict(src_dict)
        connection = Connection.from_dict(d.pop("connection"))

        legacy_get_connection_response_200 = cls(
            connection=connection,
        )

        return legacy_get_connection_response_200
