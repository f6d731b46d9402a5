from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.protected_resource_metadata import ProtectedResourceMetadata
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/.well-known/oauth-protected-resource",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ProtectedResourceMetadata:
    if response.status_code == 200:
        response_200 = ProtectedResourceMetadata.from_dict(response.json())

        return response_200

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ProtectedResourceMetadata]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | ProtectedResourceMetadata]:
    """Protected resource metadata (RFC 9728)

     How a client authenticates to the gateway's agent endpoints (OAuth 2.0 Protected Resource Metadata,
    RFC
    9728): a bearer token in the `Authorization` header, i.e. an agent key created in the dashboard or
    with
    `createAgentKey`. No authorization server issues these keys, so none is listed. The MCP endpoint's
    own
    document is `/.well-known/oauth-protected-resource/mcp`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProtectedResourceMetadata]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Error | ProtectedResourceMetadata | None:
    """Protected resource metadata (RFC 9728)

     How a client authenticates to the gateway's agent endpoints (OAuth 2.0 Protected Resource Metadata,
    RFC
    9728): a bearer token in the `Authorization` header, i.e. an agent key created in the dashboard or
    with
    `createAgentKey`. No authorization server issues these keys, so none is listed. The MCP endpoint's
    own
    document is `/.well-known/oauth-protected-resource/mcp`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProtectedResourceMetadata
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | ProtectedResourceMetadata]:
    """Protected resource metadata (RFC 9728)

     How a client authenticates to the gateway's agent endpoints (OAuth 2.0 Protected Resource Metadata,
    RFC
    9728): a bearer token in the `Authorization` header, i.e. an agent key created in the dashboard or
    with
    `createAgentKey`. No authorization server issues these keys, so none is listed. The MCP endpoint's
    own
    document is `/.well-known/oauth-protected-resource/mcp`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ProtectedResourceMetadata]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Error | ProtectedResourceMetadata | None:
    """Protected resource metadata (RFC 9728)

     How a client authenticates to the gateway's agent endpoints (OAuth 2.0 Protected Resource Metadata,
    RFC
    9728): a bearer token in the `Authorization` header, i.e. an agent key created in the dashboard or
    with
    `createAgentKey`. No authorization server issues these keys, so none is listed. The MCP endpoint's
    own
    document is `/.well-known/oauth-protected-resource/mcp`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ProtectedResourceMetadata
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
