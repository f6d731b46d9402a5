from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MixmaxSequencesRecipientsCancelBody")


@_attrs_define
class MixmaxSequencesRecipientsCancelBody:
    """
    Attributes:
        sequence_id (str):
        emails (list[str]):
    """

    sequence_id: str
    emails: list[str]

    def to_dict(self) -> dict[str, Any]:
        sequence_id = self.sequence_id

        emails = self.emails

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sequenceId": sequence_id,
                "emails": emails,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sequence_id = d.pop("sequenceId")

        emails = cast(list[str], d.pop("emails"))

        mixmax_sequences_recipients_cancel_body = cls(
            sequence_id=sequence_id,
            emails=emails,
        )

        return mixmax_sequences_recipients_cancel_body
