from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_agent_key_policy_response_200 import GetAgentKeyPolicyResponse200
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/agent-keys/me",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetAgentKeyPolicyResponse200:
    if response.status_code == 200:
        response_200 = GetAgentKeyPolicyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GetAgentKeyPolicyResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | GetAgentKeyPolicyResponse200]:
    r"""What this agent key may do

     For the holder of an agent key (`Authorization: Bearer pb_agent_…`): the key's id and the limits it
    carries
    (environment, connections, tool patterns, read-only, confirmation, passthrough, budget, expiry), as
    the MCP
    server and `/api/tools/*` enforce them. Costs no call of the key's budget. A revoked or expired key
    answers
    401 `AGENT_KEY_REVOKED` or `AGENT_KEY_EXPIRED`, an unknown one 401 `UNAUTHORIZED`; every 401 carries
    `WWW-Authenticate: Bearer resource_metadata=\"…\"`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetAgentKeyPolicyResponse200]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> Error | GetAgentKeyPolicyResponse200 | None:
    r"""What this agent key may do

     For the holder of an agent key (`Authorization: Bearer pb_agent_…`): the key's id and the limits it
    carries
    (environment, connections, tool patterns, read-only, confirmation, passthrough, budget, expiry), as
    the MCP
    server and `/api/tools/*` enforce them. Costs no call of the key's budget. A revoked or expired key
    answers
    401 `AGENT_KEY_REVOKED` or `AGENT_KEY_EXPIRED`, an unknown one 401 `UNAUTHORIZED`; every 401 carries
    `WWW-Authenticate: Bearer resource_metadata=\"…\"`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetAgentKeyPolicyResponse200
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | GetAgentKeyPolicyResponse200]:
    r"""What this agent key may do

     For the holder of an agent key (`Authorization: Bearer pb_agent_…`): the key's id and the limits it
    carries
    (environment, connections, tool patterns, read-only, confirmation, passthrough, budget, expiry), as
    the MCP
    server and `/api/tools/*` enforce them. Costs no call of the key's budget. A revoked or expired key
    answers
    401 `AGENT_KEY_REVOKED` or `AGENT_KEY_EXPIRED`, an unknown one 401 `UNAUTHORIZED`; every 401 carries
    `WWW-Authenticate: Bearer resource_metadata=\"…\"`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetAgentKeyPolicyResponse200]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> Error | GetAgentKeyPolicyResponse200 | None:
    r"""What this agent key may do

     For the holder of an agent key (`Authorization: Bearer pb_agent_…`): the key's id and the limits it
    carries
    (environment, connections, tool patterns, read-only, confirmation, passthrough, budget, expiry), as
    the MCP
    server and `/api/tools/*` enforce them. Costs no call of the key's budget. A revoked or expired key
    answers
    401 `AGENT_KEY_REVOKED` or `AGENT_KEY_EXPIRED`, an unknown one 401 `UNAUTHORIZED`; every 401 carries
    `WWW-Authenticate: Bearer resource_metadata=\"…\"`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetAgentKeyPolicyResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
