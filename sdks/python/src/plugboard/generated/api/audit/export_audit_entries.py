from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["actor"] = actor

    params["action"] = action

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/audit/export",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error:
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
) -> Response[Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
) -> Response[Error]:
    """Export the audit trail as JSON lines

     Every entry of the environment's audit trail matching the filters, newest first, one JSON object per
    line
    (`application/x-ndjson`, each line an `AuditEntry`), at most 100000 lines.

    Args:
        actor (str | Unset):
        action (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        actor=actor,
        action=action,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
) -> Error | None:
    """Export the audit trail as JSON lines

     Every entry of the environment's audit trail matching the filters, newest first, one JSON object per
    line
    (`application/x-ndjson`, each line an `AuditEntry`), at most 100000 lines.

    Args:
        actor (str | Unset):
        action (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return sync_detailed(
        client=client,
        actor=actor,
        action=action,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
) -> Response[Error]:
    """Export the audit trail as JSON lines

     Every entry of the environment's audit trail matching the filters, newest first, one JSON object per
    line
    (`application/x-ndjson`, each line an `AuditEntry`), at most 100000 lines.

    Args:
        actor (str | Unset):
        action (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        actor=actor,
        action=action,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
) -> Error | None:
    """Export the audit trail as JSON lines

     Every entry of the environment's audit trail matching the filters, newest first, one JSON object per
    line
    (`application/x-ndjson`, each line an `AuditEntry`), at most 100000 lines.

    Args:
        actor (str | Unset):
        action (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return (
        await asyncio_detailed(
            client=client,
            actor=actor,
            action=action,
        )
    ).parsed
