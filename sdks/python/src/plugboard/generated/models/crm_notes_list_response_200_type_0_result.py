from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_note import CrmNote


T = TypeVar("T", bound="CrmNotesListResponse200Type0Result")


@_attrs_define
class CrmNotesListResponse200Type0Result:
    """
    Attributes:
        notes (list[CrmNote]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    notes: list[CrmNote]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        notes = []
        for notes_item_data in self.notes:
            notes_item = notes_item_data.to_dict()
            notes.append(notes_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "notes": notes,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_note import CrmNote

        d = dict(src_dict)
        notes = []
        _notes = d.pop("notes")
        for notes_item_data in _notes:
            notes_item = CrmNote.from_dict(notes_item_data)

            notes.append(notes_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        crm_notes_list_response_200_type_0_result = cls(
            notes=notes,
            next_page_cursor=next_page_cursor,
        )

        return crm_notes_list_response_200_type_0_result
