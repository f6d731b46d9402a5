from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.error_code import ErrorCode
from ..types import UNSET, Unset

T = TypeVar("T", bound="ErrorError")


@_attrs_define
class ErrorError:
    """
    Attributes:
        code (ErrorCode): Stable error code; the HTTP status of each is listed in `info.description` (same set as
            `src/errors/codes.ts`).
        message (str): Human-readable explanation; never holds a secret. Do not branch on it.
        details (Any | Unset): Code-specific details (any JSON value), e.g. the list of invalid fields for
            VALIDATION_FAILED.
    """

    code: ErrorCode
    message: str
    details: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        details = self.details

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = ErrorCode(d.pop("code"))

        message = d.pop("message")

        details = d.pop("details", UNSET)

        error_error = cls(
            code=code,
            message=message,
            details=details,
        )

        return error_error
