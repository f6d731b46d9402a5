from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_note import CrmNote


T = TypeVar("T", bound="AttioNotesCreateResponse200Type0Result")


@_attrs_define
class AttioNotesCreateResponse200Type0Result:
    """
    Attributes:
        note (CrmNote): A note attached to CRM records.
    """

    note: CrmNote

    def to_dict(self) -> dict[str, Any]:
        note = self.note.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "note": note,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_note import CrmNote

        d = dict(src_dict)
        note = CrmNote.from_dict(d.pop("note"))

        attio_notes_create_response_200_type_0_result = cls(
            note=note,
        )

        return attio_notes_create_response_200_type_0_result
