"""Typed errors. Every error the gateway answers has one shape, `{"error": {"code", "message", "details"?}}`, with a
stable UPPER_SNAKE `code`: branch on `code` (or on the class), never on `message`."""

from __future__ import annotations

import email.utils
import json
import time
from collections.abc import Mapping
from typing import Any


class PlugboardError(Exception):
    """Base of every error this SDK raises.

    `code` is the gateway's stable error code (e.g. `NOT_FOUND`, `RATE_LIMITED`), `status` the HTTP status and
    `request_id` the gateway's `x-request-id` (quote it when reporting a problem). Errors that never reached an
    answer (connection failures, timeouts, webhook verification) have `status` and `request_id` None.
    """

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        status: int | None = None,
        request_id: str | None = None,
        details: Any = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.status = status
        self.request_id = request_id
        self.details = details
        self.retry_after = retry_after

    def __str__(self) -> str:
        parts = [p for p in (str(self.status) if self.status else None, self.code) if p]
        prefix = f"[{' '.join(parts)}] " if parts else ""
        suffix = f" (request id {self.request_id})" if self.request_id else ""
        return f"{prefix}{self.message}{suffix}"


class APIError(PlugboardError):
    """The gateway answered an error status (4xx or 5xx)."""

    status: int
    code: str


class BadRequestError(APIError):
    """400: the request does not match the contract (`VALIDATION_FAILED` lists the fields in `details`)."""


class AuthenticationError(APIError):
    """401: a token is missing, wrong, expired or revoked."""


class PermissionDeniedError(APIError):
    """403: the caller may not do this (or the tool refused the connection's credentials)."""


class NotFoundError(APIError):
    """404: no such route or record in this environment (or at the tool: `DOWNSTREAM_NOT_FOUND`)."""


class ConflictError(APIError):
    """409: the request conflicts with the current state (`CONFLICT`, `IDEMPOTENCY_KEY_REUSED`, ...)."""


class GoneError(APIError):
    """410: e.g. a previewed write's confirmation expired."""


class UnprocessableEntityError(APIError):
    """422: the connection's own field mapping failed or exceeded a limit on a record."""


class RateLimitError(APIError):
    """429: too many requests; `retry_after` holds the gateway's `Retry-After` in seconds (when it gave one)."""


class InternalServerError(APIError):
    """5xx: the gateway or the tool failed (`DOWNSTREAM_ERROR`, `DOWNSTREAM_UNAVAILABLE`, ...)."""


class APIConnectionError(PlugboardError):
    """The gateway could not be reached (no answer was received)."""


class APITimeoutError(APIConnectionError):
    """The gateway did not answer within the timeout."""


class WebhookVerificationError(PlugboardError):
    """A webhook delivery's signature does not verify, or its timestamp is outside the freshness window."""


_BY_STATUS: dict[int, type[APIError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    410: GoneError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """`Retry-After` in seconds: an integer of seconds or an HTTP date (RFC 9110); None when absent or invalid."""
    if value is None:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    if seconds != seconds:  # NaN
        return None
    return max(0.0, seconds)


def error_from_response(status: int, headers: Mapping[str, str], body: bytes) -> APIError:
    """The typed error of one error answer (its body need not be the gateway's shape: a proxy may answer too)."""
    code = f"HTTP_{status}"
    message = f"HTTP {status}"
    details: Any = None
    try:
        parsed = json.loads(body) if body else None
    except ValueError:
        parsed = None
    error = parsed.get("error") if isinstance(parsed, dict) else None
    if isinstance(error, dict):
        if isinstance(error.get("code"), str):
            code = error["code"]
        if isinstance(error.get("message"), str):
            message = error["message"]
        details = error.get("details")
    elif body:
        message = f"HTTP {status}: {body[:200].decode('utf-8', 'replace')}"
    cls = _BY_STATUS.get(status) or (InternalServerError if status >= 500 else APIError)
    return cls(
        message,
        code=code,
        status=status,
        request_id=headers.get("x-request-id"),
        details=details,
        retry_after=parse_retry_after(headers.get("retry-after")),
    )
