from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_session_token_body import CreateSessionTokenBody
from ...models.create_session_token_response_200 import CreateSessionTokenResponse200
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateSessionTokenBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/auth/session-token",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateSessionTokenResponse200 | Error:
    if response.status_code == 200:
        response_200 = CreateSessionTokenResponse200.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreateSessionTokenResponse200 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSessionTokenBody | Unset = UNSET,
) -> Response[CreateSessionTokenResponse200 | Error]:
    """Create a session token

     Step 1 of the handshake, called by the customer's back end: starts an auth session and returns a
    short-lived, single-use session token for the connect modal. Start a new session for each
    integration a
    user connects. `integrationId` and `oauthAppId` pre-select what the modal shows;
    `connection.sync.objects`
    chooses the objects kept in the synced cache.

    **Reconnecting** an existing connection (its credentials were revoked or expired, `health:
    needs_reauth`):
    pass its `connectionId`. The modal opens on that connection's integration (and OAuth app), and when
    the end
    user finishes, the new credentials replace the old ones on the **same** connection: its
    `connectionId`,
    access token, synced cache, sync state, webhooks and settings are kept, its health returns to `ok`
    and a
    sync is scheduled. Nothing needs to be exchanged afterwards; if the session is exchanged anyway, the
    answer
    names the same connection with a fresh access token (the previous one stops working).

    Args:
        body (CreateSessionTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSessionTokenResponse200 | Error]
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
    body: CreateSessionTokenBody | Unset = UNSET,
) -> CreateSessionTokenResponse200 | Error | None:
    """Create a session token

     Step 1 of the handshake, called by the customer's back end: starts an auth session and returns a
    short-lived, single-use session token for the connect modal. Start a new session for each
    integration a
    user connects. `integrationId` and `oauthAppId` pre-select what the modal shows;
    `connection.sync.objects`
    chooses the objects kept in the synced cache.

    **Reconnecting** an existing connection (its credentials were revoked or expired, `health:
    needs_reauth`):
    pass its `connectionId`. The modal opens on that connection's integration (and OAuth app), and when
    the end
    user finishes, the new credentials replace the old ones on the **same** connection: its
    `connectionId`,
    access token, synced cache, sync state, webhooks and settings are kept, its health returns to `ok`
    and a
    sync is scheduled. Nothing needs to be exchanged afterwards; if the session is exchanged anyway, the
    answer
    names the same connection with a fresh access token (the previous one stops working).

    Args:
        body (CreateSessionTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSessionTokenResponse200 | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSessionTokenBody | Unset = UNSET,
) -> Response[CreateSessionTokenResponse200 | Error]:
    """Create a session token

     Step 1 of the handshake, called by the customer's back end: starts an auth session and returns a
    short-lived, single-use session token for the connect modal. Start a new session for each
    integration a
    user connects. `integrationId` and `oauthAppId` pre-select what the modal shows;
    `connection.sync.objects`
    chooses the objects kept in the synced cache.

    **Reconnecting** an existing connection (its credentials were revoked or expired, `health:
    needs_reauth`):
    pass its `connectionId`. The modal opens on that connection's integration (and OAuth app), and when
    the end
    user finishes, the new credentials replace the old ones on the **same** connection: its
    `connectionId`,
    access token, synced cache, sync state, webhooks and settings are kept, its health returns to `ok`
    and a
    sync is scheduled. Nothing needs to be exchanged afterwards; if the session is exchanged anyway, the
    answer
    names the same connection with a fresh access token (the previous one stops working).

    Args:
        body (CreateSessionTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSessionTokenResponse200 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateSessionTokenBody | Unset = UNSET,
) -> CreateSessionTokenResponse200 | Error | None:
    """Create a session token

     Step 1 of the handshake, called by the customer's back end: starts an auth session and returns a
    short-lived, single-use session token for the connect modal. Start a new session for each
    integration a
    user connects. `integrationId` and `oauthAppId` pre-select what the modal shows;
    `connection.sync.objects`
    chooses the objects kept in the synced cache.

    **Reconnecting** an existing connection (its credentials were revoked or expired, `health:
    needs_reauth`):
    pass its `connectionId`. The modal opens on that connection's integration (and OAuth app), and when
    the end
    user finishes, the new credentials replace the old ones on the **same** connection: its
    `connectionId`,
    access token, synced cache, sync state, webhooks and settings are kept, its health returns to `ok`
    and a
    sync is scheduled. Nothing needs to be exchanged afterwards; if the session is exchanged anyway, the
    answer
    names the same connection with a fresh access token (the previous one stops working).

    Args:
        body (CreateSessionTokenBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSessionTokenResponse200 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
