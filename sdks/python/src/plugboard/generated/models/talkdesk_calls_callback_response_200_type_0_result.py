from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TalkdeskCallsCallbackResponse200Type0Result")


@_attrs_define
class TalkdeskCallsCallbackResponse200Type0Result:
    """
    Attributes:
        requested (bool):
    """

    requested: bool

    def to_dict(self) -> dict[str, Any]:
        requested = self.requested

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "requested": requested,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        requested = d.pop("requested")

        talkdesk_calls_callback_response_200_type_0_result = cls(
            requested=requested,
        )

        return talkdesk_calls_callback_response_200_type_0_result
