from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_notes_create_body_note import CrmNotesCreateBodyNote


T = TypeVar("T", bound="CrmNotesCreateBody")


@_attrs_define
class CrmNotesCreateBody:
    """
    Attributes:
        note (CrmNotesCreateBodyNote): Fields of the note to set (those at least one integration can write); a field the
            connected tool cannot write is refused with 400 naming it.
    """

    note: CrmNotesCreateBodyNote

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
        from ..models.crm_notes_create_body_note import CrmNotesCreateBodyNote

        d = dict(src_dict)
        note = CrmNotesCreateBodyNote.from_dict(d.pop("note"))

        crm_notes_create_body = cls(
            note=note,
        )

        return crm_notes_create_body
