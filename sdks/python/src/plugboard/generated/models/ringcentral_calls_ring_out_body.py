from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RingcentralCallsRingOutBody")


@_attrs_define
class RingcentralCallsRingOutBody:
    """
    Attributes:
        from_ (str): the user's phone that rings first (E.164)
        to (str): the number called once the user answers (E.164)
        play_prompt (bool | Unset): ask the user to press 1 before connecting
    """

    from_: str
    to: str
    play_prompt: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        play_prompt = self.play_prompt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )
        if play_prompt is not UNSET:
            field_dict["playPrompt"] = play_prompt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        play_prompt = d.pop("playPrompt", UNSET)

        ringcentral_calls_ring_out_body = cls(
            from_=from_,
            to=to,
            play_prompt=play_prompt,
        )

        return ringcentral_calls_ring_out_body
