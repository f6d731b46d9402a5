from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TalkdeskCallsRecordingsResponse200Type0ResultRecordingsItem")


@_attrs_define
class TalkdeskCallsRecordingsResponse200Type0ResultRecordingsItem:
    """
    Attributes:
        id (str | Unset):
        call_id (None | str | Unset):
        created_time (None | str | Unset):
        duration_seconds (int | None | Unset):
        type_ (None | str | Unset):
        media_url (None | str | Unset):
    """

    id: str | Unset = UNSET
    call_id: None | str | Unset = UNSET
    created_time: None | str | Unset = UNSET
    duration_seconds: int | None | Unset = UNSET
    type_: None | str | Unset = UNSET
    media_url: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        call_id: None | str | Unset
        if isinstance(self.call_id, Unset):
            call_id = UNSET
        else:
            call_id = self.call_id

        created_time: None | str | Unset
        if isinstance(self.created_time, Unset):
            created_time = UNSET
        else:
            created_time = self.created_time

        duration_seconds: int | None | Unset
        if isinstance(self.duration_seconds, Unset):
            duration_seconds = UNSET
        else:
            duration_seconds = self.duration_seconds

        type_: None | str | Unset
        if isinstance(self.type_, Unset):
            type_ = UNSET
        else:
            type_ = self.type_

        media_url: None | str | Unset
        if isinstance(self.media_url, Unset):
            media_url = UNSET
        else:
            media_url = self.media_url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if call_id is not UNSET:
            field_dict["callId"] = call_id
        if created_time is not UNSET:
            field_dict["createdTime"] = created_time
        if duration_seconds is not UNSET:
            field_dict["durationSeconds"] = duration_seconds
        if type_ is not UNSET:
            field_dict["type"] = type_
        if media_url is not UNSET:
            field_dict["mediaUrl"] = media_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        def _parse_call_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        call_id = _parse_call_id(d.pop("callId", UNSET))

        def _parse_created_time(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        created_time = _parse_created_time(d.pop("createdTime", UNSET))

        def _parse_duration_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_seconds = _parse_duration_seconds(d.pop("durationSeconds", UNSET))

        def _parse_type_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        type_ = _parse_type_(d.pop("type", UNSET))

        def _parse_media_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        media_url = _parse_media_url(d.pop("mediaUrl", UNSET))

        talkdesk_calls_recordings_response_200_type_0_result_recordings_item = cls(
            id=id,
            call_id=call_id,
            created_time=created_time,
            duration_seconds=duration_seconds,
            type_=type_,
            media_url=media_url,
        )

        return talkdesk_calls_recordings_response_200_type_0_result_recordings_item
