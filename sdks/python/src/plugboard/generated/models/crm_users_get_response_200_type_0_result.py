from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_user import CrmUser


T = TypeVar("T", bound="CrmUsersGetResponse200Type0Result")


@_attrs_define
class CrmUsersGetResponse200Type0Result:
    """
    Attributes:
        user (CrmUser): A user (seat) of the CRM.
    """

    user: CrmUser

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
        from ..models.crm_user import CrmUser

        d = dict(src_dict)
        user = CrmUser.from_dict(d.pop("user"))

        crm_users_get_response_200_type_0_result = cls(
            user=user,
        )

        return crm_users_get_response_200_type_0_result
