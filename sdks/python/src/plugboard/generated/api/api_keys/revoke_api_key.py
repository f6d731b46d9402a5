from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.id_request import IdRequest
from ...models.revoke_api_key_response_200 import RevokeApiKeyResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: IdRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/api-keys/revoke",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RevokeApiKeyResponse200:
    if response.status_code == 200:
        response_200 = RevokeApiKeyResponse200.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RevokeApiKeyResponse200]:
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
) -> Response[Error | RevokeApiKeyResponse200]:
    """Revoke an API key

     Revokes a key: requests with it are refused with 401 `API_KEY_REVOKED`. The answer comes once no
    gateway
    process sharing the store can still accept it (about a second: the token lookup cache's lifetime).
    Revoking a revoked key answers it unchanged. The environment token cannot be revoked (409
    `CONFLICT`):
    rotate it.

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RevokeApiKeyResponse200]
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
) -> Error | RevokeApiKeyResponse200 | None:
    """Revoke an API key

     Revokes a key: requests with it are refused with 401 `API_KEY_REVOKED`. The answer comes once no
    gateway
    process sharing the store can still accept it (about a second: the token lookup cache's lifetime).
    Revoking a revoked key answers it unchanged. The environment token cannot be revoked (409
    `CONFLICT`):
    rotate it.

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RevokeApiKeyResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: IdRequest,
) -> Response[Error | RevokeApiKeyResponse200]:
    """Revoke an API key

     Revokes a key: requests with it are refused with 401 `API_KEY_REVOKED`. The answer comes once no
    gateway
    process sharing the store can still accept it (about a second: the token lookup cache's lifetime).
    Revoking a revoked key answers it unchanged. The environment token cannot be revoked (409
    `CONFLICT`):
    rotate it.

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RevokeApiKeyResponse200]
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
) -> Error | RevokeApiKeyResponse200 | None:
    """Revoke an API key

     Revokes a key: requests with it are refused with 401 `API_KEY_REVOKED`. The answer comes once no
    gateway
    process sharing the store can still accept it (about a second: the token lookup cache's lifetime).
    Revoking a revoked key answers it unchanged. The environment token cannot be revoked (409
    `CONFLICT`):
    rotate it.

    Args:
        body (IdRequest): Identifies one record.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RevokeApiKeyResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
