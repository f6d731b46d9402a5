from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_contacts_update_body_contact import (
        EngagementContactsUpdateBodyContact,
    )


T = TypeVar("T", bound="EngagementContactsUpdateBody")


@_attrs_define
class EngagementContactsUpdateBody:
    """
    Attributes:
        id (str): The contact's id.
        contact (EngagementContactsUpdateBodyContact): Fields of the contact to set (those at least one integration can
            write); a field the connected tool cannot write is refused with 400 naming it.
    """

    id: str
    contact: EngagementContactsUpdateBodyContact

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
        from ..models.engagement_contacts_update_body_contact import (
            EngagementContactsUpdateBodyContact,
        )

        d = dict(src_dict)
        id = d.pop("id")

        contact = EngagementContactsUpdateBodyContact.from_dict(d.pop("contact"))

        engagement_contacts_update_body = cls(
            id=id,
            contact=contact,
        )

        return engagement_contacts_update_body
