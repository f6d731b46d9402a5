from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="WebhookDeliveryAttemptsItem")


@_attrs_define
class WebhookDeliveryAttemptsItem:
    """
    Attributes:
        attempt (int): Attempt number (1 for the first).
        at (datetime.datetime): When the attempt started.
        status_code (int | None): Status the receiver answered, or null when there was no answer.
        duration_ms (int): How long the attempt took.
        error (None | str): Why the attempt failed, or null when it succeeded.
    """

    attempt: int
    at: datetime.datetime
    status_code: int | None
    duration_ms: int
    error: None | str

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        at = self.at.isoformat()

        status_code: int | None
        status_code = self.status_code

        duration_ms = self.duration_ms

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempt": attempt,
                "at": at,
                "statusCode": status_code,
                "durationMs": duration_ms,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        at = isoparse(d.pop("at"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("statusCode"))

        duration_ms = d.pop("durationMs")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        webhook_delivery_attempts_item = cls(
            attempt=attempt,
            at=at,
            status_code=status_code,
            duration_ms=duration_ms,
            error=error,
        )

        return webhook_delivery_attempts_item
