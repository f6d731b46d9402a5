"""End-to-end against a live gateway (scripts/sdk-e2e/gateway.ts, started by scripts/test-sdks.sh, which exports
its description as PLUGBOARD_E2E): the sync and asyncio clients on the embedded store, a sandbox connection, a
HubSpot connection on a fake HubSpot that records what reaches it, and webhooks delivered to a receiver here."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from plugboard import (
    AsyncPlugboard,
    AuthenticationError,
    ConflictError,
    NotFoundError,
    Plugboard,
    RateLimitError,
    verify_webhook,
)
from plugboard.generated.api.unified import crm_contacts_list
from plugboard.generated.models import UnifiedListRequest
from plugboard.generated.types import UNSET

E2E: dict[str, Any] = json.loads(os.environ.get("PLUGBOARD_E2E") or "null") or {}
pytestmark = pytest.mark.skipif(not E2E, reason="PLUGBOARD_E2E is not set (scripts/test-sdks.sh sets it)")
SDK_ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def pb() -> Iterator[Plugboard]:
    with Plugboard(base_url=E2E["url"], api_token=E2E["apiToken"]) as client:
        yield client


def control(method: str, path: str, body: Any = None) -> Any:
    """The fake HubSpot's control server (what reached the tool; failures and delays to queue)."""
    answer = httpx.request(method, E2E["tool"]["control"] + path, json=body, timeout=10)
    answer.raise_for_status()
    return answer.json() if answer.content else None


def new_contact(tag: str) -> dict[str, Any]:
    return {"contact": {"firstName": "Py", "lastName": tag, "email": f"{tag}@example.com"}}


class Receiver:
    """A webhook receiver on 127.0.0.1 keeping each delivery's raw body and headers."""

    def __init__(self) -> None:
        self.deliveries: list[tuple[bytes, dict[str, str]]] = []
        self._arrived = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                with receiver._arrived:
                    receiver.deliveries.append((body, dict(self.headers.items())))
                    receiver._arrived.notify_all()
                self.send_response(204)
                self.end_headers()

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}/plugboard"
        threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def wait_for(self, event_id: str, timeout: float = 30) -> tuple[bytes, dict[str, str]]:
        deadline = time.monotonic() + timeout
        with self._arrived:
            while True:
                for body, headers in self.deliveries:
                    if json.loads(body).get("eventId") == event_id:
                        return body, headers
                left = deadline - time.monotonic()
                assert left > 0, f"no delivery of {event_id} in {timeout} s"
                self._arrived.wait(left)

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def test_session_token_and_a_sandbox_connection_made_through_the_connect_flow(pb: Plugboard) -> None:
    session = pb.create_session_token("hubspot")
    assert session["sessionToken"] and session["expiresAt"]
    conn = pb.connect_sandbox("hubspot")
    assert conn.connection_id and conn.access_token
    try:
        assert len(list(conn.list("crm/contacts", page_size=20))) == 25
    finally:
        conn.delete()
    with pytest.raises(AuthenticationError):
        conn.unified("crm/contacts", "list")


def test_a_unified_list_across_pages(pb: Plugboard) -> None:
    conn = pb.connection(E2E["sandbox"]["accessToken"])
    pages: list[int] = []
    # 25 seeded records (more when another suite wrote some): at least 3 pages of 10.
    ids = [c["id"] for c in conn.list("crm/contacts", page_size=10)]
    assert len(ids) >= 25 and len(set(ids)) == len(ids)
    # The same walk by hand with the generated (typed) operation, on the same transport.
    cursor = None
    while True:
        page = crm_contacts_list.sync(client=conn.api, body=UnifiedListRequest(page_size=10, cursor=cursor or UNSET))
        result = page.result  # type: ignore[union-attr]
        pages.append(len(result.contacts))
        cursor = result.next_page_cursor
        if not cursor:
            break
    assert len(pages) >= 3 and pages[:2] == [10, 10] and sum(pages) == len(ids)


def test_a_write_retried_under_a_429_reaches_the_tool_once(pb: Plugboard) -> None:
    conn = pb.connection(E2E["tool"]["accessToken"])
    control("POST", "/reset")
    # The tool refuses the next write with 429 and Retry-After: 1 (its daily limit: the gateway does not retry it).
    control("POST", "/fail-writes", {"times": 1, "retryAfterSeconds": 1})
    started = time.monotonic()
    created = conn.unified("crm/contacts", "create", new_contact(f"retry-{uuid.uuid4().hex[:8]}"))
    assert created["contact"]["id"]
    assert time.monotonic() - started >= 1.0  # the SDK waited for Retry-After
    writes = control("GET", "/writes")
    assert writes["attempts"] == 2 and writes["accepted"] == 1


