from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_engagement_users_response_200 import ListEngagementUsersResponse200
from ...models.unified_list_request import UnifiedListRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UnifiedListRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/unifications/engagement/users/list",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListEngagementUsersResponse200:
    if response.status_code == 200:
        response_200 = ListEngagementUsersResponse200.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 501:
        response_501 = Error.from_dict(response.json())

        return response_501

    if response.status_code == 502:
        response_502 = Error.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if response.status_code == 504:
        response_504 = Error.from_dict(response.json())

        return response_504

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ListEngagementUsersResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UnifiedListRequest | Unset = UNSET,
) -> Response[Error | ListEngagementUsersResponse200]:
    """List users (engagement)

     Users of the connected sales-engagement tool in the unified `EngagementUser` model, one page at a
    time.
    Pass `nextPageCursor` back as `cursor` for the next page; it is null on the last page.
    `include.$native` adds each record's raw form, `include.additional` its unmapped fields.

    Args:
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListEngagementUsersResponse200]
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
    body: UnifiedListRequest | Unset = UNSET,
) -> Error | ListEngagementUsersResponse200 | None:
    """List users (engagement)

     Users of the connected sales-engagement tool in the unified `EngagementUser` model, one page at a
    time.
    Pass `nextPageCursor` back as `cursor` for the next page; it is null on the last page.
    `include.$native` adds each record's raw form, `include.additional` its unmapped fields.

    Args:
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListEngagementUsersResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UnifiedListRequest | Unset = UNSET,
) -> Response[Error | ListEngagementUsersResponse200]:
    """List users (engagement)

     Users of the connected sales-engagement tool in the unified `EngagementUser` model, one page at a
    time.
    Pass `nextPageCursor` back as `cursor` for the next page; it is null on the last page.
    `include.$native` adds each record's raw form, `include.additional` its unmapped fields.

    Args:
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListEngagementUsersResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UnifiedListRequest | Unset = UNSET,
) -> Error | ListEngagementUsersResponse200 | None:
    """List users (engagement)

     Users of the connected sales-engagement tool in the unified `EngagementUser` model, one page at a
    time.
    Pass `nextPageCursor` back as `cursor` for the next page; it is null on the last page.
    `include.$native` adds each record's raw form, `include.additional` its unmapped fields.

    Args:
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListEngagementUsersResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
