from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.dialer_call_direction import DialerCallDirection
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields
    from ..models.native_record import NativeRecord


T = TypeVar("T", bound="DialerCall")


@_attrs_define
class DialerCall:
    """A phone call on a call platform.

    Attributes:
        id (str): Plugboard's id of the call.
        direction (DialerCallDirection): Whether the call came in or went out.
        status (None | str): Final or current status as the platform names it (e.g. `done`, `answered`, `missed`), or
            null.
        from_number (None | str): Caller's number (E.164 when the platform gives it), or null when hidden.
        to_number (None | str): Called number, or null.
        user_id (None | str): Plugboard's id of the user who handled the call, or null.
        started_time (datetime.datetime): When the call started.
        answered_time (datetime.datetime | None): When the call was answered, or null when it was not.
        ended_time (datetime.datetime | None): When the call ended, or null while it goes on.
        duration_seconds (int | None): Duration in seconds, or null while the call goes on.
        recording_url (None | str): Address of the recording, or null when there is none.
        additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
            (only when asked for).
        native (NativeRecord | Unset): The tool's raw record, unchanged (only when `include.$native` is true).
    """

    id: str
    direction: DialerCallDirection
    status: None | str
    from_number: None | str
    to_number: None | str
    user_id: None | str
    started_time: datetime.datetime
    answered_time: datetime.datetime | None
    ended_time: datetime.datetime | None
    duration_seconds: int | None
    recording_url: None | str
    additional: AdditionalFields | Unset = UNSET
    native: NativeRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        direction = self.direction.value

        status: None | str
        status = self.status

        from_number: None | str
        from_number = self.from_number

        to_number: None | str
        to_number = self.to_number

        user_id: None | str
        user_id = self.user_id

        started_time = self.started_time.isoformat()

        answered_time: None | str
        if isinstance(self.answered_time, datetime.datetime):
            answered_time = self.answered_time.isoformat()
        else:
            answered_time = self.answered_time

        ended_time: None | str
        if isinstance(self.ended_time, datetime.datetime):
            ended_time = self.ended_time.isoformat()
        else:
            ended_time = self.ended_time

        duration_seconds: int | None
        duration_seconds = self.duration_seconds

        recording_url: None | str
        recording_url = self.recording_url

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        native: dict[str, Any] | Unset = UNSET
        if not isinstance(self.native, Unset):
            native = self.native.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "direction": direction,
                "status": status,
                "fromNumber": from_number,
                "toNumber": to_number,
                "userId": user_id,
                "startedTime": started_time,
                "answeredTime": answered_time,
                "endedTime": ended_time,
                "durationSeconds": duration_seconds,
                "recordingUrl": recording_url,
            }
        )
        if additional is not UNSET:
            field_dict["additional"] = additional
        if native is not UNSET:
            field_dict["$native"] = native

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields
        from ..models.native_record import NativeRecord

        d = dict(src_dict)
        id = d.pop("id")

        direction = DialerCallDirection(d.pop("direction"))

        def _parse_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status = _parse_status(d.pop("status"))

        def _parse_from_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_number = _parse_from_number(d.pop("fromNumber"))

        def _parse_to_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_number = _parse_to_number(d.pop("toNumber"))

        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("userId"))

        started_time = isoparse(d.pop("startedTime"))

        def _parse_answered_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answered_time_type_0 = isoparse(data)

                return answered_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        answered_time = _parse_answered_time(d.pop("answeredTime"))

        def _parse_ended_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_time_type_0 = isoparse(data)

                return ended_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_time = _parse_ended_time(d.pop("endedTime"))

        def _parse_duration_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        duration_seconds = _parse_duration_seconds(d.pop("durationSeconds"))

        def _parse_recording_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        recording_url = _parse_recording_url(d.pop("recordingUrl"))

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        _native = d.pop("$native", UNSET)
        native: NativeRecord | Unset
        if isinstance(_native, Unset):
            native = UNSET
        else:
            native = NativeRecord.from_dict(_native)

        dialer_call = cls(
            id=id,
            direction=direction,
            status=status,
            from_number=from_number,
            to_number=to_number,
            user_id=user_id,
            started_time=started_time,
            answered_time=answered_time,
            ended_time=ended_time,
            duration_seconds=duration_seconds,
            recording_url=recording_url,
            additional=additional,
            native=native,
        )

        return dialer_call
