from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_webhook_body import CreateWebhookBody
from ...models.error import Error
from ...models.webhook_result import WebhookResult
from ...types import Response


def _get_kwargs(
    *,
    body: CreateWebhookBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookResult:
    if response.status_code == 200:
        response_200 = WebhookResult.from_dict(response.json())

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
) -> Response[Error | WebhookResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookBody,
) -> Response[Error | WebhookResult]:
    """Register a project webhook

     Registers an address that receives the events of every current and future connection of the API
    token's
    environment (see `x-webhooks.connectorEvent` for the request it receives). A non-2xx answer is
    retried up
    to 3 times; redirects are never followed.

    The answer holds the webhook's signing secret (`whsec_…`) once: receivers verify the Standard
    Webhooks
    `webhook-signature` header with it (docs/webhooks.md). The address must be public: private,
    loopback,
    link-local, carrier-grade NAT and unique-local addresses, `localhost` and internal names are refused
    with
    `WEBHOOK_TARGET_REFUSED` (and again at delivery, after DNS). An environment holds at most 20
    webhooks by
    default (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_WEBHOOKS).

    Args:
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookResult]
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
    body: CreateWebhookBody,
) -> Error | WebhookResult | None:
    """Register a project webhook

     Registers an address that receives the events of every current and future connection of the API
    token's
    environment (see `x-webhooks.connectorEvent` for the request it receives). A non-2xx answer is
    retried up
    to 3 times; redirects are never followed.

    The answer holds the webhook's signing secret (`whsec_…`) once: receivers verify the Standard
    Webhooks
    `webhook-signature` header with it (docs/webhooks.md). The address must be public: private,
    loopback,
    link-local, carrier-grade NAT and unique-local addresses, `localhost` and internal names are refused
    with
    `WEBHOOK_TARGET_REFUSED` (and again at delivery, after DNS). An environment holds at most 20
    webhooks by
    default (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_WEBHOOKS).

    Args:
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookBody,
) -> Response[Error | WebhookResult]:
    """Register a project webhook

     Registers an address that receives the events of every current and future connection of the API
    token's
    environment (see `x-webhooks.connectorEvent` for the request it receives). A non-2xx answer is
    retried up
    to 3 times; redirects are never followed.

    The answer holds the webhook's signing secret (`whsec_…`) once: receivers verify the Standard
    Webhooks
    `webhook-signature` header with it (docs/webhooks.md). The address must be public: private,
    loopback,
    link-local, carrier-grade NAT and unique-local addresses, `localhost` and internal names are refused
    with
    `WEBHOOK_TARGET_REFUSED` (and again at delivery, after DNS). An environment holds at most 20
    webhooks by
    default (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_WEBHOOKS).

    Args:
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookBody,
) -> Error | WebhookResult | None:
    """Register a project webhook

     Registers an address that receives the events of every current and future connection of the API
    token's
    environment (see `x-webhooks.connectorEvent` for the request it receives). A non-2xx answer is
    retried up
    to 3 times; redirects are never followed.

    The answer holds the webhook's signing secret (`whsec_…`) once: receivers verify the Standard
    Webhooks
    `webhook-signature` header with it (docs/webhooks.md). The address must be public: private,
    loopback,
    link-local, carrier-grade NAT and unique-local addresses, `localhost` and internal names are refused
    with
    `WEBHOOK_TARGET_REFUSED` (and again at delivery, after DNS). An environment holds at most 20
    webhooks by
    default (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_WEBHOOKS).

    Args:
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
