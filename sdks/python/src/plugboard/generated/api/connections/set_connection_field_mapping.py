from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.field_mappings_result import FieldMappingsResult
from ...models.set_connection_field_mapping_body import SetConnectionFieldMappingBody
from ...types import Response


def _get_kwargs(
    *,
    body: SetConnectionFieldMappingBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/connections/field-mappings/set",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | FieldMappingsResult:
    if response.status_code == 200:
        response_200 = FieldMappingsResult.from_dict(response.json())

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
) -> Response[Error | FieldMappingsResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SetConnectionFieldMappingBody,
) -> Response[Error | FieldMappingsResult]:
    """Set a connection's field mapping of one model

     Overrides, for this connection only, how one model (`crm.contact`, ...) maps to the tool: `fields`
    maps a
    unified field to another field of the tool (a custom field), with the same `path`, `codec`, `read`
    and
    `write` keys as a manifest's `models.<id>.fields` (checked against the same JSON Schema); `expose`
    names
    downstream fields (under the model's `additional` path, e.g. HubSpot `properties.favorite_color`) to
    request
    and return under `additional` (`allFields: true` on reads). Applied to the connection's unified
    reads,
    writes and synced cache. `mapping: null` removes the model's override. Find field names with
    `/api/connections/fields/list`.

    Args:
        body (SetConnectionFieldMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FieldMappingsResult]
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
    body: SetConnectionFieldMappingBody,
) -> Error | FieldMappingsResult | None:
    """Set a connection's field mapping of one model

     Overrides, for this connection only, how one model (`crm.contact`, ...) maps to the tool: `fields`
    maps a
    unified field to another field of the tool (a custom field), with the same `path`, `codec`, `read`
    and
    `write` keys as a manifest's `models.<id>.fields` (checked against the same JSON Schema); `expose`
    names
    downstream fields (under the model's `additional` path, e.g. HubSpot `properties.favorite_color`) to
    request
    and return under `additional` (`allFields: true` on reads). Applied to the connection's unified
    reads,
    writes and synced cache. `mapping: null` removes the model's override. Find field names with
    `/api/connections/fields/list`.

    Args:
        body (SetConnectionFieldMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FieldMappingsResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SetConnectionFieldMappingBody,
) -> Response[Error | FieldMappingsResult]:
    """Set a connection's field mapping of one model

     Overrides, for this connection only, how one model (`crm.contact`, ...) maps to the tool: `fields`
    maps a
    unified field to another field of the tool (a custom field), with the same `path`, `codec`, `read`
    and
    `write` keys as a manifest's `models.<id>.fields` (checked against the same JSON Schema); `expose`
    names
    downstream fields (under the model's `additional` path, e.g. HubSpot `properties.favorite_color`) to
    request
    and return under `additional` (`allFields: true` on reads). Applied to the connection's unified
    reads,
    writes and synced cache. `mapping: null` removes the model's override. Find field names with
    `/api/connections/fields/list`.

    Args:
        body (SetConnectionFieldMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FieldMappingsResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SetConnectionFieldMappingBody,
) -> Error | FieldMappingsResult | None:
    """Set a connection's field mapping of one model

     Overrides, for this connection only, how one model (`crm.contact`, ...) maps to the tool: `fields`
    maps a
    unified field to another field of the tool (a custom field), with the same `path`, `codec`, `read`
    and
    `write` keys as a manifest's `models.<id>.fields` (checked against the same JSON Schema); `expose`
    names
    downstream fields (under the model's `additional` path, e.g. HubSpot `properties.favorite_color`) to
    request
    and return under `additional` (`allFields: true` on reads). Applied to the connection's unified
    reads,
    writes and synced cache. `mapping: null` removes the model's override. Find field names with
    `/api/connections/fields/list`.

    Args:
        body (SetConnectionFieldMappingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FieldMappingsResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