def test_a_write_retried_after_a_timeout_is_made_once(pb: Plugboard) -> None:
    control("POST", "/reset")
    # The tool writes at once but answers 3 s late: the SDK's 2 s timeout sends the write again under the same
    # Idempotency-Key, and the gateway waits for the first answer instead of writing twice.
    control("POST", "/delay-writes", {"ms": 3000, "times": 1})
    with Plugboard(base_url=E2E["url"], api_token=E2E["apiToken"], timeout=2.0) as quick:
        created = quick.connection(E2E["tool"]["accessToken"]).unified(
            "crm/contacts", "create", new_contact(f"timeout-{uuid.uuid4().hex[:8]}")
        )
    assert created["contact"]["id"]
    writes = control("GET", "/writes")
    assert writes["attempts"] == 1 and writes["accepted"] == 1


def test_an_action_and_passthrough(pb: Plugboard) -> None:
    conn = pb.connection(E2E["sandbox"]["accessToken"])
    ids = list(conn.iter_action("hubspot", "lists/members", {"listId": "1", "objectType": "contact"}, items="ids"))
    assert ids and all(isinstance(i, str) for i in ids)
    answer = conn.passthrough("GET", "/crm/v3/objects/contacts", query={"limit": 2})
    assert answer["$native"]["status"] == 200
    assert "data" in answer


def test_the_older_interface_pages_by_its_cursor(pb: Plugboard) -> None:
    contacts = list(pb.connection(E2E["sandbox"]["accessToken"]).legacy_contacts())
    assert len(contacts) >= 25


def test_a_webhook_delivery_verified_and_the_event_log_caught_up(pb: Plugboard) -> None:
    receiver = Receiver()
    webhook = pb.create_webhook(receiver.url)
    try:
        start = pb.catch_up_events()
        for _ in start:
            pass
        saved = start.cursor
        sent = pb.test_webhook(webhook["id"])
        body, headers = receiver.wait_for(sent["eventId"])
        event = verify_webhook(body, headers, secret=webhook["secret"])
        assert event["eventId"] == sent["eventId"] and event["eventType"] == "system.webhook.test"
        assert verify_webhook(body, headers, api_token=E2E["apiToken"]) == event
        # From the cursor saved before the test event: exactly what happened since, then caught up.
        # From the cursor saved before the test event: what happened since (other events too: the initial syncs of
        # connections other tests made land at their own pace), then caught up.
        catch_up = pb.catch_up_events(saved, page_size=2)
        since = [e["eventId"] for e in catch_up]
        assert sent["eventId"] in since and len(since) == len(set(since))
        assert catch_up.cursor and catch_up.cursor != saved
        tests = pb.catch_up_events(saved, type="system.webhook.test")
        assert [e["eventId"] for e in tests] == [sent["eventId"]]
        assert list(pb.catch_up_events(tests.cursor, type="system.webhook.test")) == []
    finally:
        pb.delete_webhook(webhook["id"])
        receiver.close()


def test_error_types_401_404_409_429(pb: Plugboard) -> None:
    with (
        Plugboard(base_url=E2E["url"], api_token="pb_dev_not-a-token") as wrong,
        pytest.raises(AuthenticationError) as e401,
    ):
        wrong.request("POST", "/webhooks/list")
    assert (e401.value.status, e401.value.code) == (401, "UNAUTHORIZED") and e401.value.request_id

    with pytest.raises(NotFoundError) as e404:
        pb.request("POST", "/webhooks/find", json={"id": "wh_does_not_exist"})
    assert (e404.value.status, e404.value.code) == (404, "NOT_FOUND") and e404.value.request_id

    # A session the end user has not finished cannot be exchanged.
    with pytest.raises(ConflictError) as e409:
        pb.exchange_session_token(pb.create_session_token("hubspot")["sessionToken"])
    assert (e409.value.status, e409.value.code) == (409, "SESSION_NOT_AUTHORIZED") and e409.value.request_id
    # One Idempotency-Key for two different writes (on a sandbox connection of this test's own).
    own = pb.connect_sandbox("hubspot")
    try:
        key = f"py-{uuid.uuid4()}"
        own.unified("crm/contacts", "create", new_contact("k1"), idempotency_key=key)
        with pytest.raises(ConflictError) as reused:
            own.unified("crm/contacts", "create", new_contact("k2"), idempotency_key=key)
        assert reused.value.code == "IDEMPOTENCY_KEY_REUSED"
    finally:
        own.delete()

    conn = pb.connection(E2E["sandbox"]["accessToken"])
    faults = {"id": E2E["sandbox"]["connectionId"], "sandbox": {"faults": {"rateLimit": {"count": 20}}}}
    conn.request("POST", "/api/connections/update", json=faults)
    try:
        with Plugboard(base_url=E2E["url"], api_token=E2E["apiToken"], max_retries=0) as once:
            with pytest.raises(RateLimitError) as e429:
                list(once.connection(E2E["sandbox"]["accessToken"]).list("crm/contacts"))
        assert (e429.value.status, e429.value.code) == (429, "RATE_LIMITED") and e429.value.request_id
    finally:
        conn.request("POST", "/api/connections/update", json={"id": faults["id"], "sandbox": {"faults": None}})


