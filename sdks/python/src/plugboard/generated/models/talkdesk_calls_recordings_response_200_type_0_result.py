from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.talkdesk_calls_recordings_response_200_type_0_result_recordings_item import (
        TalkdeskCallsRecordingsResponse200Type0ResultRecordingsItem,
    )


T = TypeVar("T", bound="TalkdeskCallsRecordingsResponse200Type0Result")


@_attrs_define
class TalkdeskCallsRecordingsResponse200Type0Result:
    """
    Attributes:
        total (int | None):
        recordings (list[TalkdeskCallsRecordingsResponse200Type0ResultRecordingsItem]):
    """

    total: int | None
    recordings: list[TalkdeskCallsRecordingsResponse200Type0ResultRecordingsItem]

    def to_dict(self) -> dict[str, Any]:
        total: int | None
        total = self.total

        recordings = []
        for recordings_item_data in self.recordings:
            recordings_item = recordings_item_data.to_dict()
            recordings.append(recordings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
                "recordings": recordings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.talkdesk_calls_recordings_response_200_type_0_result_recordings_item import (
            TalkdeskCallsRecordingsResponse200Type0ResultRecordingsItem,
        )

        d = dict(src_dict)

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        recordings = []
        _recordings = d.pop("recordings")
        for recordings_item_data in _recordings:
            recordings_item = (
                TalkdeskCallsRecordingsResponse200Type0ResultRecordingsItem.from_dict(
                    recordings_item_data
                )
            )

            recordings.append(recordings_item)

        talkdesk_calls_recordings_response_200_type_0_result = cls(
            total=total,
            recordings=recordings,
        )

        return talkdesk_calls_recordings_response_200_type_0_result
