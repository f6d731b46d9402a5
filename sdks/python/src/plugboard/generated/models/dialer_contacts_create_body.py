from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_contacts_create_body_contact import (
        DialerContactsCreateBodyContact,
    )


T = TypeVar("T", bound="DialerContactsCreateBody")


@_attrs_define
class DialerContactsCreateBody:
    """
    Attributes:
        contact (DialerContactsCreateBodyContact): Fields of the contact to set (those at least one integration can
            write); a field the connected tool cannot write is refused with 400 naming it.
    """

    contact: DialerContactsCreateBodyContact

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
        from ..models.dialer_contacts_create_body_contact import (
            DialerContactsCreateBodyContact,
        )

        d = dict(src_dict)
        contact = DialerContactsCreateBodyContact.from_dict(d.pop("contact"))

        dialer_contacts_create_body = cls(
            contact=contact,
        )

        return dialer_contacts_create_body
