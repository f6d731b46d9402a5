from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_contact import DialerContact


T = TypeVar("T", bound="DialerContactsListResponse200Type0Result")


@_attrs_define
class DialerContactsListResponse200Type0Result:
    """
    Attributes:
        contacts (list[DialerContact]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    contacts: list[DialerContact]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        contacts = []
        for contacts_item_data in self.contacts:
            contacts_item = contacts_item_data.to_dict()
            contacts.append(contacts_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contacts": contacts,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dialer_contact import DialerContact

        d = dict(src_dict)
        contacts = []
        _contacts = d.pop("contacts")
        for contacts_item_data in _contacts:
            contacts_item = DialerContact.from_dict(contacts_item_data)

            contacts.append(contacts_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        dialer_contacts_list_response_200_type_0_result = cls(
            contacts=contacts,
            next_page_cursor=next_page_cursor,
        )

        return dialer_contacts_list_response_200_type_0_result
