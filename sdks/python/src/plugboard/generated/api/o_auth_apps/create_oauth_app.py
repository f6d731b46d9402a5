from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_oauth_app_body import CreateOauthAppBody
from ...models.error import Error
from ...models.oauth_app_result import OauthAppResult
from ...types import Response


def _get_kwargs(
    *,
    body: CreateOauthAppBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/auth/oauth-apps/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | OauthAppResult:
    if response.status_code == 200:
        response_200 = OauthAppResult.from_dict(response.json())

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
) -> Response[Error | OauthAppResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateOauthAppBody,
) -> Response[Error | OauthAppResult]:
    """Register an own OAuth app

     Registers the customer's OAuth app for an integration. Register the returned `redirectUri` at the
    tool.
    The client secret is encrypted at rest and never returned. When one app exists for an integration it
    is
    used automatically; with several, pass `oauthAppId` when creating the session.

    Args:
        body (CreateOauthAppBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OauthAppResult]
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
    body: CreateOauthAppBody,
) -> Error | OauthAppResult | None:
    """Register an own OAuth app

     Registers the customer's OAuth app for an integration. Register the returned `redirectUri` at the
    tool.
    The client secret is encrypted at rest and never returned. When one app exists for an integration it
    is
    used automatically; with several, pass `oauthAppId` when creating the session.

    Args:
        body (CreateOauthAppBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OauthAppResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateOauthAppBody,
) -> Response[Error | OauthAppResult]:
    """Register an own OAuth app

     Registers the customer's OAuth app for an integration. Register the returned `redirectUri` at the
    tool.
    The client secret is encrypted at rest and never returned. When one app exists for an integration it
    is
    used automatically; with several, pass `oauthAppId` when creating the session.

    Args:
        body (CreateOauthAppBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | OauthAppResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateOauthAppBody,
) -> Error | OauthAppResult | None:
    """Register an own OAuth app

     Registers the customer's OAuth app for an integration. Register the returned `redirectUri` at the
    tool.
    The client secret is encrypted at rest and never returned. When one app exists for an integration it
    is
    used automatically; with several, pass `oauthAppId` when creating the session.

    Args:
        body (CreateOauthAppBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | OauthAppResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
