from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.audit_query import AuditQuery
from ...models.error import Error
from ...models.list_audit_entries_response_200 import ListAuditEntriesResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AuditQuery | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/audit/list",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListAuditEntriesResponse200:
    if response.status_code == 200:
        response_200 = ListAuditEntriesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ListAuditEntriesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AuditQuery | Unset = UNSET,
) -> Response[Error | ListAuditEntriesResponse200]:
    """Read the audit trail

     The administrative changes of the API token's environment, newest first, page by page with a cursor:
    who
    (`actor`), when, from which client address, what (`action`, `target`) and a before/after summary
    that never
    holds a secret. Entries are kept `PLUGBOARD_AUDIT_RETENTION_DAYS` days (default 365).

    Args:
        body (AuditQuery | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListAuditEntriesResponse200]
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
    body: AuditQuery | Unset = UNSET,
) -> Error | ListAuditEntriesResponse200 | None:
    """Read the audit trail

     The administrative changes of the API token's environment, newest first, page by page with a cursor:
    who
    (`actor`), when, from which client address, what (`action`, `target`) and a before/after summary
    that never
    holds a secret. Entries are kept `PLUGBOARD_AUDIT_RETENTION_DAYS` days (default 365).

    Args:
        body (AuditQuery | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListAuditEntriesResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AuditQuery | Unset = UNSET,
) -> Response[Error | ListAuditEntriesResponse200]:
    """Read the audit trail

     The administrative changes of the API token's environment, newest first, page by page with a cursor:
    who
    (`actor`), when, from which client address, what (`action`, `target`) and a before/after summary
    that never
    holds a secret. Entries are kept `PLUGBOARD_AUDIT_RETENTION_DAYS` days (default 365).

    Args:
        body (AuditQuery | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListAuditEntriesResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AuditQuery | Unset = UNSET,
) -> Error | ListAuditEntriesResponse200 | None:
    """Read the audit trail

     The administrative changes of the API token's environment, newest first, page by page with a cursor:
    who
    (`actor`), when, from which client address, what (`action`, `target`) and a before/after summary
    that never
    holds a secret. Entries are kept `PLUGBOARD_AUDIT_RETENTION_DAYS` days (default 365).

    Args:
        body (AuditQuery | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListAuditEntriesResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
