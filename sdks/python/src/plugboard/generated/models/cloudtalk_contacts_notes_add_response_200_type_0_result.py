from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CloudtalkContactsNotesAddResponse200Type0Result")


@_attrs_define
class CloudtalkContactsNotesAddResponse200Type0Result:
    """
    Attributes:
        note_id (str):
    """

    note_id: str

    def to_dict(self) -> dict[str, Any]:
        note_id = self.note_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "noteId": note_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        note_id = d.pop("noteId")

        cloudtalk_contacts_notes_add_response_200_type_0_result = cls(
            note_id=note_id,
        )

        return cloudtalk_contacts_notes_add_response_200_type_0_result
