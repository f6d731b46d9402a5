from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.receive_tool_webhook_response_200_result import (
        ReceiveToolWebhookResponse200Result,
    )


T = TypeVar("T", bound="ReceiveToolWebhookResponse200")


@_attrs_define
class ReceiveToolWebhookResponse200:
    """
    Attributes:
        result (ReceiveToolWebhookResponse200Result):
    """

    result: ReceiveToolWebhookResponse200Result

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.receive_tool_webhook_response_200_result import (
            ReceiveToolWebhookResponse200Result,
        )

        d = dict(src_dict)
        result = ReceiveToolWebhookResponse200Result.from_dict(d.pop("result"))

        receive_tool_webhook_response_200 = cls(
            result=result,
        )

        return receive_tool_webhook_response_200
