from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_user import EngagementUser


T = TypeVar("T", bound="EngagementUsersGetResponse200Type0Result")


@_attrs_define
class EngagementUsersGetResponse200Type0Result:
    """
    Attributes:
        user (EngagementUser): A user (seat) of a sales-engagement tool.
    """

    user: EngagementUser

    def to_dict(self) -> dict[str, Any]:
        user = self.user.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user": user,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.engagement_user import EngagementUser

        d = dict(src_dict)
        user = EngagementUser.from_dict(d.pop("user"))

        engagement_users_get_response_200_type_0_result = cls(
            user=user,
        )

        return engagement_users_get_response_200_type_0_result
