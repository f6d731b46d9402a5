"""The hand-written clients: `Plugboard` (sync) and `AsyncPlugboard` (asyncio), and their per-connection views.

Every request goes through one retrying transport (see _transport.py), so the generated functions under
`plugboard.generated` get the same retries, idempotency keys and typed errors when called with `client.api` or
`connection.api`.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator, Mapping
from typing import Any

import httpx

from ._errors import PlugboardError
from ._events import AsyncEventCatchUp, EventCatchUp
from ._paging import CursorGuard, action_next, list_body, unified_items_key, unified_path
from ._transport import AsyncRetryTransport, RetryPolicy, RetryTransport
from ._version import __version__
from .generated.client import AuthenticatedClient

DEFAULT_TIMEOUT = 60.0
_UNSET: Any = object()
Params = Mapping[str, str | int | float | bool | None]


def _settings(base_url: str | None, api_token: str | None) -> tuple[str, str]:
    base_url = base_url or os.environ.get("PLUGBOARD_URL")
    api_token = api_token or os.environ.get("PLUGBOARD_API_TOKEN")
    if not base_url:
        raise ValueError("base_url is required (or set PLUGBOARD_URL)")
    if not api_token:
        raise ValueError("api_token is required (or set PLUGBOARD_API_TOKEN)")
    return base_url.rstrip("/"), api_token


def _headers(api_token: str, extra: Mapping[str, str] | None) -> dict[str, str]:
    return {"x-svc-api-token": api_token, "user-agent": f"plugboard-python/{__version__}", **(extra or {})}


def _request_headers(headers: Mapping[str, str] | None, idempotency_key: str | None) -> dict[str, str]:
    out = dict(headers or {})
    if idempotency_key:
        out["Idempotency-Key"] = idempotency_key
    return out


def _clean(params: Params | None) -> dict[str, str] | None:
    if params is None:
        return None
    return {k: (str(v).lower() if isinstance(v, bool) else str(v)) for k, v in params.items() if v is not None}


def _decode(response: httpx.Response) -> Any:
    if not response.content:
        return None
    if "json" in response.headers.get("content-type", ""):
        return response.json()
    return response.text


def _result(body: Any) -> Any:
    """The payload of an `/api/...` answer (`{"result": ...}`)."""
    if isinstance(body, dict) and "result" in body:
        return body["result"]
    raise PlugboardError("the gateway's answer has no `result`", code="UNEXPECTED_RESPONSE")


def _result_object(body: Any) -> dict[str, Any]:
    """The payload of an `/api/...` answer whose `result` is an object."""
    result = _result(body)
    if not isinstance(result, dict):
        raise PlugboardError("the gateway's `result` is not an object", code="UNEXPECTED_RESPONSE")
    return result


def _object(body: Any) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise PlugboardError("the gateway's answer is not an object", code="UNEXPECTED_RESPONSE")
    return body


def _connection_id(connection_id: str | None) -> str:
    if not connection_id:
        raise ValueError("this view has no connection_id: pass it to connection(access_token, connection_id=...)")
    return connection_id


def _generated(base_url: str, token: str, header: str, http: httpx.Client | httpx.AsyncClient) -> AuthenticatedClient:
    api = AuthenticatedClient(base_url=base_url, token=token, prefix="", auth_header_name=header)
    if isinstance(http, httpx.AsyncClient):
        api.set_async_httpx_client(http)
    else:
        api.set_httpx_client(http)
    return api


# ---------------------------------------------------------------------------------------------------- sync


class Plugboard:
    """A client of one Plugboard environment, authenticated by its API token (`x-svc-api-token`).

    >>> pb = Plugboard(base_url="http://127.0.0.1:8080", api_token="pb_...")
    >>> for contact in pb.connection(access_token).list("crm/contacts"):
    ...     print(contact["email"])

    `timeout` (seconds, or an httpx.Timeout) bounds each attempt; `max_retries` and `max_retry_after` bound the
    retries of 429 and 503 answers (see RetryPolicy). `api` is the generated client (`plugboard.generated`) on the
    same transport, for every operation of the API with typed models. Close it (or use `with`) to free connections.
    """

    def __init__(
        self,
        base_url: str | None = None,
        api_token: str | None = None,
        *,
        timeout: float | httpx.Timeout = DEFAULT_TIMEOUT,
        max_retries: int = 3,
        max_retry_after: float = 60.0,
        headers: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url, self._api_token = _settings(base_url, api_token)
        self._timeout = timeout
        self._extra_headers = dict(headers or {})
        policy = RetryPolicy(max_retries=max_retries, max_retry_after=max_retry_after)
        self._transport = RetryTransport(transport or httpx.HTTPTransport(), policy)
        self._http = self._client({})
        self.api = _generated(self.base_url, self._api_token, "x-svc-api-token", self._http)
        # The older CRM interface authenticates with `svc-api-token` (same token) and takes the access token as a
        # parameter.
        self._legacy_http = self._client({"svc-api-token": self._api_token})
        self.legacy_api = _generated(self.base_url, self._api_token, "svc-api-token", self._legacy_http)

    def _client(self, headers: Mapping[str, str]) -> httpx.Client:
        # Every client shares the one transport (its connection pool and retry policy); only the root closes it.
        return httpx.Client(
            base_url=self.base_url,
            headers=_headers(self._api_token, {**self._extra_headers, **headers}),
            timeout=self._timeout,
            transport=self._transport,
        )

    def __enter__(self) -> Plugboard:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = _UNSET,
        params: Params | None = None,
        headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
        timeout: float | httpx.Timeout | None = None,
    ) -> Any:
        """One request on any path; answers the decoded body (JSON) and raises a PlugboardError on an error."""
        return _send(self._http, method, path, json, params, headers, idempotency_key, timeout)

    def connection(self, access_token: str, *, connection_id: str | None = None) -> Connection:
        """The view of one connection: each request also carries its access token (`x-svc-access-token`)."""
        return Connection(self, access_token, connection_id=connection_id)

    def create_session_token(self, integration_id: str | None = None, **fields: Any) -> dict[str, Any]:
        """Starts a connect session (`POST /api/auth/session-token`); answers `{sessionToken, expiresAt, ...}`."""
        body = {**({"integrationId": integration_id} if integration_id else {}), **fields}
        return _result_object(self.request("POST", "/api/auth/session-token", json=body))

    def exchange_session_token(self, session_token: str) -> dict[str, Any]:
        """Answers the connection a finished session made: `{connectionId, accessToken, integrationId}`."""
        answer = self.request("POST", "/api/auth/access-token", headers={"x-svc-session-token": session_token})
        return _result_object(answer)

    def connect_sandbox(self, integration_id: str) -> Connection:
        """Development environments only: makes a sandbox connection of the integration (a simulated tool,
        docs/sandbox.md) through the connect flow, and answers its view."""
        session = self.create_session_token(integration_id)["sessionToken"]
        self.request(
            "POST",
            "/api/connect/credentials",
            json={"integrationId": integration_id, "authMethodId": "sandbox", "credentials": {}},
            headers={"x-svc-session-token": session},
        )
        made = self.exchange_session_token(session)
        return Connection(self, made["accessToken"], connection_id=made.get("connectionId"))

    def create_webhook(self, url: str) -> dict[str, Any]:
        """Registers a project webhook (`POST /webhooks/create`); the answer's `secret` (`whsec_...`) is shown only
        here: keep it for verify_webhook."""
        return _object(_object(self.request("POST", "/webhooks/create", json={"url": url}))["webhook"])

    def test_webhook(self, webhook_id: str) -> dict[str, Any]:
        """Sends a signed `system.webhook.test` event to the webhook (`POST /webhooks/test`)."""
        return _object(self.request("POST", "/webhooks/test", json={"id": webhook_id}))

    def delete_webhook(self, webhook_id: str) -> None:
        self.request("POST", "/webhooks/delete", json={"id": webhook_id})

    def catch_up_events(
        self,
        after: str | None = None,
        *,
        type: str | None = None,
        connection_id: str | None = None,
        page_size: int | None = None,
    ) -> EventCatchUp:
        """The events after `after` (a saved `cursor`; None for the oldest kept), until the log is caught up.

        >>> events = pb.catch_up_events(saved_cursor)
        >>> for event in events:
        ...     handle(event)
        >>> saved_cursor = events.cursor
        """

        def fetch(cursor: str | None) -> dict[str, Any]:
            params = {"after": cursor, "type": type, "connectionId": connection_id, "limit": page_size}
            return _result_object(self.request("GET", "/api/events/list", params=params))

        return EventCatchUp(fetch, after)


class Connection:
    """One connection of the environment: unified lists, actions, passthrough and the older CRM interface."""

    def __init__(self, client: Plugboard, access_token: str, *, connection_id: str | None = None) -> None:
        self.client = client
        self.connection_id = connection_id
        self._access_token = access_token
        self._http = client._client({"x-svc-access-token": access_token})
        self.api = _generated(client.base_url, client._api_token, "x-svc-api-token", self._http)

    @property
    def access_token(self) -> str:
        return self._access_token

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = _UNSET,
        params: Params | None = None,
        headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
        timeout: float | httpx.Timeout | None = None,
    ) -> Any:
        return _send(self._http, method, path, json, params, headers, idempotency_key, timeout)

    def delete(self) -> None:
        """Deletes the connection (`POST /api/connections/delete`: the tool is asked to revoke the grant, then its
        credentials and synced cache are erased). Needs the view's `connection_id`: connect_sandbox sets it, and
        `connection(access_token, connection_id=...)` takes it."""
        self.request("POST", "/api/connections/delete", json={"id": _connection_id(self.connection_id)})

    def list(
        self,
        model: str,
        *,
        page_size: int | None = None,
        include_native: bool = False,
        include_additional: bool = False,
    ) -> Iterator[dict[str, Any]]:
        """Every record of a unified model (e.g. `"crm/contacts"`), following `nextPageCursor` across pages."""
        key, path, guard, cursor = unified_items_key(model), unified_path(model, "list"), CursorGuard(), None
        while True:
            body = list_body(cursor, page_size, include_native, include_additional)
            result = _result(self.request("POST", path, json=body))
            yield from result.get(key, [])
            cursor = result.get("nextPageCursor")
            if not cursor:
                return
            guard.check(cursor)

    def unified(self, model: str, operation: str, body: Any = None, *, idempotency_key: str | None = None) -> Any:
        """One unified operation (`get`, `create`, `update`, `delete`, `search`, ...); answers its `result`."""
        answer = self.request(
            "POST", unified_path(model, operation), json={} if body is None else body, idempotency_key=idempotency_key
        )
        return _result(answer)

    def action(self, integration_id: str, name: str, body: Any = None, *, idempotency_key: str | None = None) -> Any:
        """Runs an action of the connection's integration (`POST /api/actions/<integration>/<name>`)."""
        path = f"/api/actions/{integration_id}/{name.strip('/')}"
        return _result(self.request("POST", path, json={} if body is None else body, idempotency_key=idempotency_key))

    def iter_action(
        self, integration_id: str, name: str, body: Mapping[str, Any] | None = None, *, items: str
    ) -> Iterator[Any]:
        """The `items` of every page of a paged action (`nextPageLink`, `nextCursor` or `nextPageCursor`)."""
        page_body, guard = dict(body or {}), CursorGuard()
        while True:
            result = self.action(integration_id, name, page_body)
            yield from result.get(items, [])
            following = action_next(result)
            if following is None:
                return
            guard.check(following[1])
            page_body[following[0]] = following[1]

    def passthrough(
        self,
        method: str,
        path: str,
        *,
        query: Mapping[str, str | int | float | bool] | None = None,
        json: Any = _UNSET,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        """A raw request to the tool; answers `{"$native": {status, headers, body}, "data": ...}` whatever the
        tool's status."""
        body: dict[str, Any] = {"method": method.upper(), "path": path}
        if query:
            body["query"] = dict(query)
        if json is not _UNSET:
            body["json"] = json
        return _result_object(self.request("POST", "/api/passthrough", json=body, idempotency_key=idempotency_key))

    def legacy_contacts(self, *, all_fields: bool = False) -> Iterator[dict[str, Any]]:
        """Every contact through the older CRM interface (`GET /crm/contacts`, its `nextPageCursor`)."""
        return self.legacy_items("/crm/contacts", "contacts", {"allFields": all_fields or None})

    def legacy_items(self, path: str, items: str, params: Params | None = None) -> Iterator[Any]:
        """The `items` of every page of an older-interface list (query `cursor`, bare `nextPageCursor`)."""
        cursor: str | None = None
        guard = CursorGuard()
        while True:
            query = {**(params or {}), "accessToken": self._access_token, "cursor": cursor}
            page = _send(self.client._legacy_http, "GET", path, _UNSET, query, None, None, None)
            yield from page.get(items, [])
            cursor = page.get("nextPageCursor")
            if not cursor:
                return
            guard.check(cursor)


def _send(
    http: httpx.Client,
    method: str,
    path: str,
    json: Any,
    params: Params | None,
    headers: Mapping[str, str] | None,
    idempotency_key: str | None,
    timeout: float | httpx.Timeout | None,
) -> Any:
    kwargs: dict[str, Any] = {"params": _clean(params), "headers": _request_headers(headers, idempotency_key)}
    if json is not _UNSET:
        kwargs["json"] = json
    if timeout is not None:
        kwargs["timeout"] = timeout
    return _decode(http.request(method.upper(), path, **kwargs))


# ---------------------------------------------------------------------------------------------------- asyncio


class AsyncPlugboard:
    """The asyncio client: the same methods as Plugboard, awaited; iterators are `async for`. Cancelling the task
    of a call (e.g. `asyncio.wait_for`, `asyncio.timeout`) stops it, including a wait before a retry."""

    def __init__(
        self,
        base_url: str | None = None,
        api_token: str | None = None,
        *,
        timeout: float | httpx.Timeout = DEFAULT_TIMEOUT,
        max_retries: int = 3,
        max_retry_after: float = 60.0,
        headers: Mapping[str, str] | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url, self._api_token = _settings(base_url, api_token)
        self._timeout = timeout
        self._extra_headers = dict(headers or {})
        policy = RetryPolicy(max_retries=max_retries, max_retry_after=max_retry_after)
        self._transport = AsyncRetryTransport(transport or httpx.AsyncHTTPTransport(), policy)
        self._http = self._client({})
        self.api = _generated(self.base_url, self._api_token, "x-svc-api-token", self._http)
        self._legacy_http = self._client({"svc-api-token": self._api_token})
        self.legacy_api = _generated(self.base_url, self._api_token, "svc-api-token", self._legacy_http)

    def _client(self, headers: Mapping[str, str]) -> httpx.AsyncClient:
        return httpx.AsyncClient(
            base_url=self.base_url,
            headers=_headers(self._api_token, {**self._extra_headers, **headers}),
            timeout=self._timeout,
            transport=self._transport,
        )

    async def __aenter__(self) -> AsyncPlugboard:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = _UNSET,
        params: Params | None = None,
        headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
        timeout: float | httpx.Timeout | None = None,
    ) -> Any:
        return await _asend(self._http, method, path, json, params, headers, idempotency_key, timeout)

    def connection(self, access_token: str, *, connection_id: str | None = None) -> AsyncConnection:
        return AsyncConnection(self, access_token, connection_id=connection_id)

    async def create_session_token(self, integration_id: str | None = None, **fields: Any) -> dict[str, Any]:
        body = {**({"integrationId": integration_id} if integration_id else {}), **fields}
        return _result_object(await self.request("POST", "/api/auth/session-token", json=body))

    async def exchange_session_token(self, session_token: str) -> dict[str, Any]:
        answer = await self.request("POST", "/api/auth/access-token", headers={"x-svc-session-token": session_token})
        return _result_object(answer)

    async def connect_sandbox(self, integration_id: str) -> AsyncConnection:
        session = (await self.create_session_token(integration_id))["sessionToken"]
        await self.request(
            "POST",
            "/api/connect/credentials",
            json={"integrationId": integration_id, "authMethodId": "sandbox", "credentials": {}},
            headers={"x-svc-session-token": session},
        )
        made = await self.exchange_session_token(session)
        return AsyncConnection(self, made["accessToken"], connection_id=made.get("connectionId"))

    async def create_webhook(self, url: str) -> dict[str, Any]:
        return _object(_object(await self.request("POST", "/webhooks/create", json={"url": url}))["webhook"])

    async def test_webhook(self, webhook_id: str) -> dict[str, Any]:
        return _object(await self.request("POST", "/webhooks/test", json={"id": webhook_id}))

    async def delete_webhook(self, webhook_id: str) -> None:
        await self.request("POST", "/webhooks/delete", json={"id": webhook_id})

    def catch_up_events(
        self,
        after: str | None = None,
        *,
        type: str | None = None,
        connection_id: str | None = None,
        page_size: int | None = None,
    ) -> AsyncEventCatchUp:
        async def fetch(cursor: str | None) -> dict[str, Any]:
            params = {"after": cursor, "type": type, "connectionId": connection_id, "limit": page_size}
            return _result_object(await self.request("GET", "/api/events/list", params=params))

        return AsyncEventCatchUp(fetch, after)


class AsyncConnection:
    """The asyncio view of one connection (see Connection)."""

    def __init__(self, client: AsyncPlugboard, access_token: str, *, connection_id: str | None = None) -> None:
        self.client = client
        self.connection_id = connection_id
        self._access_token = access_token
        self._http = client._client({"x-svc-access-token": access_token})
        self.api = _generated(client.base_url, client._api_token, "x-svc-api-token", self._http)

    @property
    def access_token(self) -> str:
        return self._access_token

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = _UNSET,
        params: Params | None = None,
        headers: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
        timeout: float | httpx.Timeout | None = None,
    ) -> Any:
        return await _asend(self._http, method, path, json, params, headers, idempotency_key, timeout)

    async def delete(self) -> None:
        await self.request("POST", "/api/connections/delete", json={"id": _connection_id(self.connection_id)})

    async def list(
        self,
        model: str,
        *,
        page_size: int | None = None,
        include_native: bool = False,
        include_additional: bool = False,
    ) -> AsyncIterator[dict[str, Any]]:
        key, path, guard, cursor = unified_items_key(model), unified_path(model, "list"), CursorGuard(), None
        while True:
            body = list_body(cursor, page_size, include_native, include_additional)
            result = _result(await self.request("POST", path, json=body))
            for record in result.get(key, []):
                yield record
            cursor = result.get("nextPageCursor")
            if not cursor:
                return
            guard.check(cursor)

    async def unified(self, model: str, operation: str, body: Any = None, *, idempotency_key: str | None = None) -> Any:
        answer = await self.request(
            "POST", unified_path(model, operation), json={} if body is None else body, idempotency_key=idempotency_key
        )
        return _result(answer)

    async def action(
        self, integration_id: str, name: str, body: Any = None, *, idempotency_key: str | None = None
    ) -> Any:
        path = f"/api/actions/{integration_id}/{name.strip('/')}"
        answer = await self.request("POST", path, json={} if body is None else body, idempotency_key=idempotency_key)
        return _result(answer)

    async def iter_action(
        self, integration_id: str, name: str, body: Mapping[str, Any] | None = None, *, items: str
    ) -> AsyncIterator[Any]:
        page_body, guard = dict(body or {}), CursorGuard()
        while True:
            result = await self.action(integration_id, name, page_body)
            for item in result.get(items, []):
                yield item
            following = action_next(result)
            if following is None:
                return
            guard.check(following[1])
            page_body[following[0]] = following[1]

    async def passthrough(
        self,
        method: str,
        path: str,
        *,
        query: Mapping[str, str | int | float | bool] | None = None,
        json: Any = _UNSET,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        body: dict[str, Any] = {"method": method.upper(), "path": path}
        if query:
            body["query"] = dict(query)
        if json is not _UNSET:
            body["json"] = json
        return _result_object(
            await self.request("POST", "/api/passthrough", json=body, idempotency_key=idempotency_key)
        )

    def legacy_contacts(self, *, all_fields: bool = False) -> AsyncIterator[dict[str, Any]]:
        return self.legacy_items("/crm/contacts", "contacts", {"allFields": all_fields or None})

    async def legacy_items(self, path: str, items: str, params: Params | None = None) -> AsyncIterator[Any]:
        cursor: str | None = None
        guard = CursorGuard()
        while True:
            query = {**(params or {}), "accessToken": self._access_token, "cursor": cursor}
            page = await _asend(self.client._legacy_http, "GET", path, _UNSET, query, None, None, None)
            for item in page.get(items, []):
                yield item
            cursor = page.get("nextPageCursor")
            if not cursor:
                return
            guard.check(cursor)


async def _asend(
    http: httpx.AsyncClient,
    method: str,
    path: str,
    json: Any,
    params: Params | None,
    headers: Mapping[str, str] | None,
    idempotency_key: str | None,
    timeout: float | httpx.Timeout | None,
) -> Any:
    kwargs: dict[str, Any] = {"params": _clean(params), "headers": _request_headers(headers, idempotency_key)}
    if json is not _UNSET:
        kwargs["json"] = json
    if timeout is not None:
        kwargs["timeout"] = timeout
    return _decode(await http.request(method.upper(), path, **kwargs))
