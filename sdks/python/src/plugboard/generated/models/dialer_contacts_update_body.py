from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_contacts_update_body_contact import (
        DialerContactsUpdateBodyContact,
    )


T = TypeVar("T", bound="DialerContactsUpdateBody")


@_attrs_define
class DialerContactsUpdateBody:
    """
    Attributes:
        id (str): The contact's id.
        contact (DialerContactsUpdateBodyContact): Fields of the contact to set (those at least one integration can
            write); a field the connected tool cannot write is refused with 400 naming it.
    """

    id: str
    contact: DialerContactsUpdateBodyContact

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
        from ..models.dialer_contacts_update_body_contact import (
            DialerContactsUpdateBodyContact,
        )

        d = dict(src_dict)
        id = d.pop("id")

        contact = DialerContactsUpdateBodyContact.from_dict(d.pop("contact"))

        dialer_contacts_update_body = cls(
            id=id,
            contact=contact,
        )

        return dialer_contacts_update_body
