from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_notes_update_body_note import CrmNotesUpdateBodyNote


T = TypeVar("T", bound="CrmNotesUpdateBody")


@_attrs_define
class CrmNotesUpdateBody:
    """
    Attributes:
        id (str): The note's id.
        note (CrmNotesUpdateBodyNote): Fields of the note to set (those at least one integration can write); a field the
            connected tool cannot write is refused with 400 naming it.
    """

    id: str
    note: CrmNotesUpdateBodyNote

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        note = self.note.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "note": note,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_notes_update_body_note import CrmNotesUpdateBodyNote

        d = dict(src_dict)
        id = d.pop("id")

        note = CrmNotesUpdateBodyNote.from_dict(d.pop("note"))

        crm_notes_update_body = cls(
            id=id,
            note=note,
        )

        return crm_notes_update_body
