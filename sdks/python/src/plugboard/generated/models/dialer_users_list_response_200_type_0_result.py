from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_user import DialerUser


T = TypeVar("T", bound="DialerUsersListResponse200Type0Result")


@_attrs_define
class DialerUsersListResponse200Type0Result:
    """
    Attributes:
        users (list[DialerUser]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    users: list[DialerUser]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        users = []
        for users_item_data in self.users:
            users_item = users_item_data.to_dict()
            users.append(users_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "users": users,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dialer_user import DialerUser

        d = dict(src_dict)
        users = []
        _users = d.pop("users")
        for users_item_data in _users:
            users_item = DialerUser.from_dict(users_item_data)

            users.append(users_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        dialer_users_list_response_200_type_0_result = cls(
            users=users,
            next_page_cursor=next_page_cursor,
        )

        return dialer_users_list_response_200_type_0_result
