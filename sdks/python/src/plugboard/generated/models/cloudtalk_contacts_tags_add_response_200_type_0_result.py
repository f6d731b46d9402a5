from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.cloudtalk_contacts_tags_add_response_200_type_0_result_tags_item import (
        CloudtalkContactsTagsAddResponse200Type0ResultTagsItem,
    )


T = TypeVar("T", bound="CloudtalkContactsTagsAddResponse200Type0Result")


@_attrs_define
class CloudtalkContactsTagsAddResponse200Type0Result:
    """
    Attributes:
        tags (list[CloudtalkContactsTagsAddResponse200Type0ResultTagsItem]):
    """

    tags: list[CloudtalkContactsTagsAddResponse200Type0ResultTagsItem]

    def to_dict(self) -> dict[str, Any]:
        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tags": tags,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cloudtalk_contacts_tags_add_response_200_type_0_result_tags_item import (
            CloudtalkContactsTagsAddResponse200Type0ResultTagsItem,
        )

        d = dict(src_dict)
        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = (
                CloudtalkContactsTagsAddResponse200Type0ResultTagsItem.from_dict(
                    tags_item_data
                )
            )

            tags.append(tags_item)

        cloudtalk_contacts_tags_add_response_200_type_0_result = cls(
            tags=tags,
        )

        return cloudtalk_contacts_tags_add_response_200_type_0_result
