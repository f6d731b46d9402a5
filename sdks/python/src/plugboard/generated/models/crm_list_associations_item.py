from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CrmListAssociationsItem")


@_attrs_define
class CrmListAssociationsItem:
    """
    Attributes:
        contact_ids (list[str]): Plugboard's ids of member contacts (or leads, per `objectType`).
    """

    contact_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        contact_ids = self.contact_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contactIds": contact_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contact_ids = cast(list[str], d.pop("contactIds"))

        crm_list_associations_item = cls(
            contact_ids=contact_ids,
        )

        return crm_list_associations_item
