from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JustcallCallsUpdateBody")


@_attrs_define
class JustcallCallsUpdateBody:
    """
    Attributes:
        call_id (str): the JustCall id of the call
        notes (str | Unset):
        disposition_code (str | Unset): an existing code, written 'List: Code' (e.g. 'Sales: Follow Up')
        rating (int | Unset):
    """

    call_id: str
    notes: str | Unset = UNSET
    disposition_code: str | Unset = UNSET
    rating: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        notes = self.notes

        disposition_code = self.disposition_code

        rating = self.rating

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "callId": call_id,
            }
        )
        if notes is not UNSET:
            field_dict["notes"] = notes
        if disposition_code is not UNSET:
            field_dict["dispositionCode"] = disposition_code
        if rating is not UNSET:
            field_dict["rating"] = rating

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("callId")

        notes = d.pop("notes", UNSET)

        disposition_code = d.pop("dispositionCode", UNSET)

        rating = d.pop("rating", UNSET)

        justcall_calls_update_body = cls(
            call_id=call_id,
            notes=notes,
            disposition_code=disposition_code,
            rating=rating,
        )

        return justcall_calls_update_body
