"""Verifying the gateway's webhook deliveries, on the raw body, in one call.

A delivery carries two signatures (docs/webhooks.md, src/events/sign-webhook.ts):

- Standard Webhooks, with the webhook's own secret (`whsec_<base64 key>`): `webhook-signature` is
  `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")>` and `webhook-timestamp` is in seconds;
- the seed's `x-svc-webhook-signature`, with the environment's API token: lowercase hex SHA-256 of
  `<API token>:<x-svc-timestamp>:<body>`, `x-svc-timestamp` in milliseconds.

Prefer the secret: it can only verify webhooks, where the API token can call the whole API.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from collections.abc import Iterable, Mapping
from typing import Any

from ._errors import WebhookVerificationError

DEFAULT_TOLERANCE = 300.0
"""Seconds a delivery's timestamp may be off the receiver's clock (either way) before it is refused as a replay."""

Headers = Mapping[str, str] | Iterable[tuple[str, str]]
"""A mapping (dict, http.server's `self.headers`, Flask's `request.headers`, Starlette's) or (name, value) pairs."""


def _lower(headers: Headers) -> dict[str, str]:
    # email.message.Message (http.server) is not a Mapping but has items(); so have most frameworks' header types.
    items = headers.items() if hasattr(headers, "items") else headers
    return {str(k).lower(): str(v) for k, v in items}


def _fresh(timestamp_seconds: float, tolerance: float, now: float | None) -> None:
    current = time.time() if now is None else now
    if abs(current - timestamp_seconds) > tolerance:
        raise WebhookVerificationError(
            f"the delivery's timestamp is {abs(current - timestamp_seconds):.0f} s off (more than {tolerance:.0f} s)",
            code="WEBHOOK_TIMESTAMP_OUT_OF_RANGE",
        )


def _verify_standard(body: bytes, headers: dict[str, str], secret: str, tolerance: float, now: float | None) -> None:
    msg_id, timestamp, signatures = (headers.get(h) for h in ("webhook-id", "webhook-timestamp", "webhook-signature"))
    if not msg_id or not timestamp or not signatures:
        raise WebhookVerificationError("the Standard Webhooks headers are missing", code="WEBHOOK_SIGNATURE_MISSING")
    try:
        seconds = int(timestamp)
    except ValueError:
        raise WebhookVerificationError("webhook-timestamp is not a number", code="WEBHOOK_SIGNATURE_INVALID") from None
    try:
        key = base64.b64decode(secret.removeprefix("whsec_"), validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("the webhook secret is not `whsec_` followed by base64") from None
    expected = hmac.new(key, f"{msg_id}.{timestamp}.".encode() + body, hashlib.sha256).digest()
    # The header may hold several space-separated signatures (during a rotation); one match is enough.
    for candidate in signatures.split():
        version, _, encoded = candidate.partition(",")
        if version != "v1":
            continue
        try:
            given = base64.b64decode(encoded, validate=True)
        except (binascii.Error, ValueError):
            continue
        if hmac.compare_digest(given, expected):
            _fresh(seconds, tolerance, now)
            return
    raise WebhookVerificationError("webhook-signature does not verify", code="WEBHOOK_SIGNATURE_INVALID")


def _verify_svc(body: bytes, headers: dict[str, str], api_token: str, tolerance: float, now: float | None) -> None:
    timestamp, given = headers.get("x-svc-timestamp"), headers.get("x-svc-webhook-signature")
    if not timestamp or not given:
        raise WebhookVerificationError(
            "x-svc-timestamp or x-svc-webhook-signature is missing", code="WEBHOOK_SIGNATURE_MISSING"
        )
    expected = hashlib.sha256(f"{api_token}:{timestamp}:".encode() + body).hexdigest()
    if not hmac.compare_digest(given.strip().lower().encode(), expected.encode()):
        raise WebhookVerificationError("x-svc-webhook-signature does not verify", code="WEBHOOK_SIGNATURE_INVALID")
    try:
        millis = int(timestamp)
    except ValueError:
        raise WebhookVerificationError("x-svc-timestamp is not a number", code="WEBHOOK_SIGNATURE_INVALID") from None
    _fresh(millis / 1000, tolerance, now)


def verify_webhook(
    body: bytes | str,
    headers: Headers,
    *,
    secret: str | None = None,
    api_token: str | None = None,
    tolerance: float = DEFAULT_TOLERANCE,
    now: float | None = None,
) -> dict[str, Any]:
    """Verifies one delivery and answers its event (the parsed body); raises WebhookVerificationError otherwise.

    `body` is the raw request body, exactly as received (before any JSON parsing). Give the webhook's `secret`
    (`whsec_...`, Standard Webhooks headers), the environment's `api_token` (`x-svc-webhook-signature`), or both
    (then either scheme verifying is enough). `tolerance` (seconds) is the freshness window; `now` (seconds since
    the epoch) replaces the clock, for tests.
    """
    if secret is None and api_token is None:
        raise ValueError("give the webhook's secret (whsec_...) or the environment's api_token")
    raw = body.encode("utf-8") if isinstance(body, str) else bytes(body)
    lowered = _lower(headers)
    failure: WebhookVerificationError | None = None
    for key, check in ((secret, _verify_standard), (api_token, _verify_svc)):
        if key is None:
            continue
        try:
            check(raw, lowered, key, tolerance, now)
        except WebhookVerificationError as exc:
            failure = failure or exc
            continue
        try:
            event = json.loads(raw)
        except ValueError:
            raise WebhookVerificationError("the body is not JSON", code="WEBHOOK_BODY_INVALID") from None
        if not isinstance(event, dict):
            raise WebhookVerificationError("the body is not a JSON object", code="WEBHOOK_BODY_INVALID")
        return event
    assert failure is not None
    raise failure
