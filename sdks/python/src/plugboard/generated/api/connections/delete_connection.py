from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_connection_response_200 import DeleteConnectionResponse200
from ...models.error import Error
from ...models.id_request import IdRequest
from ...types import Response


def _get_kwargs(
    *,
    body: IdRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/connections/delete",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeleteConnectionResponse200 | Error:
    if response.status_code == 200:
        response_200 = DeleteConnectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DeleteConnectionResponse200 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: IdRequest,
) -> Response[DeleteConnectionResponse200 | Error]:
    """Delete a connection

     Deletes a connection of the environment: the tool is first asked to revoke the grant (the manifest's
    `revoke`),
    then its credentials and synced cache are erased. `connection.deleted` (ConnectorEvent `revocation`)
    says
    whether the tool revoked it; a failed revocation is retried (docs/security.md#credential-custody).

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteConnectionResponse200 | Error]
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
    body: IdRequest,
) -> DeleteConnectionResponse200 | Error | None:
    """Delete a connection

     Deletes a connection of the environment: the tool is first asked to revoke the grant (the manifest's
    `revoke`),
    then its credentials and synced cache are erased. `connection.deleted` (ConnectorEvent `revocation`)
    says
    whether the tool revoked it; a failed revocation is retried (docs/security.md#credential-custody).

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteConnectionResponse200 | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: IdRequest,
) -> Response[DeleteConnectionResponse200 | Error]:
    """Delete a connection

     Deletes a connection of the environment: the tool is first asked to revoke the grant (the manifest's
    `revoke`),
    then its credentials and synced cache are erased. `connection.deleted` (ConnectorEvent `revocation`)
    says
    whether the tool revoked it; a failed revocation is retried (docs/security.md#credential-custody).

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteConnectionResponse200 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: IdRequest,
) -> DeleteConnectionResponse200 | Error | None:
    """Delete a connection

     Deletes a connection of the environment: the tool is first asked to revoke the grant (the manifest's
    `revoke`),
    then its credentials and synced cache are erased. `connection.deleted` (ConnectorEvent `revocation`)
    says
    whether the tool revoked it; a failed revocation is retried (docs/security.md#credential-custody).

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteConnectionResponse200 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
