from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_readiness_response_200 import GetReadinessResponse200
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/readyz",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetReadinessResponse200:
    if response.status_code == 200:
        response_200 = GetReadinessResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GetReadinessResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | GetReadinessResponse200]:
    """Readiness probe

     Answers 200 when the database answers a ping and this process's job scheduler (where it runs jobs)
    is
    working. Otherwise 503, at once when the process already knows why: `STORE_UNAVAILABLE` (the
    database cannot
    be reached), `STORE_DISK_FULL` (its disk is full) or `JOB_SCHEDULER_STALLED` (jobs stopped running
    here and
    could not be restarted: restart the process).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetReadinessResponse200]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Error | GetReadinessResponse200 | None:
    """Readiness probe

     Answers 200 when the database answers a ping and this process's job scheduler (where it runs jobs)
    is
    working. Otherwise 503, at once when the process already knows why: `STORE_UNAVAILABLE` (the
    database cannot
    be reached), `STORE_DISK_FULL` (its disk is full) or `JOB_SCHEDULER_STALLED` (jobs stopped running
    here and
    could not be restarted: restart the process).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetReadinessResponse200
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | GetReadinessResponse200]:
    """Readiness probe

     Answers 200 when the database answers a ping and this process's job scheduler (where it runs jobs)
    is
    working. Otherwise 503, at once when the process already knows why: `STORE_UNAVAILABLE` (the
    database cannot
    be reached), `STORE_DISK_FULL` (its disk is full) or `JOB_SCHEDULER_STALLED` (jobs stopped running
    here and
    could not be restarted: restart the process).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetReadinessResponse200]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Error | GetReadinessResponse200 | None:
    """Readiness probe

     Answers 200 when the database answers a ping and this process's job scheduler (where it runs jobs)
    is
    working. Otherwise 503, at once when the process already knows why: `STORE_UNAVAILABLE` (the
    database cannot
    be reached), `STORE_DISK_FULL` (its disk is full) or `JOB_SCHEDULER_STALLED` (jobs stopped running
    here and
    could not be restarted: restart the process).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetReadinessResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
