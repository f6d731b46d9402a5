from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_contacts_update_body_contact import CrmContactsUpdateBodyContact


T = TypeVar("T", bound="CrmContactsUpdateBody")


@_attrs_define
class CrmContactsUpdateBody:
    """
    Attributes:
        id (str): The contact's id.
        contact (CrmContactsUpdateBodyContact): Fields of the contact to set (those at least one integration can write);
            a field the connected tool cannot write is refused with 400 naming it.
    """

    id: str
    contact: CrmContactsUpdateBodyContact

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        contact = self.contact.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "contact": contact,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_contacts_update_body_contact import (
            CrmContactsUpdateBodyContact,
        )

        d = dict(src_dict)
        id = d.pop("id")

        contact = CrmContactsUpdateBodyContact.from_dict(d.pop("contact"))

        crm_contacts_update_body = cls(
            id=id,
            contact=contact,
        )

        return crm_contacts_update_body
