from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CloudtalkContactsTagsAddBody")


@_attrs_define
class CloudtalkContactsTagsAddBody:
    """
    Attributes:
        contact_id (str): the CloudTalk id of the contact
        tags (list[str]):
    """

    contact_id: str
    tags: list[str]

    def to_dict(self) -> dict[str, Any]:
        contact_id = self.contact_id

        tags = self.tags

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contactId": contact_id,
                "tags": tags,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contact_id = d.pop("contactId")

        tags = cast(list[str], d.pop("tags"))

        cloudtalk_contacts_tags_add_body = cls(
            contact_id=contact_id,
            tags=tags,
        )

        return cloudtalk_contacts_tags_add_body
