from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_contact import EngagementContact


T = TypeVar("T", bound="EngagementContactsUpdateResponse200Type0Result")


@_attrs_define
class EngagementContactsUpdateResponse200Type0Result:
    """
    Attributes:
        contact (EngagementContact): A prospect in a sales-engagement tool.
    """

    contact: EngagementContact

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
        from ..models.engagement_contact import EngagementContact

        d = dict(src_dict)
        contact = EngagementContact.from_dict(d.pop("contact"))

        engagement_contacts_update_response_200_type_0_result = cls(
            contact=contact,
        )

        return engagement_contacts_update_response_200_type_0_result
