from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.oauth_callback_provider_params import OauthCallbackProviderParams
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    code: str | Unset = UNSET,
    state: str,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    provider_params: OauthCallbackProviderParams | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["code"] = code

    params["state"] = state

    params["error"] = error

    params["error_description"] = error_description

    json_provider_params: dict[str, Any] | Unset = UNSET
    if not isinstance(provider_params, Unset):
        json_provider_params = provider_params.to_dict()
    if not isinstance(json_provider_params, Unset):
        params.update(json_provider_params)

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/auth/oauth-callback",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = response.text
        return response_400

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    state: str,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    provider_params: OauthCallbackProviderParams | Unset = UNSET,
) -> Response[Error | str]:
    """OAuth 2.0 callback

     The authorization callback address, `{base_url}/api/auth/oauth-callback` (with `{base_url}` the
    `PUBLIC_BASE_URL`), which an own OAuth app must register at the tool. The tool redirects the end
    user's
    browser here; the gateway exchanges `code` for tokens, marks the auth session authorized (or failed)
    and
    answers an HTML page that reports the outcome to the connect modal and closes. Tools may append
    further
    query parameters (e.g. `scope`, `iss`, `realmId`); they are accepted.

    Args:
        code (str | Unset):
        state (str):
        error (str | Unset):
        error_description (str | Unset):
        provider_params (OauthCallbackProviderParams | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        code=code,
        state=state,
        error=error,
        error_description=error_description,
        provider_params=provider_params,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    state: str,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    provider_params: OauthCallbackProviderParams | Unset = UNSET,
) -> Error | str | None:
    """OAuth 2.0 callback

     The authorization callback address, `{base_url}/api/auth/oauth-callback` (with `{base_url}` the
    `PUBLIC_BASE_URL`), which an own OAuth app must register at the tool. The tool redirects the end
    user's
    browser here; the gateway exchanges `code` for tokens, marks the auth session authorized (or failed)
    and
    answers an HTML page that reports the outcome to the connect modal and closes. Tools may append
    further
    query parameters (e.g. `scope`, `iss`, `realmId`); they are accepted.

    Args:
        code (str | Unset):
        state (str):
        error (str | Unset):
        error_description (str | Unset):
        provider_params (OauthCallbackProviderParams | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        client=client,
        code=code,
        state=state,
        error=error,
        error_description=error_description,
        provider_params=provider_params,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    state: str,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    provider_params: OauthCallbackProviderParams | Unset = UNSET,
) -> Response[Error | str]:
    """OAuth 2.0 callback

     The authorization callback address, `{base_url}/api/auth/oauth-callback` (with `{base_url}` the
    `PUBLIC_BASE_URL`), which an own OAuth app must register at the tool. The tool redirects the end
    user's
    browser here; the gateway exchanges `code` for tokens, marks the auth session authorized (or failed)
    and
    answers an HTML page that reports the outcome to the connect modal and closes. Tools may append
    further
    query parameters (e.g. `scope`, `iss`, `realmId`); they are accepted.

    Args:
        code (str | Unset):
        state (str):
        error (str | Unset):
        error_description (str | Unset):
        provider_params (OauthCallbackProviderParams | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        code=code,
        state=state,
        error=error,
        error_description=error_description,
        provider_params=provider_params,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    code: str | Unset = UNSET,
    state: str,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    provider_params: OauthCallbackProviderParams | Unset = UNSET,
) -> Error | str | None:
    """OAuth 2.0 callback

     The authorization callback address, `{base_url}/api/auth/oauth-callback` (with `{base_url}` the
    `PUBLIC_BASE_URL`), which an own OAuth app must register at the tool. The tool redirects the end
    user's
    browser here; the gateway exchanges `code` for tokens, marks the auth session authorized (or failed)
    and
    answers an HTML page that reports the outcome to the connect modal and closes. Tools may append
    further
    query parameters (e.g. `scope`, `iss`, `realmId`); they are accepted.

    Args:
        code (str | Unset):
        state (str):
        error (str | Unset):
        error_description (str | Unset):
        provider_params (OauthCallbackProviderParams | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            client=client,
            code=code,
            state=state,
            error=error,
            error_description=error_description,
            provider_params=provider_params,
        )
    ).parsed
