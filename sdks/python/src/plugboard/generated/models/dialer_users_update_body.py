from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_users_update_body_user import DialerUsersUpdateBodyUser


T = TypeVar("T", bound="DialerUsersUpdateBody")


@_attrs_define
class DialerUsersUpdateBody:
    """
    Attributes:
        id (str): The user's id.
        user (DialerUsersUpdateBodyUser): Fields of the user to set (those at least one integration can write); a field
            the connected tool cannot write is refused with 400 naming it.
    """

    id: str
    user: DialerUsersUpdateBodyUser

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user = self.user.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "user": user,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dialer_users_update_body_user import DialerUsersUpdateBodyUser

        d = dict(src_dict)
        id = d.pop("id")

        user = DialerUsersUpdateBodyUser.from_dict(d.pop("user"))

        dialer_users_update_body = cls(
            id=id,
            user=user,
        )

        return dialer_users_update_body
