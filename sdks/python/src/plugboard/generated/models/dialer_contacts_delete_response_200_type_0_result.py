from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DialerContactsDeleteResponse200Type0Result")


@_attrs_define
class DialerContactsDeleteResponse200Type0Result:
    """
    Attributes:
        id (str): The deleted record's id.
    """

    id: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        dialer_contacts_delete_response_200_type_0_result = cls(
            id=id,
        )

        return dialer_contacts_delete_response_200_type_0_result
