"""Retries of 429 and 503, Retry-After, Idempotency-Key, timeouts and cancellation (sync and asyncio)."""

from __future__ import annotations

import asyncio
import time

import pytest
from support import Answer, ScriptedServer, error, ok

from plugboard import (
    APIConnectionError,
    APITimeoutError,
    AsyncPlugboard,
    InternalServerError,
    Plugboard,
    RateLimitError,
)
from plugboard.generated.api.unified import crm_contacts_create
from plugboard.generated.models import CrmContactsCreateBody

CREATE = "/api/unifications/crm/contacts/create"
LIST = "/api/unifications/crm/contacts/list"
CONTACT = {
    "id": "9",
    "nativeId": "9",
    "firstName": "Ada",
    "lastName": "Lovelace",
    "email": "ada@example.com",
    "phone": None,
    "jobTitle": None,
    "accountId": None,
    "ownerId": None,
    "createdTime": "2025-01-20T16:42:10.000Z",
    "modifiedTime": "2025-01-20T16:42:10.000Z",
}


def client(server: ScriptedServer, **kwargs: object) -> Plugboard:
    return Plugboard(base_url=server.url, api_token="pb_test", **kwargs)  # type: ignore[arg-type]


def test_a_write_retried_after_429_keeps_one_idempotency_key(server: ScriptedServer) -> None:
    server.answer("POST", CREATE, error(429, "RATE_LIMITED", retry_after="0"), ok({"contact": {"id": "1"}}))
    with client(server) as pb:
        result = pb.connection("pb_conn").unified("crm/contacts", "create", {"contact": {"firstName": "Ada"}})
    assert result == {"contact": {"id": "1"}}
    attempts = server.to("POST", CREATE)
    assert len(attempts) == 2
    keys = {a.headers.get("idempotency-key") for a in attempts}
    assert len(keys) == 1 and None not in keys
    assert attempts[0].headers["x-svc-access-token"] == "pb_conn"
    assert attempts[0].headers["x-svc-api-token"] == "pb_test"


def test_each_logical_write_gets_its_own_key_and_a_given_key_is_kept(server: ScriptedServer) -> None:
    server.answer("POST", CREATE, ok({}), ok({}), ok({}))
    with client(server) as pb:
        conn = pb.connection("pb_conn")
        conn.unified("crm/contacts", "create", {"contact": {}})
        conn.unified("crm/contacts", "create", {"contact": {}})
        conn.unified("crm/contacts", "create", {"contact": {}}, idempotency_key="mine-1")
    keys = [a.headers.get("idempotency-key") for a in server.to("POST", CREATE)]
    assert keys[0] and keys[1] and keys[0] != keys[1]
    assert keys[2] == "mine-1"


def test_reads_and_operations_without_keys_get_none(server: ScriptedServer) -> None:
    server.answer("POST", LIST, ok({"contacts": [], "nextPageCursor": None}))
    server.answer("POST", "/webhooks/create", Answer(200, {"webhook": {"id": "w"}}))
    native = {"$native": {"status": 200, "headers": {}, "body": {}}, "data": {}}
    server.answer("POST", "/api/passthrough", ok(native), ok(native))
    with client(server) as pb:
        conn = pb.connection("pb_conn")
        list(conn.list("crm/contacts"))
        pb.request("POST", "/webhooks/create", json={"url": "https://example.com/h"})
        conn.passthrough("GET", "/v1/users")
        conn.passthrough("POST", "/v1/users", json={"name": "Ada"})
    assert "idempotency-key" not in server.to("POST", LIST)[0].headers
    assert "idempotency-key" not in server.to("POST", "/webhooks/create")[0].headers
    read, write = server.to("POST", "/api/passthrough")
    assert "idempotency-key" not in read.headers
    assert write.headers["idempotency-key"]


