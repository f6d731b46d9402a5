from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_contacts_create_body_contact import CrmContactsCreateBodyContact


T = TypeVar("T", bound="CrmContactsCreateBody")


@_attrs_define
class CrmContactsCreateBody:
    """
    Attributes:
        contact (CrmContactsCreateBodyContact): Fields of the contact to set (those at least one integration can write);
            a field the connected tool cannot write is refused with 400 naming it.
    """

    contact: CrmContactsCreateBodyContact

    def to_dict(self) -> dict[str, Any]:
        contact = self.contact.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contact": contact,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_contacts_create_body_contact import (
            CrmContactsCreateBodyContact,
        )

        d = dict(src_dict)
        contact = CrmContactsCreateBodyContact.from_dict(d.pop("contact"))

        crm_contacts_create_body = cls(
            contact=contact,
        )

        return crm_contacts_create_body
