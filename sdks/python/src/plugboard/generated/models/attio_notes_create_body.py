from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.attio_notes_create_body_format import AttioNotesCreateBodyFormat
from ..models.attio_notes_create_body_parent_object import (
    AttioNotesCreateBodyParentObject,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AttioNotesCreateBody")


@_attrs_define
class AttioNotesCreateBody:
    """
    Attributes:
        parent_object (AttioNotesCreateBodyParentObject):
        parent_record_id (str):
        title (str):
        content (str):
        format_ (AttioNotesCreateBodyFormat | Unset):  Default: AttioNotesCreateBodyFormat.PLAINTEXT.
    """

    parent_object: AttioNotesCreateBodyParentObject
    parent_record_id: str
    title: str
    content: str
    format_: AttioNotesCreateBodyFormat | Unset = AttioNotesCreateBodyFormat.PLAINTEXT

    def to_dict(self) -> dict[str, Any]:
        parent_object = self.parent_object.value

        parent_record_id = self.parent_record_id

        title = self.title

        content = self.content

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "parentObject": parent_object,
                "parentRecordId": parent_record_id,
                "title": title,
                "content": content,
            }
        )
        if format_ is not UNSET:
            field_dict["format"] = format_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        parent_object = AttioNotesCreateBodyParentObject(d.pop("parentObject"))

        parent_record_id = d.pop("parentRecordId")

        title = d.pop("title")

        content = d.pop("content")

        _format_ = d.pop("format", UNSET)
        format_: AttioNotesCreateBodyFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = AttioNotesCreateBodyFormat(_format_)

        attio_notes_create_body = cls(
            parent_object=parent_object,
            parent_record_id=parent_record_id,
            title=title,
            content=content,
            format_=format_,
        )

        return attio_notes_create_body
