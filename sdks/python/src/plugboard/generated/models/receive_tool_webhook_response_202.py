from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.receive_tool_webhook_response_202_result import (
        ReceiveToolWebhookResponse202Result,
    )


T = TypeVar("T", bound="ReceiveToolWebhookResponse202")


@_attrs_define
class ReceiveToolWebhookResponse202:
    """
    Attributes:
        result (ReceiveToolWebhookResponse202Result):
    """

    result: ReceiveToolWebhookResponse202Result

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
        from ..models.receive_tool_webhook_response_202_result import (
            ReceiveToolWebhookResponse202Result,
        )

        d = dict(src_dict)
        result = ReceiveToolWebhookResponse202Result.from_dict(d.pop("result"))

        receive_tool_webhook_response_202 = cls(
            result=result,
        )

        return receive_tool_webhook_response_202
