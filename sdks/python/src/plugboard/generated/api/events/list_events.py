from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_events_response_200 import ListEventsResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    type_: str | Unset = UNSET,
    connection_id: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["type"] = type_

    params["connectionId"] = connection_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/events/list",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListEventsResponse200:
    if response.status_code == 200:
        response_200 = ListEventsResponse200.from_dict(response.json())

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
) -> Response[Error | ListEventsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    type_: str | Unset = UNSET,
    connection_id: str | Unset = UNSET,
) -> Response[Error | ListEventsResponse200]:
    """Read the event log

     Every event of the API token's environment, in order (the same bodies webhooks receive, with the
    same
    `eventId`), read page by page with a cursor. A receiver that was down longer than the delivery
    retries reads
    from the `nextCursor` it last kept and catches up without a resync: no event is skipped and none
    repeated.
    `nextCursor` is always returned (on an empty page it is the cursor you sent), so poll with it;
    `hasMore`
    says more events are ready now. Events are kept `PLUGBOARD_LOG_RETENTION_DAYS` days. Order is by the
    environment's log position, assigned atomically when an event is stored; an event still being
    written
    holds the page back at its position until it is (at most a few seconds), so a later event is never
    returned before an earlier one.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        type_ (str | Unset):
        connection_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListEventsResponse200]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
        type_=type_,
        connection_id=connection_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    type_: str | Unset = UNSET,
    connection_id: str | Unset = UNSET,
) -> Error | ListEventsResponse200 | None:
    """Read the event log

     Every event of the API token's environment, in order (the same bodies webhooks receive, with the
    same
    `eventId`), read page by page with a cursor. A receiver that was down longer than the delivery
    retries reads
    from the `nextCursor` it last kept and catches up without a resync: no event is skipped and none
    repeated.
    `nextCursor` is always returned (on an empty page it is the cursor you sent), so poll with it;
    `hasMore`
    says more events are ready now. Events are kept `PLUGBOARD_LOG_RETENTION_DAYS` days. Order is by the
    environment's log position, assigned atomically when an event is stored; an event still being
    written
    holds the page back at its position until it is (at most a few seconds), so a later event is never
    returned before an earlier one.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        type_ (str | Unset):
        connection_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListEventsResponse200
    """

    return sync_detailed(
        client=client,
        after=after,
        limit=limit,
        type_=type_,
        connection_id=connection_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    type_: str | Unset = UNSET,
    connection_id: str | Unset = UNSET,
) -> Response[Error | ListEventsResponse200]:
    """Read the event log

     Every event of the API token's environment, in order (the same bodies webhooks receive, with the
    same
    `eventId`), read page by page with a cursor. A receiver that was down longer than the delivery
    retries reads
    from the `nextCursor` it last kept and catches up without a resync: no event is skipped and none
    repeated.
    `nextCursor` is always returned (on an empty page it is the cursor you sent), so poll with it;
    `hasMore`
    says more events are ready now. Events are kept `PLUGBOARD_LOG_RETENTION_DAYS` days. Order is by the
    environment's log position, assigned atomically when an event is stored; an event still being
    written
    holds the page back at its position until it is (at most a few seconds), so a later event is never
    returned before an earlier one.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        type_ (str | Unset):
        connection_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListEventsResponse200]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
        type_=type_,
        connection_id=connection_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    limit: int | Unset = 100,
    type_: str | Unset = UNSET,
    connection_id: str | Unset = UNSET,
) -> Error | ListEventsResponse200 | None:
    """Read the event log

     Every event of the API token's environment, in order (the same bodies webhooks receive, with the
    same
    `eventId`), read page by page with a cursor. A receiver that was down longer than the delivery
    retries reads
    from the `nextCursor` it last kept and catches up without a resync: no event is skipped and none
    repeated.
    `nextCursor` is always returned (on an empty page it is the cursor you sent), so poll with it;
    `hasMore`
    says more events are ready now. Events are kept `PLUGBOARD_LOG_RETENTION_DAYS` days. Order is by the
    environment's log position, assigned atomically when an event is stored; an event still being
    written
    holds the page back at its position until it is (at most a few seconds), so a later event is never
    returned before an earlier one.

    Args:
        after (str | Unset):
        limit (int | Unset):  Default: 100.
        type_ (str | Unset):
        connection_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListEventsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            limit=limit,
            type_=type_,
            connection_id=connection_id,
        )
    ).parsed
