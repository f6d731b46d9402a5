from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.empty_request import EmptyRequest
from ...models.error import Error
from ...models.exchange_session_token_response_200 import (
    ExchangeSessionTokenResponse200,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: EmptyRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/auth/access-token",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ExchangeSessionTokenResponse200:
    if response.status_code == 200:
        response_200 = ExchangeSessionTokenResponse200.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ExchangeSessionTokenResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: EmptyRequest | Unset = UNSET,
) -> Response[Error | ExchangeSessionTokenResponse200]:
    """Exchange a session token for a connection

     Step 2 of the handshake, called by the customer's back end after the modal reported success:
    exchanges the
    authorized session token for the new connection's id and access token. The access token is shown
    only
    here; store it securely. Fails with 401 `SESSION_TOKEN_EXPIRED`, 409 `SESSION_NOT_AUTHORIZED` (the
    user has
    not finished), 409 `SESSION_TOKEN_CONSUMED` (already exchanged) or 403 `CONNECTION_LIMIT_REACHED` (a
    development environment holds at most 5 connections).

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ExchangeSessionTokenResponse200]
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
    body: EmptyRequest | Unset = UNSET,
) -> Error | ExchangeSessionTokenResponse200 | None:
    """Exchange a session token for a connection

     Step 2 of the handshake, called by the customer's back end after the modal reported success:
    exchanges the
    authorized session token for the new connection's id and access token. The access token is shown
    only
    here; store it securely. Fails with 401 `SESSION_TOKEN_EXPIRED`, 409 `SESSION_NOT_AUTHORIZED` (the
    user has
    not finished), 409 `SESSION_TOKEN_CONSUMED` (already exchanged) or 403 `CONNECTION_LIMIT_REACHED` (a
    development environment holds at most 5 connections).

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ExchangeSessionTokenResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: EmptyRequest | Unset = UNSET,
) -> Response[Error | ExchangeSessionTokenResponse200]:
    """Exchange a session token for a connection

     Step 2 of the handshake, called by the customer's back end after the modal reported success:
    exchanges the
    authorized session token for the new connection's id and access token. The access token is shown
    only
    here; store it securely. Fails with 401 `SESSION_TOKEN_EXPIRED`, 409 `SESSION_NOT_AUTHORIZED` (the
    user has
    not finished), 409 `SESSION_TOKEN_CONSUMED` (already exchanged) or 403 `CONNECTION_LIMIT_REACHED` (a
    development environment holds at most 5 connections).

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ExchangeSessionTokenResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: EmptyRequest | Unset = UNSET,
) -> Error | ExchangeSessionTokenResponse200 | None:
    """Exchange a session token for a connection

     Step 2 of the handshake, called by the customer's back end after the modal reported success:
    exchanges the
    authorized session token for the new connection's id and access token. The access token is shown
    only
    here; store it securely. Fails with 401 `SESSION_TOKEN_EXPIRED`, 409 `SESSION_NOT_AUTHORIZED` (the
    user has
    not finished), 409 `SESSION_TOKEN_CONSUMED` (already exchanged) or 403 `CONNECTION_LIMIT_REACHED` (a
    development environment holds at most 5 connections).

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ExchangeSessionTokenResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
