from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.salesforce_lists_members_body_object_type import (
    SalesforceListsMembersBodyObjectType,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SalesforceListsMembersBody")


@_attrs_define
class SalesforceListsMembersBody:
    """
    Attributes:
        list_id (str):
        object_type (SalesforceListsMembersBodyObjectType):
        cursor (str | Unset):
    """

    list_id: str
    object_type: SalesforceListsMembersBodyObjectType
    cursor: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        list_id = self.list_id

        object_type = self.object_type.value

        cursor = self.cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "listId": list_id,
                "objectType": object_type,
            }
        )
        if cursor is not UNSET:
            field_dict["cursor"] = cursor

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        list_id = d.pop("listId")

        object_type = SalesforceListsMembersBodyObjectType(d.pop("objectType"))

        cursor = d.pop("cursor", UNSET)

        salesforce_lists_members_body = cls(
            list_id=list_id,
            object_type=object_type,
            cursor=cursor,
        )

        return salesforce_lists_members_body
