"""The retrying transport under every request, the generated functions' included.

It gives each write that accepts one an `Idempotency-Key` (kept across its retries, so the gateway runs it once
and replays its answer), retries 429 and 503 answers after their `Retry-After` (bounded), and raises the typed
error of any answer with an error status, so both the hand-written layer and `plugboard.generated` raise
`PlugboardError`s.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass

import httpx

from ._errors import APIConnectionError, APITimeoutError, error_from_response, parse_retry_after
from ._operations import IDEMPOTENT_OPERATIONS

_IDEMPOTENT_PATHS = {(method, path) for method, path in IDEMPOTENT_OPERATIONS}
# POST endpoints that only read: safe to send again after a 503 or a network failure (GET always is).
_READ_SUFFIXES = ("/list", "/get", "/search", "/find", "/capabilities", "/me")


@dataclass(frozen=True)
class RetryPolicy:
    """How answers are retried.

    `max_retries`: retries after the first attempt (0 disables them). `max_retry_after`: the longest `Retry-After`
    (seconds) the client waits; a longer one raises at once (with `retry_after` set) rather than blocking.
    `backoff`: the first wait when the answer gives no `Retry-After` (doubling, with jitter, up to `max_backoff`).
    """

    max_retries: int = 3
    max_retry_after: float = 60.0
    backoff: float = 0.5
    max_backoff: float = 8.0


def _is_idempotent_operation(request: httpx.Request) -> bool:
    path = request.url.path
    return any(method == request.method and path.endswith(op_path) for method, op_path in _IDEMPOTENT_PATHS)


def _replay_safe(request: httpx.Request) -> bool:
    """Sending the request twice has the effect of sending it once."""
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return True
    if "idempotency-key" in request.headers:
        return True
    return request.method == "POST" and request.url.path.endswith(_READ_SUFFIXES)


def _passthrough_read(request: httpx.Request) -> bool:
    """A passthrough GET (`POST /api/passthrough {"method": "GET"}`) reads: it needs no key."""
    if not request.url.path.endswith("/api/passthrough"):
        return False
    try:
        body = json.loads(request.content or b"null")
    except ValueError:
        return False
    return isinstance(body, dict) and body.get("method") == "GET"


def prepare(request: httpx.Request) -> None:
    """Gives a write that accepts one an `Idempotency-Key` (unless the caller chose one), before the first attempt."""
    if "idempotency-key" in request.headers or not _is_idempotent_operation(request):
        return
    if not _passthrough_read(request):
        request.headers["Idempotency-Key"] = str(uuid.uuid4())


def _wait(policy: RetryPolicy, attempt: int, retry_after: float | None) -> float | None:
    """Seconds to wait before retry number `attempt + 1`, or None when no retry is due."""
    if attempt >= policy.max_retries:
        return None
    if retry_after is not None:
        return retry_after if retry_after <= policy.max_retry_after else None
    backoff = min(policy.max_backoff, policy.backoff * 2.0**attempt)
    return backoff * random.uniform(0.5, 1.0)  # noqa: S311 (jitter, not a secret)


def _retryable(request: httpx.Request, response: httpx.Response) -> bool:
    if response.status_code == 429:
        # Refused before anything ran (by the gateway, or by the tool after the gateway's own retries).
        return True
    if response.status_code == 503:
        return _replay_safe(request)
    if response.status_code == 409 and "idempotency-key" in request.headers:
        # IDEMPOTENCY_KEY_IN_USE: the first request under this key still runs; its answer follows Retry-After.
        return b"IDEMPOTENCY_KEY_IN_USE" in response.content
    return False


class RetryTransport(httpx.BaseTransport):
    def __init__(
        self,
        inner: httpx.BaseTransport,
        policy: RetryPolicy,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._inner = inner
        self._policy = policy
        self._sleep = sleep

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        prepare(request)
        attempt = 0
        while True:
            try:
                response = self._inner.handle_request(request)
                # The body is read here, under the same timeout and retry rules as the headers (a body that stalls
                # would otherwise raise httpx's own error later, outside them). The API's answers are small JSON.
                try:
                    response.read()
                finally:
                    response.close()
            except httpx.TimeoutException as exc:
                delay = _wait(self._policy, attempt, None) if _replay_safe(request) else None
                if delay is None:
                    raise APITimeoutError(f"no answer from the gateway in time: {exc}") from exc
                self._sleep(delay)
                attempt += 1
                continue
            except httpx.TransportError as exc:
                # A refused connection never reached the gateway: safe to retry for any request.
                safe = isinstance(exc, httpx.ConnectError) or _replay_safe(request)
                delay = _wait(self._policy, attempt, None) if safe else None
                if delay is None:
                    raise APIConnectionError(f"could not reach the gateway: {exc}") from exc
                self._sleep(delay)
                attempt += 1
                continue
            if response.status_code < 400:
                return response
            if _retryable(request, response):
                delay = _wait(self._policy, attempt, parse_retry_after(response.headers.get("retry-after")))
                if delay is not None:
                    self._sleep(delay)
                    attempt += 1
                    continue
            raise error_from_response(response.status_code, response.headers, response.content)

    def close(self) -> None:
        self._inner.close()


class AsyncRetryTransport(httpx.AsyncBaseTransport):
    """The asyncio twin of RetryTransport: waits with asyncio.sleep, so cancelling the task stops it at once."""

    def __init__(self, inner: httpx.AsyncBaseTransport, policy: RetryPolicy) -> None:
        self._inner = inner
        self._policy = policy

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        prepare(request)
        attempt = 0
        while True:
            try:
                response = await self._inner.handle_async_request(request)
                try:
                    await response.aread()
                finally:
                    await response.aclose()
            except httpx.TimeoutException as exc:
                delay = _wait(self._policy, attempt, None) if _replay_safe(request) else None
                if delay is None:
                    raise APITimeoutError(f"no answer from the gateway in time: {exc}") from exc
                await asyncio.sleep(delay)
                attempt += 1
                continue
            except httpx.TransportError as exc:
                safe = isinstance(exc, httpx.ConnectError) or _replay_safe(request)
                delay = _wait(self._policy, attempt, None) if safe else None
                if delay is None:
                    raise APIConnectionError(f"could not reach the gateway: {exc}") from exc
                await asyncio.sleep(delay)
                attempt += 1
                continue
            if response.status_code < 400:
                return response
            if _retryable(request, response):
                delay = _wait(self._policy, attempt, parse_retry_after(response.headers.get("retry-after")))
                if delay is not None:
                    await asyncio.sleep(delay)
                    attempt += 1
                    continue
            raise error_from_response(response.status_code, response.headers, response.content)

    async def aclose(self) -> None:
        await self._inner.aclose()
