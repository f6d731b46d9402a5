from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.send_webhook_test_event_body import SendWebhookTestEventBody
from ...models.webhook_test_result import WebhookTestResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SendWebhookTestEventBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/test",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookTestResult:
    if response.status_code == 200:
        response_200 = WebhookTestResult.from_dict(response.json())

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
) -> Response[Error | WebhookTestResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SendWebhookTestEventBody | Unset = UNSET,
) -> Response[Error | WebhookTestResult]:
    """Send a test event

     Publishes a `system.webhook.test` event (connectionId `test`, no `data`) in the API token's
    environment: it is
    written to the event log (`GET /api/events/list?type=system.webhook.test`) and delivered, signed and
    retried
    like every event, to every project webhook of the environment, or to the one whose `id` is given.
    Use it to
    check a receiver's signature verification before any connection exists.

    Args:
        body (SendWebhookTestEventBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookTestResult]
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
    body: SendWebhookTestEventBody | Unset = UNSET,
) -> Error | WebhookTestResult | None:
    """Send a test event

     Publishes a `system.webhook.test` event (connectionId `test`, no `data`) in the API token's
    environment: it is
    written to the event log (`GET /api/events/list?type=system.webhook.test`) and delivered, signed and
    retried
    like every event, to every project webhook of the environment, or to the one whose `id` is given.
    Use it to
    check a receiver's signature verification before any connection exists.

    Args:
        body (SendWebhookTestEventBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookTestResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SendWebhookTestEventBody | Unset = UNSET,
) -> Response[Error | WebhookTestResult]:
    """Send a test event

     Publishes a `system.webhook.test` event (connectionId `test`, no `data`) in the API token's
    environment: it is
    written to the event log (`GET /api/events/list?type=system.webhook.test`) and delivered, signed and
    retried
    like every event, to every project webhook of the environment, or to the one whose `id` is given.
    Use it to
    check a receiver's signature verification before any connection exists.

    Args:
        body (SendWebhookTestEventBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookTestResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SendWebhookTestEventBody | Unset = UNSET,
) -> Error | WebhookTestResult | None:
    """Send a test event

     Publishes a `system.webhook.test` event (connectionId `test`, no `data`) in the API token's
    environment: it is
    written to the event log (`GET /api/events/list?type=system.webhook.test`) and delivered, signed and
    retried
    like every event, to every project webhook of the environment, or to the one whose `id` is given.
    Use it to
    check a receiver's signature verification before any connection exists.

    Args:
        body (SendWebhookTestEventBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookTestResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
