from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mixmax_users_me_response_200_type_0_result_user import (
        MixmaxUsersMeResponse200Type0ResultUser,
    )


T = TypeVar("T", bound="MixmaxUsersMeResponse200Type0Result")


@_attrs_define
class MixmaxUsersMeResponse200Type0Result:
    """
    Attributes:
        user (MixmaxUsersMeResponse200Type0ResultUser):
    """

    user: MixmaxUsersMeResponse200Type0ResultUser
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user = self.user.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user": user,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mixmax_users_me_response_200_type_0_result_user import (
            MixmaxUsersMeResponse200Type0ResultUser,
        )

        d = dict(src_dict)
        user = MixmaxUsersMeResponse200Type0ResultUser.from_dict(d.pop("user"))

        mixmax_users_me_response_200_type_0_result = cls(
            user=user,
        )

        mixmax_users_me_response_200_type_0_result.additional_properties = d
        return mixmax_users_me_response_200_type_0_result

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
