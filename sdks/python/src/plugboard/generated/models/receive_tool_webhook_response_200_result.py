from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReceiveToolWebhookResponse200Result")


@_attrs_define
class ReceiveToolWebhookResponse200Result:
    """
    Attributes:
        accepted (int): Always 0 for a handshake.
    """

    accepted: int

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accepted": accepted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accepted = d.pop("accepted")

        receive_tool_webhook_response_200_result = cls(
            accepted=accepted,
        )

        return receive_tool_webhook_response_200_result
