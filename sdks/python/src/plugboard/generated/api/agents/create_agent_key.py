from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.agent_key_input import AgentKeyInput
from ...models.create_agent_key_response_200 import CreateAgentKeyResponse200
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: AgentKeyInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/agent-keys/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateAgentKeyResponse200 | Error:
    if response.status_code == 200:
        response_200 = CreateAgentKeyResponse200.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreateAgentKeyResponse200 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AgentKeyInput,
) -> Response[CreateAgentKeyResponse200 | Error]:
    """Create an agent key

     Creates a key an AI agent (an MCP client, or a framework calling `/api/tools/*`) authenticates with
    as
    `Authorization: Bearer pb_agent_…`. The key is bound to the API token's environment and limited to
    what
    the body says: the connections it reaches (all by default, also those created later), tool-name
    patterns,
    read-only, confirmation of writes, passthrough, a call budget and an expiry. The secret is answered
    here
    once and stored only as a keyed hash: keep it, or create another key. A key cannot be changed:
    revoke it
    and create a new one. At most `PLUGBOARD_MAX_AGENT_KEYS` (default 100) active keys (neither revoked
    nor
    expired) per environment (`QUOTA_EXCEEDED`). A connection of another environment answers
    `NOT_FOUND`.

    Args:
        body (AgentKeyInput): What an agent key may reach and do.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAgentKeyResponse200 | Error]
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
    body: AgentKeyInput,
) -> CreateAgentKeyResponse200 | Error | None:
    """Create an agent key

     Creates a key an AI agent (an MCP client, or a framework calling `/api/tools/*`) authenticates with
    as
    `Authorization: Bearer pb_agent_…`. The key is bound to the API token's environment and limited to
    what
    the body says: the connections it reaches (all by default, also those created later), tool-name
    patterns,
    read-only, confirmation of writes, passthrough, a call budget and an expiry. The secret is answered
    here
    once and stored only as a keyed hash: keep it, or create another key. A key cannot be changed:
    revoke it
    and create a new one. At most `PLUGBOARD_MAX_AGENT_KEYS` (default 100) active keys (neither revoked
    nor
    expired) per environment (`QUOTA_EXCEEDED`). A connection of another environment answers
    `NOT_FOUND`.

    Args:
        body (AgentKeyInput): What an agent key may reach and do.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAgentKeyResponse200 | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AgentKeyInput,
) -> Response[CreateAgentKeyResponse200 | Error]:
    """Create an agent key

     Creates a key an AI agent (an MCP client, or a framework calling `/api/tools/*`) authenticates with
    as
    `Authorization: Bearer pb_agent_…`. The key is bound to the API token's environment and limited to
    what
    the body says: the connections it reaches (all by default, also those created later), tool-name
    patterns,
    read-only, confirmation of writes, passthrough, a call budget and an expiry. The secret is answered
    here
    once and stored only as a keyed hash: keep it, or create another key. A key cannot be changed:
    revoke it
    and create a new one. At most `PLUGBOARD_MAX_AGENT_KEYS` (default 100) active keys (neither revoked
    nor
    expired) per environment (`QUOTA_EXCEEDED`). A connection of another environment answers
    `NOT_FOUND`.

    Args:
        body (AgentKeyInput): What an agent key may reach and do.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAgentKeyResponse200 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AgentKeyInput,
) -> CreateAgentKeyResponse200 | Error | None:
    """Create an agent key

     Creates a key an AI agent (an MCP client, or a framework calling `/api/tools/*`) authenticates with
    as
    `Authorization: Bearer pb_agent_…`. The key is bound to the API token's environment and limited to
    what
    the body says: the connections it reaches (all by default, also those created later), tool-name
    patterns,
    read-only, confirmation of writes, passthrough, a call budget and an expiry. The secret is answered
    here
    once and stored only as a keyed hash: keep it, or create another key. A key cannot be changed:
    revoke it
    and create a new one. At most `PLUGBOARD_MAX_AGENT_KEYS` (default 100) active keys (neither revoked
    nor
    expired) per environment (`QUOTA_EXCEEDED`). A connection of another environment answers
    `NOT_FOUND`.

    Args:
        body (AgentKeyInput): What an agent key may reach and do.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAgentKeyResponse200 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
