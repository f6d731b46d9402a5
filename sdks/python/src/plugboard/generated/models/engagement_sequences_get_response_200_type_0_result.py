from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_sequence import EngagementSequence


T = TypeVar("T", bound="EngagementSequencesGetResponse200Type0Result")


@_attrs_define
class EngagementSequencesGetResponse200Type0Result:
    """
    Attributes:
        sequence (EngagementSequence): A sequence (cadence) of outreach steps in a sales-engagement tool.
    """

    sequence: EngagementSequence

    def to_dict(self) -> dict[str, Any]:
        sequence = self.sequence.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sequence": sequence,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.engagement_sequence import EngagementSequence

        d = dict(src_dict)
        sequence = EngagementSequence.from_dict(d.pop("sequence"))

        engagement_sequences_get_response_200_type_0_result = cls(
            sequence=sequence,
        )

        return engagement_sequences_get_response_200_type_0_result
