from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.empty_request import EmptyRequest
from ...models.error import Error
from ...models.list_api_keys_response_200 import ListApiKeysResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: EmptyRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/api-keys/list",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListApiKeysResponse200:
    if response.status_code == 200:
        response_200 = ListApiKeysResponse200.from_dict(response.json())

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
) -> Response[Error | ListApiKeysResponse200]:
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
) -> Response[Error | ListApiKeysResponse200]:
    """List API keys

     The environment's API keys, the environment token first (`primary: true`, every scope), then the
    others
    oldest first, revoked and expired ones included. Never a secret: a key shows its prefix and last
    four
    characters. `lastUsedTime` is written at most once a minute per key and gateway process.

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListApiKeysResponse200]
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
) -> Error | ListApiKeysResponse200 | None:
    """List API keys

     The environment's API keys, the environment token first (`primary: true`, every scope), then the
    others
    oldest first, revoked and expired ones included. Never a secret: a key shows its prefix and last
    four
    characters. `lastUsedTime` is written at most once a minute per key and gateway process.

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListApiKeysResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: EmptyRequest | Unset = UNSET,
) -> Response[Error | ListApiKeysResponse200]:
    """List API keys

     The environment's API keys, the environment token first (`primary: true`, every scope), then the
    others
    oldest first, revoked and expired ones included. Never a secret: a key shows its prefix and last
    four
    characters. `lastUsedTime` is written at most once a minute per key and gateway process.

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListApiKeysResponse200]
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
) -> Error | ListApiKeysResponse200 | None:
    """List API keys

     The environment's API keys, the environment token first (`primary: true`, every scope), then the
    others
    oldest first, revoked and expired ones included. Never a secret: a key shows its prefix and last
    four
    characters. `lastUsedTime` is written at most once a minute per key and gateway process.

    Args:
        body (EmptyRequest | Unset): No parameters; an empty body or `{}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListApiKeysResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
