from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_readiness_response_200_database import GetReadinessResponse200Database
from ..models.get_readiness_response_200_status import GetReadinessResponse200Status

T = TypeVar("T", bound="GetReadinessResponse200")


@_attrs_define
class GetReadinessResponse200:
    """
    Attributes:
        status (GetReadinessResponse200Status): Always `ready`.
        database (GetReadinessResponse200Database): The database answered a ping.
    """

    status: GetReadinessResponse200Status
    database: GetReadinessResponse200Database

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        database = self.database.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "database": database,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = GetReadinessResponse200Status(d.pop("status"))

        database = GetReadinessResponse200Database(d.pop("database"))

        get_readiness_response_200 = cls(
            status=status,
            database=database,
        )

        return get_readiness_response_200
