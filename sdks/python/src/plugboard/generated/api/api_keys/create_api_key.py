from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.api_key_input import ApiKeyInput
from ...models.create_api_key_response_200 import CreateApiKeyResponse200
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: ApiKeyInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/api-keys/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateApiKeyResponse200 | Error:
    if response.status_code == 200:
        response_200 = CreateApiKeyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreateApiKeyResponse200 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ApiKeyInput,
) -> Response[CreateApiKeyResponse200 | Error]:
    """Create an API key

     Creates another API key of the environment: sent as `x-svc-api-token` like the environment token, it
    allows
    the operations of its scopes only (403 `API_KEY_SCOPE_MISSING` for the others; each operation names
    the
    scope it needs as `x-plugboard-scope`). Scopes: `read` (reading connections, records and events),
    `write`
    (changing records at the tools, connections, field mappings, passthrough), `connect` (session and
    link
    tokens), `webhooks` (project webhooks), `agents` (agent keys and the agent tools), `admin` (API
    keys, OAuth
    apps, connect settings, the audit trail). The secret is answered here once and stored only as a
    keyed
    hash. At most 100 active keys per environment (`QUOTA_EXCEEDED`).

    Args:
        body (ApiKeyInput): A new API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateApiKeyResponse200 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ApiKeyInput,
) -> CreateApiKeyResponse200 | Error | None:
    """Create an API key

     Creates another API key of the environment: sent as `x-svc-api-token` like the environment token, it
    allows
    the operations of its scopes only (403 `API_KEY_SCOPE_MISSING` for the others; each operation names
    the
    scope it needs as `x-plugboard-scope`). Scopes: `read` (reading connections, records and events),
    `write`
    (changing records at the tools, connections, field mappings, passthrough), `connect` (session and
    link
    tokens), `webhooks` (project webhooks), `agents` (agent keys and the agent tools), `admin` (API
    keys, OAuth
    apps, connect settings, the audit trail). The secret is answered here once and stored only as a
    keyed
    hash. At most 100 active keys per environment (`QUOTA_EXCEEDED`).

    Args:
        body (ApiKeyInput): A new API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateApiKeyResponse200 | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ApiKeyInput,
) -> Response[CreateApiKeyResponse200 | Error]:
    """Create an API key

     Creates another API key of the environment: sent as `x-svc-api-token` like the environment token, it
    allows
    the operations of its scopes only (403 `API_KEY_SCOPE_MISSING` for the others; each operation names
    the
    scope it needs as `x-plugboard-scope`). Scopes: `read` (reading connections, records and events),
    `write`
    (changing records at the tools, connections, field mappings, passthrough), `connect` (session and
    link
    tokens), `webhooks` (project webhooks), `agents` (agent keys and the agent tools), `admin` (API
    keys, OAuth
    apps, connect settings, the audit trail). The secret is answered here once and stored only as a
    keyed
    hash. At most 100 active keys per environment (`QUOTA_EXCEEDED`).

    Args:
        body (ApiKeyInput): A new API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateApiKeyResponse200 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ApiKeyInput,
) -> CreateApiKeyResponse200 | Error | None:
    """Create an API key

     Creates another API key of the environment: sent as `x-svc-api-token` like the environment token, it
    allows
    the operations of its scopes only (403 `API_KEY_SCOPE_MISSING` for the others; each operation names
    the
    scope it needs as `x-plugboard-scope`). Scopes: `read` (reading connections, records and events),
    `write`
    (changing records at the tools, connections, field mappings, passthrough), `connect` (session and
    link
    tokens), `webhooks` (project webhooks), `agents` (agent keys and the agent tools), `admin` (API
    keys, OAuth
    apps, connect settings, the audit trail). The secret is answered here once and stored only as a
    keyed
    hash. At most 100 active keys per environment (`QUOTA_EXCEEDED`).

    Args:
        body (ApiKeyInput): A new API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateApiKeyResponse200 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
