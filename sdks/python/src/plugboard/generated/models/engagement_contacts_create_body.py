from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_contacts_create_body_contact import (
        EngagementContactsCreateBodyContact,
    )


T = TypeVar("T", bound="EngagementContactsCreateBody")


@_attrs_define
class EngagementContactsCreateBody:
    """
    Attributes:
        contact (EngagementContactsCreateBodyContact): Fields of the contact to set (those at least one integration can
            write); a field the connected tool cannot write is refused with 400 naming it.
    """

    contact: EngagementContactsCreateBodyContact

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
        from ..models.engagement_contacts_create_body_contact import (
            EngagementContactsCreateBodyContact,
        )

        d = dict(src_dict)
        contact = EngagementContactsCreateBodyContact.from_dict(d.pop("contact"))

        engagement_contacts_create_body = cls(
            contact=contact,
        )

        return engagement_contacts_create_body