def test_retry_after_is_honoured(server: ScriptedServer) -> None:
    server.answer(
        "POST", LIST, error(429, "RATE_LIMITED", retry_after="1"), ok({"contacts": [], "nextPageCursor": None})
    )
    with client(server) as pb:
        started = time.monotonic()
        list(pb.connection("c").list("crm/contacts"))
        elapsed = time.monotonic() - started
    assert elapsed >= 1.0
    assert len(server.to("POST", LIST)) == 2


def test_a_retry_after_over_the_bound_raises_at_once(server: ScriptedServer) -> None:
    server.answer("POST", LIST, error(429, "RATE_LIMITED", retry_after="3600"))
    with client(server, max_retry_after=30) as pb:
        started = time.monotonic()
        with pytest.raises(RateLimitError) as caught:
            list(pb.connection("c").list("crm/contacts"))
    assert time.monotonic() - started < 1
    assert caught.value.retry_after == 3600
    assert caught.value.code == "RATE_LIMITED" and caught.value.status == 429
    assert len(server.to("POST", LIST)) == 1


def test_retries_are_bounded(server: ScriptedServer) -> None:
    server.answer("POST", LIST, *[error(429, "RATE_LIMITED", retry_after="0") for _ in range(5)])
    with client(server, max_retries=2) as pb, pytest.raises(RateLimitError) as caught:
        list(pb.connection("c").list("crm/contacts"))
    assert len(server.to("POST", LIST)) == 3
    assert caught.value.request_id == "req_3"


def test_503_is_retried_for_reads_and_keyed_writes_but_not_other_writes(server: ScriptedServer) -> None:
    unavailable = error(503, "STORE_UNAVAILABLE", retry_after="0")
    server.answer("POST", LIST, unavailable, ok({"contacts": [{"id": "1"}], "nextPageCursor": None}))
    server.answer("POST", CREATE, unavailable, ok({"contact": {"id": "2"}}))
    server.answer("POST", "/webhooks/create", unavailable, Answer(200, {"webhook": {}}))
    with client(server) as pb:
        conn = pb.connection("c")
        assert [c["id"] for c in conn.list("crm/contacts")] == ["1"]
        assert conn.unified("crm/contacts", "create", {"contact": {}}) == {"contact": {"id": "2"}}
        with pytest.raises(InternalServerError) as caught:
            pb.request("POST", "/webhooks/create", json={"url": "https://example.com"})
    assert caught.value.code == "STORE_UNAVAILABLE" and caught.value.status == 503
    assert len(server.to("POST", "/webhooks/create")) == 1


def test_idempotency_key_in_use_waits_for_the_first_answer(server: ScriptedServer) -> None:
    server.answer("POST", CREATE, error(409, "IDEMPOTENCY_KEY_IN_USE", retry_after="0"), ok({"contact": {"id": "3"}}))
    with client(server) as pb:
        assert pb.connection("c").unified("crm/contacts", "create", {"contact": {}}) == {"contact": {"id": "3"}}
    assert len(server.to("POST", CREATE)) == 2


def test_generated_functions_share_retries_keys_and_typed_errors(server: ScriptedServer) -> None:
    server.answer(
        "POST",
        CREATE,
        error(429, "RATE_LIMITED", retry_after="0"),
        ok({"contact": CONTACT}),
        error(400, "VALIDATION_FAILED", details=[{"field": "contact", "rule": "required", "message": "x"}]),
    )
    with client(server) as pb:
        conn = pb.connection("pb_conn")
        body = CrmContactsCreateBody.from_dict({"contact": {"firstName": "Ada"}})
        answer = crm_contacts_create.sync_detailed(client=conn.api, body=body)
        assert answer.status_code == 200
        assert answer.parsed is not None and answer.parsed.to_dict()["result"]["contact"]["email"] == "ada@example.com"
        from plugboard import BadRequestError

        with pytest.raises(BadRequestError) as caught:
            crm_contacts_create.sync_detailed(client=conn.api, body=body)
    assert caught.value.details[0]["field"] == "contact"
    first, second = server.to("POST", CREATE)[:2]
    assert first.headers["idempotency-key"] == second.headers["idempotency-key"]
    assert first.headers["x-svc-access-token"] == "pb_conn"


