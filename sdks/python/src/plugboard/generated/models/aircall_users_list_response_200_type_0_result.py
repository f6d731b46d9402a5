from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.aircall_users_list_response_200_type_0_result_meta import (
        AircallUsersListResponse200Type0ResultMeta,
    )
    from ..models.aircall_users_list_response_200_type_0_result_users_item import (
        AircallUsersListResponse200Type0ResultUsersItem,
    )


T = TypeVar("T", bound="AircallUsersListResponse200Type0Result")


@_attrs_define
class AircallUsersListResponse200Type0Result:
    """
    Attributes:
        meta (AircallUsersListResponse200Type0ResultMeta):
        users (list[AircallUsersListResponse200Type0ResultUsersItem]):
    """

    meta: AircallUsersListResponse200Type0ResultMeta
    users: list[AircallUsersListResponse200Type0ResultUsersItem]

    def to_dict(self) -> dict[str, Any]:
        meta = self.meta.to_dict()

        users = []
        for users_item_data in self.users:
            users_item = users_item_data.to_dict()
            users.append(users_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "meta": meta,
                "users": users,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.aircall_users_list_response_200_type_0_result_meta import (
            AircallUsersListResponse200Type0ResultMeta,
        )
        from ..models.aircall_users_list_response_200_type_0_result_users_item import (
            AircallUsersListResponse200Type0ResultUsersItem,
        )

        d = dict(src_dict)
        meta = AircallUsersListResponse200Type0ResultMeta.from_dict(d.pop("meta"))

        users = []
        _users = d.pop("users")
        for users_item_data in _users:
            users_item = AircallUsersListResponse200Type0ResultUsersItem.from_dict(
                users_item_data
            )

            users.append(users_item)

        aircall_users_list_response_200_type_0_result = cls(
            meta=meta,
            users=users,
        )

        return aircall_users_list_response_200_type_0_result
