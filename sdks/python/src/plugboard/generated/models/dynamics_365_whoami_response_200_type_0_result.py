from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Dynamics365WhoamiResponse200Type0Result")


@_attrs_define
class Dynamics365WhoamiResponse200Type0Result:
    """
    Attributes:
        user_id (str):
        business_unit_id (str):
        organization_id (str):
    """

    user_id: str
    business_unit_id: str
    organization_id: str

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        business_unit_id = self.business_unit_id

        organization_id = self.organization_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "userId": user_id,
                "businessUnitId": business_unit_id,
                "organizationId": organization_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("userId")

        business_unit_id = d.pop("businessUnitId")

        organization_id = d.pop("organizationId")

        dynamics_365_whoami_response_200_type_0_result = cls(
            user_id=user_id,
            business_unit_id=business_unit_id,
            organization_id=organization_id,
        )

        return dynamics_365_whoami_response_200_type_0_result
