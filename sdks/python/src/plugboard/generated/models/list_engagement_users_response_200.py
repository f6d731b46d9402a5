from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_engagement_users_response_200_result import (
        ListEngagementUsersResponse200Result,
    )


T = TypeVar("T", bound="ListEngagementUsersResponse200")


@_attrs_define
class ListEngagementUsersResponse200:
    """
    Attributes:
        result (ListEngagementUsersResponse200Result):
    """

    result: ListEngagementUsersResponse200Result

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_engagement_users_response_200_result import (
            ListEngagementUsersResponse200Result,
        )

        d = dict(src_dict)
        result = ListEngagementUsersResponse200Result.from_dict(d.pop("result"))

        list_engagement_users_response_200 = cls(
            result=result,
        )

        return list_engagement_users_response_200
