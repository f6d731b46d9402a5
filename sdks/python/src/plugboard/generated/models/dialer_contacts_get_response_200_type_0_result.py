from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_contact import DialerContact


T = TypeVar("T", bound="DialerContactsGetResponse200Type0Result")


@_attrs_define
class DialerContactsGetResponse200Type0Result:
    """
    Attributes:
        contact (DialerContact): A person in a call platform's shared address book: who its users call and are called
            by.
    """

    contact: DialerContact

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
        from ..models.dialer_contact import DialerContact

        d = dict(src_dict)
        contact = DialerContact.from_dict(d.pop("contact"))

        dialer_contacts_get_response_200_type_0_result = cls(
            contact=contact,
        )

        return dialer_contacts_get_response_200_type_0_result
