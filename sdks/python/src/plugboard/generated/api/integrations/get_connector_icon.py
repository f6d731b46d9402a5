from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    integration_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/connectors/{integration_id}/icon.svg".format(
            integration_id=quote(str(integration_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error:
    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error]:
    """Connector icon

     The integration's icon as SVG, served by the gateway itself so the connect modal loads nothing from
    another
    origin. From the connector folder's `icon.svg` (simple-icons marks, CC0, or a drawn lettermark),
    else a
    generated lettermark. `display.iconURI` of an integration is this address, absolute (from
    `PUBLIC_BASE_URL`).

    Args:
        integration_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        integration_id=integration_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | None:
    """Connector icon

     The integration's icon as SVG, served by the gateway itself so the connect modal loads nothing from
    another
    origin. From the connector folder's `icon.svg` (simple-icons marks, CC0, or a drawn lettermark),
    else a
    generated lettermark. `display.iconURI` of an integration is this address, absolute (from
    `PUBLIC_BASE_URL`).

    Args:
        integration_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return sync_detailed(
        integration_id=integration_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error]:
    """Connector icon

     The integration's icon as SVG, served by the gateway itself so the connect modal loads nothing from
    another
    origin. From the connector folder's `icon.svg` (simple-icons marks, CC0, or a drawn lettermark),
    else a
    generated lettermark. `display.iconURI` of an integration is this address, absolute (from
    `PUBLIC_BASE_URL`).

    Args:
        integration_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        integration_id=integration_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | None:
    """Connector icon

     The integration's icon as SVG, served by the gateway itself so the connect modal loads nothing from
    another
    origin. From the connector folder's `icon.svg` (simple-icons marks, CC0, or a drawn lettermark),
    else a
    generated lettermark. `display.iconURI` of an integration is this address, absolute (from
    `PUBLIC_BASE_URL`).

    Args:
        integration_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return (
        await asyncio_detailed(
            integration_id=integration_id,
            client=client,
        )
    ).parsed
