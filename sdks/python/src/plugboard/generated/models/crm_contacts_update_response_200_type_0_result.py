from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_contact import CrmContact


T = TypeVar("T", bound="CrmContactsUpdateResponse200Type0Result")


@_attrs_define
class CrmContactsUpdateResponse200Type0Result:
    """
    Attributes:
        contact (CrmContact): A person in a CRM.
    """

    contact: CrmContact

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
        from ..models.crm_contact import CrmContact

        d = dict(src_dict)
        contact = CrmContact.from_dict(d.pop("contact"))

        crm_contacts_update_response_200_type_0_result = cls(
            contact=contact,
        )

        return crm_contacts_update_response_200_type_0_result
