from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.legacy_create_connection_webhook_body import (
    LegacyCreateConnectionWebhookBody,
)
from ...models.legacy_create_connection_webhook_response_200 import (
    LegacyCreateConnectionWebhookResponse200,
)
from ...types import Response


def _get_kwargs(
    *,
    body: LegacyCreateConnectionWebhookBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/connection/webhook",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LegacyCreateConnectionWebhookResponse200:
    if response.status_code == 200:
        response_200 = LegacyCreateConnectionWebhookResponse200.from_dict(
            response.json()
        )

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
) -> Response[Error | LegacyCreateConnectionWebhookResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: LegacyCreateConnectionWebhookBody,
) -> Response[Error | LegacyCreateConnectionWebhookResponse200]:
    """Register a webhook on one connection (older interface)

     Registers an address that receives the events of one connection, identified by its access token. The
    answer holds the webhook's signing secret once (as for project webhooks). The same rules as project
    webhooks apply to the address (`WEBHOOK_TARGET_REFUSED`); a connection holds at most 5 webhooks by
    default
    (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_CONNECTION_WEBHOOKS) and one address once (`CONFLICT`).

    Args:
        body (LegacyCreateConnectionWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LegacyCreateConnectionWebhookResponse200]
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
    body: LegacyCreateConnectionWebhookBody,
) -> Error | LegacyCreateConnectionWebhookResponse200 | None:
    """Register a webhook on one connection (older interface)

     Registers an address that receives the events of one connection, identified by its access token. The
    answer holds the webhook's signing secret once (as for project webhooks). The same rules as project
    webhooks apply to the address (`WEBHOOK_TARGET_REFUSED`); a connection holds at most 5 webhooks by
    default
    (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_CONNECTION_WEBHOOKS) and one address once (`CONFLICT`).

    Args:
        body (LegacyCreateConnectionWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LegacyCreateConnectionWebhookResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: LegacyCreateConnectionWebhookBody,
) -> Response[Error | LegacyCreateConnectionWebhookResponse200]:
    """Register a webhook on one connection (older interface)

     Registers an address that receives the events of one connection, identified by its access token. The
    answer holds the webhook's signing secret once (as for project webhooks). The same rules as project
    webhooks apply to the address (`WEBHOOK_TARGET_REFUSED`); a connection holds at most 5 webhooks by
    default
    (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_CONNECTION_WEBHOOKS) and one address once (`CONFLICT`).

    Args:
        body (LegacyCreateConnectionWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LegacyCreateConnectionWebhookResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: LegacyCreateConnectionWebhookBody,
) -> Error | LegacyCreateConnectionWebhookResponse200 | None:
    """Register a webhook on one connection (older interface)

     Registers an address that receives the events of one connection, identified by its access token. The
    answer holds the webhook's signing secret once (as for project webhooks). The same rules as project
    webhooks apply to the address (`WEBHOOK_TARGET_REFUSED`); a connection holds at most 5 webhooks by
    default
    (`QUOTA_EXCEEDED`, setting PLUGBOARD_MAX_CONNECTION_WEBHOOKS) and one address once (`CONFLICT`).

    Args:
        body (LegacyCreateConnectionWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LegacyCreateConnectionWebhookResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
