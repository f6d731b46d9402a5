from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_integration_capabilities_body import GetIntegrationCapabilitiesBody
from ...models.get_integration_capabilities_response_200 import (
    GetIntegrationCapabilitiesResponse200,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: GetIntegrationCapabilitiesBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/integrations/capabilities",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetIntegrationCapabilitiesResponse200:
    if response.status_code == 200:
        response_200 = GetIntegrationCapabilitiesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GetIntegrationCapabilitiesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GetIntegrationCapabilitiesBody | Unset = UNSET,
) -> Response[Error | GetIntegrationCapabilitiesResponse200]:
    """Capability matrix

     The unified models (with their operations) and actions each integration supports, generated from the
    connector manifests. Pass `integrationId` for one integration. The API token is optional.

    Args:
        body (GetIntegrationCapabilitiesBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetIntegrationCapabilitiesResponse200]
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
    body: GetIntegrationCapabilitiesBody | Unset = UNSET,
) -> Error | GetIntegrationCapabilitiesResponse200 | None:
    """Capability matrix

     The unified models (with their operations) and actions each integration supports, generated from the
    connector manifests. Pass `integrationId` for one integration. The API token is optional.

    Args:
        body (GetIntegrationCapabilitiesBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetIntegrationCapabilitiesResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GetIntegrationCapabilitiesBody | Unset = UNSET,
) -> Response[Error | GetIntegrationCapabilitiesResponse200]:
    """Capability matrix

     The unified models (with their operations) and actions each integration supports, generated from the
    connector manifests. Pass `integrationId` for one integration. The API token is optional.

    Args:
        body (GetIntegrationCapabilitiesBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetIntegrationCapabilitiesResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GetIntegrationCapabilitiesBody | Unset = UNSET,
) -> Error | GetIntegrationCapabilitiesResponse200 | None:
    """Capability matrix

     The unified models (with their operations) and actions each integration supports, generated from the
    connector manifests. Pass `integrationId` for one integration. The API token is optional.

    Args:
        body (GetIntegrationCapabilitiesBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetIntegrationCapabilitiesResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
