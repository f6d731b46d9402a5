from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_connection_tool_fields_body import ListConnectionToolFieldsBody
from ...models.list_connection_tool_fields_response_200 import (
    ListConnectionToolFieldsResponse200,
)
from ...types import Response


def _get_kwargs(
    *,
    body: ListConnectionToolFieldsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/connections/fields/list",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListConnectionToolFieldsResponse200:
    if response.status_code == 200:
        response_200 = ListConnectionToolFieldsResponse200.from_dict(response.json())

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
) -> Response[Error | ListConnectionToolFieldsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ListConnectionToolFieldsBody,
) -> Response[Error | ListConnectionToolFieldsResponse200]:
    """List the tool's fields of a model

     Custom-field discovery: the fields of one model's records at the connection's tool (HubSpot
    properties,
    Salesforce describe, Pipedrive person fields), from the metadata endpoint the integration's manifest
    declares (`models.<id>.fields_metadata`). `path` is what a field mapping's `path` or `expose` names.
    `501 NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares none for the model.

    Args:
        body (ListConnectionToolFieldsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListConnectionToolFieldsResponse200]
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
    body: ListConnectionToolFieldsBody,
) -> Error | ListConnectionToolFieldsResponse200 | None:
    """List the tool's fields of a model

     Custom-field discovery: the fields of one model's records at the connection's tool (HubSpot
    properties,
    Salesforce describe, Pipedrive person fields), from the metadata endpoint the integration's manifest
    declares (`models.<id>.fields_metadata`). `path` is what a field mapping's `path` or `expose` names.
    `501 NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares none for the model.

    Args:
        body (ListConnectionToolFieldsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListConnectionToolFieldsResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ListConnectionToolFieldsBody,
) -> Response[Error | ListConnectionToolFieldsResponse200]:
    """List the tool's fields of a model

     Custom-field discovery: the fields of one model's records at the connection's tool (HubSpot
    properties,
    Salesforce describe, Pipedrive person fields), from the metadata endpoint the integration's manifest
    declares (`models.<id>.fields_metadata`). `path` is what a field mapping's `path` or `expose` names.
    `501 NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares none for the model.

    Args:
        body (ListConnectionToolFieldsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListConnectionToolFieldsResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ListConnectionToolFieldsBody,
) -> Error | ListConnectionToolFieldsResponse200 | None:
    """List the tool's fields of a model

     Custom-field discovery: the fields of one model's records at the connection's tool (HubSpot
    properties,
    Salesforce describe, Pipedrive person fields), from the metadata endpoint the integration's manifest
    declares (`models.<id>.fields_metadata`). `path` is what a field mapping's `path` or `expose` names.
    `501 NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares none for the model.

    Args:
        body (ListConnectionToolFieldsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListConnectionToolFieldsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