def test_the_async_client() -> None:
    async def main() -> None:
        async with AsyncPlugboard(base_url=E2E["url"], api_token=E2E["apiToken"]) as pb:
            sandbox = pb.connection(E2E["sandbox"]["accessToken"])
            ids = [c["id"] async for c in sandbox.list("crm/contacts", page_size=10)]
            assert len(ids) >= 25 and len(set(ids)) == len(ids)
            members = [
                i
                async for i in sandbox.iter_action(
                    "hubspot", "lists/members", {"listId": "1", "objectType": "contact"}, items="ids"
                )
            ]
            assert members
            assert (await sandbox.passthrough("GET", "/crm/v3/objects/contacts"))["$native"]["status"] == 200

            control("POST", "/reset")
            control("POST", "/fail-writes", {"times": 1, "retryAfterSeconds": 1})
            tool = pb.connection(E2E["tool"]["accessToken"])
            created = await tool.unified("crm/contacts", "create", new_contact(f"async-{uuid.uuid4().hex[:8]}"))
            assert created["contact"]["id"]
            writes = control("GET", "/writes")
            assert writes["attempts"] == 2 and writes["accepted"] == 1

            with pytest.raises(NotFoundError):
                await pb.request("POST", "/webhooks/find", json={"id": "wh_does_not_exist"})

            catch_up = pb.catch_up_events()
            async for _ in catch_up:
                pass
            assert catch_up.cursor
            # A slow call is cancelled by its caller's deadline.
            control("POST", "/delay-writes", {"ms": 3000, "times": 1})
            with pytest.raises(asyncio.TimeoutError):
                await asyncio.wait_for(tool.unified("crm/contacts", "create", new_contact("cancelled")), 0.5)

    asyncio.run(main())


def test_the_readme_quickstart_runs_as_written(tmp_path: Path) -> None:
    """The README's program, run as a user would: from the package pip installed (test.sh installs it into
    PLUGBOARD_SDK_INSTALLED; src/ when run alone), in a folder of its own."""
    readme = (SDK_ROOT / "README.md").read_text(encoding="utf-8")
    program = re.search(r"## Quickstart.*?```python\n(.*?)```", readme, re.S)
    assert program, "README.md has a Quickstart python block"
    installed = os.environ.get("PLUGBOARD_SDK_INSTALLED") or str(SDK_ROOT / "src")
    if os.environ.get("PLUGBOARD_SDK_INSTALLED"):
        # test.sh installs it beside the other steps: wait for its marker.
        deadline = time.monotonic() + 180
        while not Path(installed + ".done").exists():
            assert not Path(installed + ".failed").exists(), "pip install ./sdks/python failed (see test.sh's log)"
            assert time.monotonic() < deadline, "pip install ./sdks/python did not finish in 180 s"
            time.sleep(0.2)
    env = {
        **os.environ,
        "PYTHONPATH": installed,
        "PLUGBOARD_URL": E2E["url"],
        "PLUGBOARD_API_TOKEN": E2E["apiToken"],
    }
    script = tmp_path / "quickstart.py"
    script.write_text(program.group(1) + "\nimport plugboard\nprint(plugboard.__file__)\n", encoding="utf-8")
    done = subprocess.run(  # noqa: S603 (the README's own program)
        [sys.executable, "-B", str(script)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    *lines, origin = done.stdout.splitlines()
    assert origin.startswith(installed)
    assert len(lines) == 26 and lines[-1].startswith("verified system.webhook.test evt_")
