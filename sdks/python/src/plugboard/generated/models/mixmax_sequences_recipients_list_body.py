from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MixmaxSequencesRecipientsListBody")


@_attrs_define
class MixmaxSequencesRecipientsListBody:
    """
    Attributes:
        sequence_id (str):
        limit (int | Unset):
        offset (int | Unset):
    """

    sequence_id: str
    limit: int | Unset = UNSET
    offset: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sequence_id = self.sequence_id

        limit = self.limit

        offset = self.offset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sequenceId": sequence_id,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit
        if offset is not UNSET:
            field_dict["offset"] = offset

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sequence_id = d.pop("sequenceId")

        limit = d.pop("limit", UNSET)

        offset = d.pop("offset", UNSET)

        mixmax_sequences_recipients_list_body = cls(
            sequence_id=sequence_id,
            limit=limit,
            offset=offset,
        )

        return mixmax_sequences_recipients_list_body
