from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sandbox_faults_rate_limit_retry_after_format import (
    SandboxFaultsRateLimitRetryAfterFormat,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxFaultsRateLimit")


@_attrs_define
class SandboxFaultsRateLimit:
    """The next `count` requests answer 429 with `Retry-After`.

    Attributes:
        count (int):
        retry_after_seconds (int | Unset): Wait asked for (default 1).
        retry_after_format (SandboxFaultsRateLimitRetryAfterFormat | Unset): `Retry-After: 1` (default) or `Retry-After:
            <HTTP date>`.
    """

    count: int
    retry_after_seconds: int | Unset = UNSET
    retry_after_format: SandboxFaultsRateLimitRetryAfterFormat | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        retry_after_seconds = self.retry_after_seconds

        retry_after_format: str | Unset = UNSET
        if not isinstance(self.retry_after_format, Unset):
            retry_after_format = self.retry_after_format.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
            }
        )
        if retry_after_seconds is not UNSET:
            field_dict["retryAfterSeconds"] = retry_after_seconds
        if retry_after_format is not UNSET:
            field_dict["retryAfterFormat"] = retry_after_format

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        retry_after_seconds = d.pop("retryAfterSeconds", UNSET)

        _retry_after_format = d.pop("retryAfterFormat", UNSET)
        retry_after_format: SandboxFaultsRateLimitRetryAfterFormat | Unset
        if isinstance(_retry_after_format, Unset):
            retry_after_format = UNSET
        else:
            retry_after_format = SandboxFaultsRateLimitRetryAfterFormat(
                _retry_after_format
            )

        sandbox_faults_rate_limit = cls(
            count=count,
            retry_after_seconds=retry_after_seconds,
            retry_after_format=retry_after_format,
        )

        return sandbox_faults_rate_limit
