from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RingcentralUsersPresenceResponse200Type0Result")


@_attrs_define
class RingcentralUsersPresenceResponse200Type0Result:
    """
    Attributes:
        presence_status (None | str):
        telephony_status (None | str):
        dnd_status (None | str):
    """

    presence_status: None | str
    telephony_status: None | str
    dnd_status: None | str

    def to_dict(self) -> dict[str, Any]:
        presence_status: None | str
        presence_status = self.presence_status

        telephony_status: None | str
        telephony_status = self.telephony_status

        dnd_status: None | str
        dnd_status = self.dnd_status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "presenceStatus": presence_status,
                "telephonyStatus": telephony_status,
                "dndStatus": dnd_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_presence_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        presence_status = _parse_presence_status(d.pop("presenceStatus"))

        def _parse_telephony_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        telephony_status = _parse_telephony_status(d.pop("telephonyStatus"))

        def _parse_dnd_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dnd_status = _parse_dnd_status(d.pop("dndStatus"))

        ringcentral_users_presence_response_200_type_0_result = cls(
            presence_status=presence_status,
            telephony_status=telephony_status,
            dnd_status=dnd_status,
        )

        return ringcentral_users_presence_response_200_type_0_result
