from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_webhook_deliveries_body import ListWebhookDeliveriesBody
from ...models.list_webhook_deliveries_response_200 import (
    ListWebhookDeliveriesResponse200,
)
from ...types import Response


def _get_kwargs(
    *,
    body: ListWebhookDeliveriesBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/deliveries/list",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListWebhookDeliveriesResponse200:
    if response.status_code == 200:
        response_200 = ListWebhookDeliveriesResponse200.from_dict(response.json())

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
) -> Response[Error | ListWebhookDeliveriesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ListWebhookDeliveriesBody,
) -> Response[Error | ListWebhookDeliveriesResponse200]:
    """List deliveries of a project webhook

     The most recent deliveries to a webhook (newest first) with every attempt, for debugging receivers.

    Args:
        body (ListWebhookDeliveriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListWebhookDeliveriesResponse200]
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
    body: ListWebhookDeliveriesBody,
) -> Error | ListWebhookDeliveriesResponse200 | None:
    """List deliveries of a project webhook

     The most recent deliveries to a webhook (newest first) with every attempt, for debugging receivers.

    Args:
        body (ListWebhookDeliveriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListWebhookDeliveriesResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ListWebhookDeliveriesBody,
) -> Response[Error | ListWebhookDeliveriesResponse200]:
    """List deliveries of a project webhook

     The most recent deliveries to a webhook (newest first) with every attempt, for debugging receivers.

    Args:
        body (ListWebhookDeliveriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListWebhookDeliveriesResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ListWebhookDeliveriesBody,
) -> Error | ListWebhookDeliveriesResponse200 | None:
    """List deliveries of a project webhook

     The most recent deliveries to a webhook (newest first) with every attempt, for debugging receivers.

    Args:
        body (ListWebhookDeliveriesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListWebhookDeliveriesResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
