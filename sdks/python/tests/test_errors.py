"""Typed errors: class by status, the gateway's code, details, request id and Retry-After."""

from __future__ import annotations

import asyncio
import email.utils
import time

import pytest
from support import Answer, ScriptedServer, error

from plugboard import (
    APIError,
    AsyncPlugboard,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    Plugboard,
    PlugboardError,
    RateLimitError,
)
from plugboard._errors import parse_retry_after


@pytest.mark.parametrize(
    ("status", "code", "cls"),
    [
        (400, "VALIDATION_FAILED", BadRequestError),
        (401, "UNAUTHORIZED", AuthenticationError),
        (403, "SANDBOX_NOT_ALLOWED", PermissionDeniedError),
        (404, "NOT_FOUND", NotFoundError),
        (409, "CONFLICT", ConflictError),
        (429, "AGENT_BUDGET_EXHAUSTED", RateLimitError),
        (502, "DOWNSTREAM_ERROR", InternalServerError),
        (418, "TEAPOT", APIError),
    ],
)
def test_each_status_raises_its_class(server: ScriptedServer, status: int, code: str, cls: type[APIError]) -> None:
    server.answer("POST", "/webhooks/find", error(status, code, "no", details={"field": "id"}, retry_after="120"))
    with Plugboard(base_url=server.url, api_token="t", max_retry_after=1) as pb, pytest.raises(cls) as caught:
        pb.request("POST", "/webhooks/find", json={"id": "x"})
    err = caught.value
    assert isinstance(err, PlugboardError)
    assert (err.status, err.code, err.message, err.details) == (status, code, "no", {"field": "id"})
    assert err.request_id == "req_1"
    assert err.retry_after == 120
    assert code in str(err) and "req_1" in str(err)


def test_an_answer_not_in_the_gateway_shape_still_raises_typed(server: ScriptedServer) -> None:
    server.answer("GET", "/healthz", Answer(502, ["not", "the", "shape"]))
    with Plugboard(base_url=server.url, api_token="t") as pb, pytest.raises(InternalServerError) as caught:
        pb.request("GET", "/healthz")
    assert caught.value.code == "HTTP_502" and caught.value.status == 502


def test_async_errors_are_the_same_classes(server: ScriptedServer) -> None:
    server.answer("POST", "/webhooks/find", error(404, "NOT_FOUND"))

    async def main() -> None:
        async with AsyncPlugboard(base_url=server.url, api_token="t") as pb:
            await pb.request("POST", "/webhooks/find", json={"id": "x"})

    with pytest.raises(NotFoundError):
        asyncio.run(main())


def test_retry_after_as_seconds_or_http_date() -> None:
    now = time.time()
    assert parse_retry_after("7") == 7
    assert parse_retry_after(None) is None
    assert parse_retry_after("soon") is None
    assert parse_retry_after("-3") == 0
    date = email.utils.formatdate(now + 30, usegmt=True)
    assert 28 <= (parse_retry_after(date, now=now) or 0) <= 31


def test_a_client_needs_a_url_and_a_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PLUGBOARD_URL", raising=False)
    monkeypatch.delenv("PLUGBOARD_API_TOKEN", raising=False)
    with pytest.raises(ValueError, match="base_url"):
        Plugboard(api_token="t")
    monkeypatch.setenv("PLUGBOARD_URL", "http://127.0.0.1:1/")
    monkeypatch.setenv("PLUGBOARD_API_TOKEN", "pb_env")
    with Plugboard() as pb:
        assert pb.base_url == "http://127.0.0.1:1"
