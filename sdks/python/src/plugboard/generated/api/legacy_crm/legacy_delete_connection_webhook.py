from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.id_result import IdResult
from ...types import UNSET, Response


def _get_kwargs(
    *,
    access_token: str,
    id: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["accessToken"] = access_token

    params["id"] = id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/connection/webhook",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | IdResult:
    if response.status_code == 200:
        response_200 = IdResult.from_dict(response.json())

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
) -> Response[Error | IdResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    access_token: str,
    id: str,
) -> Response[Error | IdResult]:
    """Delete a webhook of one connection (older interface)

     Deletes one webhook of the access token's connection; its pending deliveries are dropped.

    Args:
        access_token (str):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | IdResult]
    """

    kwargs = _get_kwargs(
        access_token=access_token,
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    access_token: str,
    id: str,
) -> Error | IdResult | None:
    """Delete a webhook of one connection (older interface)

     Deletes one webhook of the access token's connection; its pending deliveries are dropped.

    Args:
        access_token (str):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | IdResult
    """

    return sync_detailed(
        client=client,
        access_token=access_token,
        id=id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    access_token: str,
    id: str,
) -> Response[Error | IdResult]:
    """Delete a webhook of one connection (older interface)

     Deletes one webhook of the access token's connection; its pending deliveries are dropped.

    Args:
        access_token (str):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | IdResult]
    """

    kwargs = _get_kwargs(
        access_token=access_token,
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    access_token: str,
    id: str,
) -> Error | IdResult | None:
    """Delete a webhook of one connection (older interface)

     Deletes one webhook of the access token's connection; its pending deliveries are dropped.

    Args:
        access_token (str):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | IdResult
    """

    return (
        await asyncio_detailed(
            client=client,
            access_token=access_token,
            id=id,
        )
    ).parsed
