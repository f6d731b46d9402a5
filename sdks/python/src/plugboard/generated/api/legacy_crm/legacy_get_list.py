from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.legacy_get_list_object_type import LegacyGetListObjectType
from ...models.legacy_get_list_response_200 import LegacyGetListResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    access_token: str,
    object_type: LegacyGetListObjectType,
    id: str,
    cursor: str | Unset = UNSET,
    all_fields: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["accessToken"] = access_token

    json_object_type = object_type.value
    params["objectType"] = json_object_type

    params["id"] = id

    params["cursor"] = cursor

    params["allFields"] = all_fields

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/crm/list",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LegacyGetListResponse200:
    if response.status_code == 200:
        response_200 = LegacyGetListResponse200.from_dict(response.json())

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
) -> Response[Error | LegacyGetListResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    access_token: str,
    object_type: LegacyGetListObjectType,
    id: str,
    cursor: str | Unset = UNSET,
    all_fields: bool | Unset = UNSET,
) -> Response[Error | LegacyGetListResponse200]:
    """Get a CRM list with its members (older interface)

     One list (or view) of the connected CRM with the ids of its members, one page of members at a time.
    Supported by few CRMs: 501 `NOT_SUPPORTED_BY_INTEGRATION` otherwise. 409 `CONNECTION_SYNCING` while
    the
    connection is `NEW_CONNECTION`.

    Args:
        access_token (str):
        object_type (LegacyGetListObjectType):
        id (str):
        cursor (str | Unset):
        all_fields (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LegacyGetListResponse200]
    """

    kwargs = _get_kwargs(
        access_token=access_token,
        object_type=object_type,
        id=id,
        cursor=cursor,
        all_fields=all_fields,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    access_token: str,
    object_type: LegacyGetListObjectType,
    id: str,
    cursor: str | Unset = UNSET,
    all_fields: bool | Unset = UNSET,
) -> Error | LegacyGetListResponse200 | None:
    """Get a CRM list with its members (older interface)

     One list (or view) of the connected CRM with the ids of its members, one page of members at a time.
    Supported by few CRMs: 501 `NOT_SUPPORTED_BY_INTEGRATION` otherwise. 409 `CONNECTION_SYNCING` while
    the
    connection is `NEW_CONNECTION`.

    Args:
        access_token (str):
        object_type (LegacyGetListObjectType):
        id (str):
        cursor (str | Unset):
        all_fields (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LegacyGetListResponse200
    """

    return sync_detailed(
        client=client,
        access_token=access_token,
        object_type=object_type,
        id=id,
        cursor=cursor,
        all_fields=all_fields,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    access_token: str,
    object_type: LegacyGetListObjectType,
    id: str,
    cursor: str | Unset = UNSET,
    all_fields: bool | Unset = UNSET,
) -> Response[Error | LegacyGetListResponse200]:
    """Get a CRM list with its members (older interface)

     One list (or view) of the connected CRM with the ids of its members, one page of members at a time.
    Supported by few CRMs: 501 `NOT_SUPPORTED_BY_INTEGRATION` otherwise. 409 `CONNECTION_SYNCING` while
    the
    connection is `NEW_CONNECTION`.

    Args:
        access_token (str):
        object_type (LegacyGetListObjectType):
        id (str):
        cursor (str | Unset):
        all_fields (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LegacyGetListResponse200]
    """

    kwargs = _get_kwargs(
        access_token=access_token,
        object_type=object_type,
        id=id,
        cursor=cursor,
        all_fields=all_fields,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    access_token: str,
    object_type: LegacyGetListObjectType,
    id: str,
    cursor: str | Unset = UNSET,
    all_fields: bool | Unset = UNSET,
) -> Error | LegacyGetListResponse200 | None:
    """Get a CRM list with its members (older interface)

     One list (or view) of the connected CRM with the ids of its members, one page of members at a time.
    Supported by few CRMs: 501 `NOT_SUPPORTED_BY_INTEGRATION` otherwise. 409 `CONNECTION_SYNCING` while
    the
    connection is `NEW_CONNECTION`.

    Args:
        access_token (str):
        object_type (LegacyGetListObjectType):
        id (str):
        cursor (str | Unset):
        all_fields (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LegacyGetListResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            access_token=access_token,
            object_type=object_type,
            id=id,
            cursor=cursor,
            all_fields=all_fields,
        )
    ).parsed