def test_a_timed_out_write_is_sent_again_under_its_key(server: ScriptedServer) -> None:
    server.answer("POST", CREATE, Answer(200, {"result": {}}, delay=1.0), ok({"contact": {"id": "4"}}))
    with client(server, timeout=0.3) as pb:
        assert pb.connection("c").unified("crm/contacts", "create", {"contact": {}}) == {"contact": {"id": "4"}}
    first, second = server.to("POST", CREATE)
    assert first.headers["idempotency-key"] == second.headers["idempotency-key"]


def test_a_body_that_stalls_counts_as_a_timeout(server: ScriptedServer) -> None:
    server.answer("POST", CREATE, Answer(200, {"result": {}}, body_delay=1.0), ok({"contact": {"id": "6"}}))
    server.answer("GET", "/healthz", Answer(200, {"status": "ok"}, body_delay=1.0))
    with client(server, timeout=0.3, max_retries=0) as pb:
        with pytest.raises(APITimeoutError):
            pb.request("GET", "/healthz")
    with client(server, timeout=0.3) as pb:
        assert pb.connection("c").unified("crm/contacts", "create", {"contact": {}}) == {"contact": {"id": "6"}}
    first, second = server.to("POST", CREATE)
    assert first.headers["idempotency-key"] == second.headers["idempotency-key"]


def test_a_timed_out_write_without_a_key_is_not_repeated(server: ScriptedServer) -> None:
    server.answer("POST", "/webhooks/create", Answer(200, {"webhook": {}}, delay=1.0))
    with client(server, timeout=0.3) as pb, pytest.raises(APITimeoutError):
        pb.request("POST", "/webhooks/create", json={"url": "https://example.com"})
    assert len(server.to("POST", "/webhooks/create")) == 1


def test_an_unreachable_gateway_raises_a_connection_error() -> None:
    with (
        Plugboard(base_url="http://127.0.0.1:9", api_token="t", max_retries=1) as pb,
        pytest.raises(APIConnectionError) as caught,
    ):
        pb.request("GET", "/healthz")
    assert caught.value.status is None


def test_async_write_retried_after_429_keeps_one_key(server: ScriptedServer) -> None:
    server.answer("POST", CREATE, error(429, "RATE_LIMITED", retry_after="0"), ok({"contact": {"id": "5"}}))

    async def main() -> object:
        async with AsyncPlugboard(base_url=server.url, api_token="pb_test") as pb:
            return await pb.connection("c").unified("crm/contacts", "create", {"contact": {}})

    assert asyncio.run(main()) == {"contact": {"id": "5"}}
    first, second = server.to("POST", CREATE)
    assert first.headers["idempotency-key"] == second.headers["idempotency-key"]


def test_async_cancellation_stops_a_wait_for_retry_after(server: ScriptedServer) -> None:
    server.answer("POST", LIST, error(429, "RATE_LIMITED", retry_after="30"), ok({"contacts": []}))

    async def main() -> float:
        async with AsyncPlugboard(base_url=server.url, api_token="t") as pb:
            started = time.monotonic()
            task = asyncio.create_task(pb.connection("c").unified("crm/contacts", "list"))
            await asyncio.sleep(0.3)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            return time.monotonic() - started

    assert asyncio.run(main()) < 2
    assert len(server.to("POST", LIST)) == 1


def test_async_cancellation_stops_a_slow_answer(server: ScriptedServer) -> None:
    server.answer("GET", "/healthz", Answer(200, {"status": "ok"}, delay=3))

    async def main() -> float:
        async with AsyncPlugboard(base_url=server.url, api_token="t") as pb:
            started = time.monotonic()
            with pytest.raises(asyncio.TimeoutError):
                await asyncio.wait_for(pb.request("GET", "/healthz"), 0.3)
            return time.monotonic() - started

    assert asyncio.run(main()) < 1.5
