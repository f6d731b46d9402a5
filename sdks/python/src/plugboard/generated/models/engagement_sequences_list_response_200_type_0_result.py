from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_sequence import EngagementSequence


T = TypeVar("T", bound="EngagementSequencesListResponse200Type0Result")


@_attrs_define
class EngagementSequencesListResponse200Type0Result:
    """
    Attributes:
        sequences (list[EngagementSequence]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    sequences: list[EngagementSequence]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        sequences = []
        for sequences_item_data in self.sequences:
            sequences_item = sequences_item_data.to_dict()
            sequences.append(sequences_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sequences": sequences,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.engagement_sequence import EngagementSequence

        d = dict(src_dict)
        sequences = []
        _sequences = d.pop("sequences")
        for sequences_item_data in _sequences:
            sequences_item = EngagementSequence.from_dict(sequences_item_data)

            sequences.append(sequences_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        engagement_sequences_list_response_200_type_0_result = cls(
            sequences=sequences,
            next_page_cursor=next_page_cursor,
        )

        return engagement_sequences_list_response_200_type_0_result
