from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_user import DialerUser


T = TypeVar("T", bound="DialerUsersUpdateResponse200Type0Result")


@_attrs_define
class DialerUsersUpdateResponse200Type0Result:
    """
    Attributes:
        user (DialerUser): A user (agent) of a call platform.
    """

    user: DialerUser

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
        from ..models.dialer_user import DialerUser

        d = dict(src_dict)
        user = DialerUser.from_dict(d.pop("user"))

        dialer_users_update_response_200_type_0_result = cls(
            user=user,
        )

        return dialer_users_update_response_200_type_0_result
