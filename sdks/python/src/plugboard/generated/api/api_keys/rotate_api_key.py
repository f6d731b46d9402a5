from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.api_key_rotate_request import ApiKeyRotateRequest
from ...models.error import Error
from ...models.rotate_api_key_response_200 import RotateApiKeyResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: ApiKeyRotateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/api-keys/rotate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RotateApiKeyResponse200:
    if response.status_code == 200:
        response_200 = RotateApiKeyResponse200.from_dict(response.json())

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
) -> Response[Error | RotateApiKeyResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ApiKeyRotateRequest,
) -> Response[Error | RotateApiKeyResponse200]:
    """Rotate an API key

     Replaces a key by a new one with the same name, scopes and expiry; the new secret is answered here
    once.
    The old key stops at once (401 `API_KEY_REVOKED`), or after `gracePeriodSeconds` (401
    `API_KEY_EXPIRED`
    from then on), so callers can move over. The answer comes once no gateway process sharing the store
    can
    still accept an old key stopped at once (about a second: the token lookup cache's lifetime). The
    environment token (`primary`) rotates without a grace period: it also signs webhooks, and the
    dashboard
    sessions signed in with it end.

    Args:
        body (ApiKeyRotateRequest): The key to rotate.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RotateApiKeyResponse200]
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
    body: ApiKeyRotateRequest,
) -> Error | RotateApiKeyResponse200 | None:
    """Rotate an API key

     Replaces a key by a new one with the same name, scopes and expiry; the new secret is answered here
    once.
    The old key stops at once (401 `API_KEY_REVOKED`), or after `gracePeriodSeconds` (401
    `API_KEY_EXPIRED`
    from then on), so callers can move over. The answer comes once no gateway process sharing the store
    can
    still accept an old key stopped at once (about a second: the token lookup cache's lifetime). The
    environment token (`primary`) rotates without a grace period: it also signs webhooks, and the
    dashboard
    sessions signed in with it end.

    Args:
        body (ApiKeyRotateRequest): The key to rotate.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RotateApiKeyResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ApiKeyRotateRequest,
) -> Response[Error | RotateApiKeyResponse200]:
    """Rotate an API key

     Replaces a key by a new one with the same name, scopes and expiry; the new secret is answered here
    once.
    The old key stops at once (401 `API_KEY_REVOKED`), or after `gracePeriodSeconds` (401
    `API_KEY_EXPIRED`
    from then on), so callers can move over. The answer comes once no gateway process sharing the store
    can
    still accept an old key stopped at once (about a second: the token lookup cache's lifetime). The
    environment token (`primary`) rotates without a grace period: it also signs webhooks, and the
    dashboard
    sessions signed in with it end.

    Args:
        body (ApiKeyRotateRequest): The key to rotate.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RotateApiKeyResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ApiKeyRotateRequest,
) -> Error | RotateApiKeyResponse200 | None:
    """Rotate an API key

     Replaces a key by a new one with the same name, scopes and expiry; the new secret is answered here
    once.
    The old key stops at once (401 `API_KEY_REVOKED`), or after `gracePeriodSeconds` (401
    `API_KEY_EXPIRED`
    from then on), so callers can move over. The answer comes once no gateway process sharing the store
    can
    still accept an old key stopped at once (about a second: the token lookup cache's lifetime). The
    environment token (`primary`) rotates without a grace period: it also signs webhooks, and the
    dashboard
    sessions signed in with it end.

    Args:
        body (ApiKeyRotateRequest): The key to rotate.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RotateApiKeyResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
